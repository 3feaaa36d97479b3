import type { laybyCheckout as english } from '../en/layby-checkout.ts';
import type { Message } from '../index.ts';

/** Lipa Mdogo Mdogo wakati wa kulipa (toleo 47): njia ya kulipa kando ya nyingine, amana, salio, tarehe ya mwisho na kiasi kinachopendekezwa. */
export const laybyCheckout = {
  'checkout.error.paymentPlan': 'Chagua jinsi ya kulipa: yote sasa, au paymentPlan.kind "layby" kwa Lipa Mdogo Mdogo',
} as const satisfies Record<keyof typeof english, Message>;
