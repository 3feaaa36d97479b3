import { translationsFor } from '../../i18n/index.ts';
import { deliveryShortText } from '../../lib/delivery/describe.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { formatItem } from '../../lib/admin/items.ts';
import type { AdminOrderView } from '../../client/admin.ts';
import { orderReference, orderStatusName } from '../../lib/order-display.ts';
import { formatKes } from '../../lib/money.ts';
import { stillDue } from '../../lib/orders/figures.ts';
import { OrderSteps } from './OrderSteps.tsx';
import type { Notice } from './Notices.tsx';
import { deliveryLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  orders: AdminOrderView[];
  onSaved: (order: AdminOrderView) => void;
  onNotice: (notice: Notice) => void;
}

/**
 * The orders table with the spec's columns (and the order total). Below 768px each row becomes a
 * card: the same markup, laid out by CSS, each cell labelled by its column name. It fits 1280 px;
 * narrower, it scrolls in its own box rather than the page sideways.
 */
export function OrdersTable({ orders, onSaved, onNotice }: Props) {
  const col = {
    id: t('admin.orders.col.id'),
    customer: t('admin.orders.col.customer'),
    contact: t('admin.orders.col.contact'),
    address: t('admin.orders.col.address'),
    date: t('admin.orders.col.date'),
    payment: t('admin.orders.col.payment'),
    delivery: t('admin.orders.col.delivery'),
    items: t('admin.orders.col.items'),
    total: t('admin.orders.col.total'),
    actions: t('admin.orders.col.actions'),
  };
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{t('admin.orders.caption')}</caption>
        <thead>
          <tr>
            {Object.values(col).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id} data-order-id={order.order_id}>
              <th scope="row" data-label={col.id}>
                <a href={`/admin/order?id=${order.order_id}`} aria-label={t('admin.orders.open', { id: orderReference(order.order_id) })}>
                  <code>{orderReference(order.order_id)}</code>
                </a>
              </th>
              <td data-label={col.customer}>{order.customer_name}</td>
              <td data-label={col.contact}>
                <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
                <br />
                <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>
              </td>
              <td data-label={col.address}>
                {order.delivery_address}
                {order.delivery && <span className="admin-table__sub">{deliveryShortText(order.delivery, t, true)}</span>}
              </td>
              <td data-label={col.date}>{adminDateTime(order.order_date)}</td>
              <td data-label={col.payment}>
                <span className={`admin-badge admin-badge--${order.orderStatus}`}>{orderStatusName(order.orderStatus, t)}</span>
              </td>
              <td data-label={col.delivery}>
                <span className={`admin-badge admin-badge--${order.delivery_status}`}>{deliveryLabel(order.delivery_status)}</span>
              </td>
              <td data-label={col.items}>
                <ul className="admin-table__items">
                  {order.items.map((item) => (
                    <li key={item.product_id}>{formatItem(item, t)}</li>
                  ))}
                </ul>
              </td>
              <td data-label={col.total} className="admin-table__money">
                {formatKes(order.figures.totalCents, t.locale)}
                {stillDue(order.figures) > 0 && (
                  <span className="admin-table__sub">
                    {t('admin.orders.owes', { amount: formatKes(stillDue(order.figures), t.locale) })}
                  </span>
                )}
              </td>
              <td data-label={col.actions}>
                <OrderSteps order={order} onSaved={onSaved} onNotice={onNotice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
