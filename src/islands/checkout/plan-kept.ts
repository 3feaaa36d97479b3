import type { PlanChoice } from './layby-offer.ts';

/**
 * Pay all now or lay-by, kept in this tab's session beside the checkout form (lib/checkout/form-kept.ts)
 * until the order is done: after a failed deposit, Back to Checkout finds lay-by still chosen, and
 * placing it again answers the same order rather than a second one paid all at once.
 */
const PLAN_STORAGE_KEY = 'solar-shop:checkout-plan';

type PlanStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function restorePlan(storage: PlanStorage | null): PlanChoice {
  try {
    return storage?.getItem(PLAN_STORAGE_KEY) === 'layby' ? 'layby' : 'now';
  } catch {
    return 'now';
  }
}

export function keepPlan(storage: PlanStorage | null, plan: PlanChoice): void {
  try {
    if (plan === 'layby') storage?.setItem(PLAN_STORAGE_KEY, plan);
    else storage?.removeItem(PLAN_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the choice still holds on this page.
  }
}

/** The order is placed or paid: the next checkout pays all now until lay-by is chosen. */
export function forgetPlan(storage: PlanStorage | null): void {
  keepPlan(storage, 'now');
}
