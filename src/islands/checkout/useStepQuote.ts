import { useEffect, useState } from 'react';
import type { InstallationQuoteAnswer } from '../../api/installation.ts';
import type { LaybyQuoteAnswer, Quote } from '../../api/checkout.ts';
import { quoteOrder } from '../../client/checkout.ts';
import { isCountyCode } from '../../lib/delivery/county-code.ts';
import type { Cart } from '../../lib/cart/line.ts';
import type { CheckoutForm } from './form-state.ts';
import type { PlanChoice } from './layby-offer.ts';

export type StepQuoteState = { state: 'loading' | 'failed' } | { state: 'ready'; quote: Quote };

/**
 * The order beside step 1 and its delivery line follow the cart, county and options as they
 * change, priced by the server (with delivery once a county is chosen); a stale answer is dropped.
 * The cart's lay-by and installation offer as last quoted are kept while the quote is asked again
 * (a county or option changed), so a choice and its figures do not vanish and come back.
 * A cart that can no longer have a lay-by (the shop stopped it, a line went) pays all now (`setPlan`); the methods say why.
 */
export function useStepQuote(lines: Cart, form: CheckoutForm, wanted: boolean, ask: number, setPlan: (plan: PlanChoice) => void) {
  const [stepQuote, setStepQuote] = useState<StepQuoteState>({ state: 'loading' });
  const [layby, setLayby] = useState<LaybyQuoteAnswer | null>(null);
  const [installOffer, setInstallOffer] = useState<InstallationQuoteAnswer | null>(null);
  const { county } = form.customer;
  const { express, weekend } = form.delivery;
  const itemsKey = lines.map((line) => `${line.id}×${line.quantity}`).join('|');
  useEffect(() => {
    if (lines.length === 0) return;
    let live = true;
    setStepQuote({ state: 'loading' });
    const delivery = isCountyCode(county) ? { county, express, weekend } : undefined;
    void quoteOrder(
      lines.map((line) => ({ id: line.id, quantity: line.quantity })),
      delivery,
      wanted,
    ).then((answer) => {
      if (!live) return;
      setStepQuote(answer.ok ? { state: 'ready', quote: answer.data } : { state: 'failed' });
      if (!answer.ok) return;
      setLayby(answer.data.layby);
      setInstallOffer(answer.data.installation);
      if (!answer.data.layby?.offered) setPlan('now');
    });
    return () => {
      live = false;
    };
    // itemsKey stands for `lines`: the quote is asked again when an id or a quantity changes, not when the cart store renews its objects.
  }, [county, express, weekend, itemsKey, wanted, ask]);
  return { stepQuote, layby, installOffer };
}
