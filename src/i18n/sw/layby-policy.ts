import type { laybyPolicy as english } from '../en/layby-policy.ts';
import type { Message } from '../index.ts';

/** Takwimu za Lipa Mdogo Mdogo kwenye sera (toleo 47): nambari za masharti kwa maneno, kama sera ya kurejesha pesa na masharti zinavyozionyesha. */
export const laybyPolicy = {
  'laybyPolicy.figure.percent': 'asilimia {percent}',
  'laybyPolicy.figure.days': { one: 'siku {count}', other: 'siku {count}' },
  'laybyPolicy.figure.workingDays': { one: 'siku {count} ya kazi', other: 'siku {count} za kazi' },
  'laybyPolicy.figure.weekly': 'kila wiki',
  'laybyPolicy.figure.daily': 'kila siku',
  'laybyPolicy.figure.everyWeeks': { one: 'kila baada ya wiki {count}', other: 'kila baada ya wiki {count}' },
  'laybyPolicy.figure.everyDays': { one: 'kila baada ya siku {count}', other: 'kila baada ya siku {count}' },
  'laybyPolicy.figure.fee': 'asilimia {percent} ya ulicholipa',
  'laybyPolicy.figure.feeCapped': 'asilimia {percent} ya ulicholipa, isiyozidi {cap}',
} as const satisfies Record<keyof typeof english, Message>;
