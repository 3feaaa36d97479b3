// First: a Kiswahili page's strings arrive before this island draws.
import '../i18n/browser.ts';
import { t, localHref } from '../i18n/index.ts';
import { formatDateTime } from '../lib/date-time.ts';
import { orderReference, orderStatusName, paymentMethodHeading, paymentMethodName } from '../lib/order-display.ts';
import type { AccountOrder } from '../lib/account/answers.ts';
import { accountOrders } from '../client/account.ts';
import { useSignedIn } from './useSignedIn.ts';
import { useState } from 'react';
import { OrderTotals } from './order/OrderTotals.tsx';
import { OrderLines } from './order/OrderLines.tsx';
import { payOrder } from '../client/orders.ts';

/** "Pay now" for an order awaiting its online payment: the payment page again, from any browser the customer signs in on. */
function PayNow({ orderId }: { orderId: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'opening' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  async function pay() {
    setState({ kind: 'opening' });
    const answer = await payOrder(orderId);
    if (answer.ok) {
      window.location.assign(localHref(`/payment/iframe?${new URLSearchParams({ orderTrackingId: answer.data.orderTrackingId, redirectUrl: answer.data.redirectUrl })}`));
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

function OrderCard({ order }: { order: AccountOrder }) {
  return (
    <li className="orders__order">
      <h2>{t('orders.order', { id: orderReference(order.id) })}</h2>
      <p className="account__muted">{t('orders.placed', { date: formatDateTime(order.createdAt) })}</p>
      <dl className="orders__facts">
        <div><dt>{t('orders.payment')}</dt><dd>{orderStatusName(order.status)}</dd></div>
        <div><dt>{t('orders.delivery')}</dt><dd>{t(`orders.delivery.${order.deliveryStatus}`)}</dd></div>
        <div><dt>{paymentMethodHeading(order.status)}</dt><dd>{paymentMethodName(order.payment?.paymentMethod, order.paymentMethod)}</dd></div>
      </dl>
      <h3>{t('orders.items')}</h3>
      <OrderLines lines={order.items} />
      <OrderTotals subtotalCents={order.subtotalCents} totalCents={order.totalCents} delivery={order.delivery} shippingCents={order.shippingCents} paymentMethod={order.paymentMethod} />
      {order.paymentMethod !== 'Cash' && (order.status === 'awaiting_payment' || order.status === 'payment_failed') && <PayNow orderId={order.id} />}
    </li>
  );
}

/** /orders: the signed-in customer's orders with items, totals, payment and delivery status. */
export default function OrdersPage() {
  const { data: orders, failed } = useSignedIn(accountOrders, 'orders');

  return (
    <div className="account">
      <h1>{t('orders.title')}</h1>
      <div aria-live="polite">
        {failed ? (
          <p className="account__error">{t('account.loadError')}</p>
        ) : orders === null ? (
          <p>{t('account.loading')}</p>
        ) : orders.length === 0 ? (
          <p>{t('orders.empty')}</p>
        ) : (
          <ul className="orders__list">{orders.map((order) => <OrderCard key={order.id} order={order} />)}</ul>
        )}
      </div>
      <p className="account__links">
        <a className="account__button" href={localHref('/shop')}>{t('account.continueShopping')}</a>
      </p>
    </div>
  );
}
