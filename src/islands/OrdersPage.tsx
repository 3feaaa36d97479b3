// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { translationsFor } from '../i18n/index.ts';
import { localizedPath } from '../i18n/locales.ts';
import { formatDateTime } from '../lib/date-time.ts';
import { orderReference, orderStatusName, paymentMethodHeading, paymentMethodName } from '../lib/order-display.ts';
import { paymentReceipt, receiptLabel } from '../lib/orders/receipt.ts';
import { taxBuyerWords } from '../lib/orders/tax-buyer-words.ts';
import { deliveryAsNow } from '../lib/delivery/describe.ts';
import type { AccountOrder } from '../api/account.ts';
import { accountOrders } from '../client/account.ts';
import { useSignedIn } from './useSignedIn.ts';
import { useRef, useState } from 'react';
import { OrderTotals } from './order/OrderTotals.tsx';
import { payableOnline } from '../lib/orders/figures.ts';
import { OrderLines } from './order/OrderLines.tsx';
import { OrderTimeline } from './order/OrderTimeline.tsx';
import { CancelOrder } from './order/CancelOrder.tsx';
import { InvoiceLink } from './order/InvoiceLink.tsx';
import { LaybyPlan } from './order/LaybyPlan.tsx';
import { InstallationBlock } from './order/InstallationBlock.tsx';
import { payOrder, type CancelAnswer } from '../client/orders.ts';
import { cancelledBy, cancelledLines, refundWords } from '../lib/orders/after-sale-words.ts';
import { pageLocale } from '../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** "Pay now" for an order awaiting its online payment: the payment page again, from any browser the customer signs in on. */
function PayNow({ orderId }: { orderId: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'opening' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  async function pay() {
    setState({ kind: 'opening' });
    const answer = await payOrder(orderId);
    if (answer.ok) {
      window.location.assign(
        localizedPath(
          `/payment/iframe?${new URLSearchParams({ orderTrackingId: answer.data.orderTrackingId, redirectUrl: answer.data.redirectUrl })}`,
          t.locale,
        ),
      );
      return;
    }
    setState({ kind: 'failed', message: answer.status === 0 ? t('checkout.genericError') : answer.message || t('checkout.genericError') });
  }
  return (
    <div className="orders__pay">
      <button type="button" className="account__button" onClick={() => void pay()} disabled={state.kind === 'opening'}>
        {state.kind === 'opening' ? t('orders.payNow.opening') : t('orders.payNow')}
      </button>
      {state.kind === 'failed' && (
        <p className="account__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

/**
 * One order: its status, its cancellation and refund when it has them, Pay now or Cancel while
 * they are open to the customer, where it is (the timeline), what was bought and what it costs.
 * What a cancellation did is said in the card's polite status region, and the focus goes to the
 * card's heading, since the Cancel panel it was in is gone.
 */
function OrderCard({
  order,
  phone,
  done,
  onCancelled,
}: {
  order: AccountOrder;
  /** The phone it was placed with: opens its tax invoice. */
  phone: string | undefined;
  done: string[];
  onCancelled: (answer: CancelAnswer) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const receipt = paymentReceipt(order.payment, order.chosenMethod);
  function cancelled(answer: CancelAnswer) {
    onCancelled(answer);
    heading.current?.focus();
  }
  return (
    <li className="orders__order">
      <h2 ref={heading} tabIndex={-1}>
        {t('orders.order', { id: orderReference(order.id) })}
      </h2>
      <div className="orders__done" role="status">
        {done.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p className="account__muted">{t('orders.placed', { date: formatDateTime(order.createdAt, t.locale) })}</p>
      <dl className="orders__facts">
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{orderStatusName(order.status, t)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>{t(`orders.delivery.${order.deliveryStatus}`)}</dd>
        </div>
        <div>
          <dt>{paymentMethodHeading(order.status, t)}</dt>
          <dd>{paymentMethodName(order.payment?.reportedMethod, order.chosenMethod, t)}</dd>
        </div>
        {receipt && (
          <div>
            <dt>{receiptLabel(receipt, t)}</dt>
            <dd data-testid="order-receipt">{receipt.code}</dd>
          </div>
        )}
        {order.buyer && (
          <div>
            <dt>{t('confirm.taxInvoiceTo')}</dt>
            <dd data-testid="order-tax-buyer">{taxBuyerWords(order.buyer, t)}</dd>
          </div>
        )}
      </dl>
      {(order.cancellation || order.refund) && (
        <dl className="orders__after">
          {order.cancellation && (
            <div>
              <dt>{t('orders.cancellation')}</dt>
              <dd>{cancelledBy(order.cancellation, t)}</dd>
            </div>
          )}
          {order.cancellation && (
            <div>
              <dt>{t('orders.cancellation.reason')}</dt>
              <dd>{order.cancellation.reason}</dd>
            </div>
          )}
          {order.refund && (
            <div>
              <dt>{t('orders.refund')}</dt>
              <dd>{refundWords(order.refund, t)}</dd>
            </div>
          )}
        </dl>
      )}
      {/* A lay-by is paid by the amount its customer chooses: its plan's own form instead of Pay now. */}
      {order.plan && <LaybyPlan orderId={order.id} plan={order.plan} chosenMethod={order.chosenMethod} />}
      {order.installation && <InstallationBlock orderId={order.id} installation={order.installation} />}
      {payableOnline({ ...order, orderStatus: order.status }) && !order.plan && <PayNow orderId={order.id} />}
      {order.cancelUntil && <CancelOrder order={order} until={order.cancelUntil} onCancelled={cancelled} />}
      {/* Money received is a tax point: its invoice, or the word that it is to follow. */}
      {phone && order.figures.paidCents > 0 && <InvoiceLink orderId={order.id} phone={phone} />}
      <h3>{t('track.timeline')}</h3>
      <OrderTimeline steps={order.timeline} />
      <h3>{t('orders.items')}</h3>
      <OrderLines lines={order.items} />
      <OrderTotals figures={order.figures} delivery={order.delivery && deliveryAsNow(order.delivery, order.deliveryStatus)} />
    </li>
  );
}

/**
 * /orders: the signed-in customer's orders with where each is, items, totals, payment and delivery
 * status, and Cancel while the customer may. A cancelled order is redrawn from the API's answer in
 * place; the list is not fetched again.
 */
export default function OrdersPage() {
  const { data: loaded, failed } = useSignedIn(accountOrders, 'orders');
  const [changed, setChanged] = useState<Readonly<Record<string, { order: AccountOrder; done: string[] }>>>({});
  const orders = loaded?.map((order) => changed[order.id]?.order ?? order) ?? null;
  const phones = new Map(loaded?.map((order) => [order.id, order.phone]));

  function cancelled({ order, refund }: CancelAnswer) {
    // A lay-by's plan says, once ended, what goes back and what the fee kept.
    const done = order.plan ? [t('laybyTrack.cancel.done', { reference: orderReference(order.id) })] : cancelledLines(order.id, refund, t);
    setChanged((before) => ({ ...before, [order.id]: { order, done } }));
  }

  return (
    <div className="account">
      <h1>{t('orders.title')}</h1>
      <p role="status" className={failed ? 'orders__status account__error' : 'orders__status'}>
        {failed ? t('account.loadError') : orders === null ? t('account.loading') : orders.length === 0 ? t('orders.empty') : ''}
      </p>
      {orders && orders.length > 0 && (
        <ul className="orders__list">
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              phone={phones.get(order.id)}
              done={changed[order.id]?.done ?? []}
              onCancelled={cancelled}
            />
          ))}
        </ul>
      )}
      <p className="account__links">
        <a className="account__button" href={localizedPath('/shop', t.locale)}>
          {t('account.continueShopping')}
        </a>
      </p>
    </div>
  );
}
