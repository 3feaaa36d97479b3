import { useEffect, useState } from 'react';
import type { LaybyPlanAnswer } from '../../api/account.ts';
import { orderConfirmation } from '../../client/orders.ts';

/**
 * The lay-by plan of the order a payment belongs to (issue 47), read from its confirmation: once
 * the order is known, and again once the payment completed, so that the plan then counts it
 * (`counted`). Null for an order paid at once, and while (or when) it cannot be read: the page
 * then says what it says of any payment.
 */
export function useLaybyPlan(orderId: string | null, completed: boolean): { plan: LaybyPlanAnswer; counted: boolean } | null {
  const [found, setFound] = useState<{ plan: LaybyPlanAnswer; counted: boolean } | null>(null);
  const [kind, setKind] = useState<'unknown' | 'layby' | 'none'>('unknown');
  useEffect(() => {
    // An order paid at once stays one: it is asked about once.
    if (!orderId || kind === 'none') return;
    let live = true;
    void orderConfirmation(orderId).then((answer) => {
      if (!live || !answer.ok) return;
      const plan = answer.data.plan;
      setKind(plan ? 'layby' : 'none');
      if (plan) setFound({ plan, counted: completed });
    });
    return () => {
      live = false;
    };
    // `kind` only stops asking again; the order and its payment's completion are what ask.
  }, [orderId, completed]);
  return found;
}
