// First: a Kiswahili page's strings arrive before this island draws.
import '../i18n/browser.ts';
import { t, localHref } from '../i18n/index.ts';
import { formatDateTime } from '../lib/date-time.ts';
import { formatKes } from '../lib/money.ts';
import { orderReference, orderStatusName, paymentMethodHeading, paymentMethodName } from '../lib/order-display.ts';
import type { AccountOrder } from '../lib/account/answers.ts';
import { accountOrders } from '../client/account.ts';
import { useSignedIn } from './useSignedIn.ts';
import { DeliveryFigures } from './DeliveryFigures.tsx';

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
      <ul className="orders__items">
        {order.items.map((item) => (
          <li key={item.productId}>
            <span>{t('orders.item', { name: item.productName, quantity: item.quantity })}</span>
            <span>{formatKes(item.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="orders__totals">
        <div><dt>{t('orders.subtotal')}</dt><dd>{formatKes(order.subtotalCents)}</dd></div>
        <div data-testid="orders-delivery">
          <dt>{t('delivery.line')}</dt>
          <dd>{order.delivery ? <DeliveryFigures delivery={order.delivery} /> : formatKes(order.shippingCents)}</dd>
        </div>
        <div className="orders__total"><dt>{t('orders.total')}</dt><dd>{formatKes(order.totalCents)}</dd></div>
      </dl>
    </li>
  );
}

/** /orders: the signed-in customer's orders with items, totals, payment and delivery status. */
export default function OrdersPage() {
  const { data: orders, failed } = useSignedIn(accountOrders);

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
