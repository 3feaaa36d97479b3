import { useEffect, useState } from 'react';
import { localizedPath } from '../../i18n/locales.ts';
import { translationsFor } from '../../i18n/index.ts';
import type { AccountOrder } from '../../api/account.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { deliveryAsNow } from '../../lib/delivery/describe.ts';
import { formatKes } from '../../lib/money.ts';
import { orderEnded } from '../../lib/orders/figures.ts';
import { cancelledLines, refundWords } from '../../lib/orders/after-sale-words.ts';
import { orderReference } from '../../lib/order-display.ts';
import { paymentReceipt, receiptLabel } from '../../lib/orders/receipt.ts';
import { orderConfirmation } from '../../client/orders.ts';
import { taxBuyerWords } from '../../lib/orders/tax-buyer-words.ts';
import { OrderTotals } from './OrderTotals.tsx';
import { OrderLines } from './OrderLines.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { laybyLead, laybyNextSteps, planOpen, planRows } from './layby-plan-words.ts';
import { formatLongDate } from '../../lib/date-time.ts';

const t = translationsFor(pageLocale());

/** Where the order goes and when, in one line. */
function deliveryLine(order: AccountOrder): string | null {
  if (!order.delivery) return null;
  const county = countyOf(order.delivery.county)?.name ?? order.delivery.county;
  return order.delivery.days
    ? t('confirm.deliveryDays', { county, days: t('delivery.days', order.delivery.days) })
    : t('confirm.deliveryQuote', { county });
}

/** The steps after placing, as this order takes them. */
function nextSteps(order: AccountOrder): string[] {
  // A lay-by still open: pay the rest by its end date, then delivery; the messages as for any order.
  if (order.plan && planOpen(order.plan)) return [...laybyNextSteps(order.plan, t), t('confirm.next.messages')];
  const due = order.figures;
  // Cash above the shop's limit: nothing is packed before the team's call confirms it.
  const steps = [t(order.status === 'awaiting_confirmation' ? 'confirm.next.callFirst' : 'confirm.next.call'), t('confirm.next.messages')];
  if (due.dueDriverCents > 0) steps.push(t('confirm.next.payDriver', { amount: formatKes(due.dueDriverCents, t.locale) }));
  else if (due.driverFeeToQuote) steps.push(t('confirm.next.payDriverQuote'));
  return steps;
}

/** How the order stands, in one sentence: the checkout spec's words for cash on delivery. */
function leadOf(order: AccountOrder): string {
  if (order.cancellation) return cancelledLines(order.id, null, t)[0]!;
  if (order.refund) return refundWords(order.refund, t);
  if (order.status === 'awaiting_confirmation') return t('checkout.codCallFirst');
  if (order.chosenMethod === 'Cash') return t('checkout.codPlaced');
  const layby = laybyLead(order, t);
  if (layby) return layby;
  return order.status === 'paid' ? t('confirm.paid') : t('confirm.awaiting');
}

function OrderDetails({ order, lead, more }: { order: AccountOrder; lead: boolean; more: boolean }) {
  const reference = orderReference(order.id);
  const receipt = paymentReceipt(order.payment, order.chosenMethod);
  const ended = orderEnded({ ...order, orderStatus: order.status });
  // Once the goods have arrived, when they would come and what happens next are past.
  const arrived = order.deliveryStatus === 'delivered';
  const delivery = ended || arrived ? null : deliveryLine(order);
  const plan = order.plan;
  const open = Boolean(plan && planOpen(plan) && !ended);
  return (
    <div className="order-confirmation" data-testid="order-confirmation">
      {lead && (
        <p className="order-confirmation__lead" data-testid="order-lead">
          {leadOf(order)}
        </p>
      )}
      <section aria-labelledby="confirm-reference">
        <h2 id="confirm-reference">{t('confirm.reference')}</h2>
        <p className="order-confirmation__reference" data-testid="order-reference">
          {reference}
        </p>
        <p>{t('confirm.referenceNote')}</p>
        {receipt && (
          <dl className="order-confirmation__receipt">
            <dt>{receiptLabel(receipt, t)}</dt>
            <dd data-testid="order-receipt">{receipt.code}</dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="confirm-items">
        <h2 id="confirm-items">{t('confirm.items')}</h2>
        <OrderLines lines={order.items} />
        <OrderTotals
          // An open lay-by's balance is paid by its end date, not now: the plan below says it.
          figures={open ? { ...order.figures, dueOnlineCents: 0 } : order.figures}
          delivery={order.delivery && deliveryAsNow(order.delivery, order.deliveryStatus)}
        />
      </section>
      {plan && open && (
        <section aria-labelledby="confirm-layby" data-testid="confirm-layby">
          <h2 id="confirm-layby">{t('confirm.layby.title')}</h2>
          <dl className="order-totals">
            {planRows(plan, t).map((row) => (
              <div key={row.id}>
                <dt>{row.label}</dt>
                <dd data-testid={`plan-${row.id}`}>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a href={localizedPath(`/track?${new URLSearchParams({ ref: reference })}`, t.locale)}>{t('confirm.layby.pay')}</a>
          </p>
        </section>
      )}
      {order.installation && order.installation.status !== 'cancelled' && (
        <section aria-labelledby="confirm-installation">
          <h2 id="confirm-installation">{t('installationTrack.heading')}</h2>
          <p data-testid="confirm-installation">
            {order.installation.day
              ? t('installationTrack.confirm', { date: formatLongDate(order.installation.day, t.locale) })
              : t('installationTrack.confirmLater')}
          </p>
        </section>
      )}
      {order.buyer && (
        <section aria-labelledby="confirm-tax-invoice">
          <h2 id="confirm-tax-invoice">{t('confirm.taxInvoiceTo')}</h2>
          <p data-testid="order-tax-buyer">{taxBuyerWords(order.buyer, t)}</p>
        </section>
      )}
      {delivery && (
        <section aria-labelledby="confirm-delivery">
          <h2 id="confirm-delivery">{t('confirm.delivery')}</h2>
          <p data-testid="confirm-delivery">{delivery}</p>
        </section>
      )}
      {!ended && !arrived && (
        <section aria-labelledby="confirm-next">
          <h2 id="confirm-next">{t('confirm.next')}</h2>
          <ol className="order-confirmation__next">
            {nextSteps(order).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <p className="order-confirmation__actions">
        <a className="button" href={localizedPath(`/track?${new URLSearchParams({ ref: reference })}`, t.locale)}>
          {t('confirm.follow')}
        </a>
        {more && (
          <a className="button button--ghost" href={localizedPath('/shop', t.locale)}>
            {t('confirm.continue')}
          </a>
        )}
      </p>
    </div>
  );
}

/**
 * An order just placed, loaded by its id: how it stands (with `lead`), what was bought, how it is
 * paid and delivered, what comes next; `more` adds Continue Shopping (the return page has its own).
 */
export function OrderConfirmation({ orderId, lead = false, more = true }: { orderId: string; lead?: boolean; more?: boolean }) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; order: AccountOrder }>({
    kind: 'loading',
  });
  useEffect(() => {
    let live = true;
    void orderConfirmation(orderId).then((answer) => {
      if (live) setState(answer.ok ? { kind: 'ready', order: answer.data } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  if (state.kind === 'loading') return <p role="status">{t('confirm.loading')}</p>;
  if (state.kind === 'failed')
    return (
      <p className="payment-error" role="alert">
        {t('confirm.loadFailed')}
      </p>
    );
  return <OrderDetails order={state.order} lead={lead} more={more} />;
}
