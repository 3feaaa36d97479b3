import { translationsFor } from '../../i18n/index.ts';
import { DASHBOARD_FIGURES, type DashboardFigureKey } from '../../lib/admin/dashboard-figures.ts';
import { orderQueryToSearch } from '../../lib/admin/order-query.ts';
import type { AdminDashboardView } from '../../client/admin.ts';
import { formatKes } from '../../lib/money.ts';
import { DELIVERY_STATUSES } from '../../lib/order-types.ts';
import { deliveryLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The orders table filtered exactly as the figure was counted. */
const linkTo = (key: DashboardFigureKey) => `/admin/orders${orderQueryToSearch(DASHBOARD_FIGURES[key])}`;

/** Orders whose money goes back: the table the refunds card opens (all of them, whenever their refund was asked). */
const REFUND_STATUSES = ['refund_requested', 'refunded'] as const;

const SALES = [
  { period: 'today', orders: 'ordersToday', paid: 'paidToday' },
  { period: 'week', orders: 'ordersWeek', paid: 'paidWeek' },
  { period: 'month', orders: 'ordersMonth', paid: 'paidMonth' },
] as const;

const DELIVERY_KEYS = {
  pending: 'deliveryPending',
  shipped: 'deliveryShipped',
  delivered: 'deliveryDelivered',
  cancelled: 'deliveryCancelled',
} as const satisfies Record<(typeof DELIVERY_STATUSES)[number], DashboardFigureKey>;

/**
 * Sales per period and the month's refunds beside them, what needs doing, and deliveries: every
 * order count links into the table.
 */
export function DashboardFigures({ dashboard }: { dashboard: AdminDashboardView }) {
  const f = dashboard.figures;
  return (
    <>
      <section aria-labelledby="admin-sales">
        <h2 id="admin-sales">{t('admin.dashboard.sales')}</h2>
        <ul className="admin-cards">
          {SALES.map(({ period, orders, paid }) => (
            <li key={period} className="admin-card" data-figure={period}>
              <h3>{t(`admin.dashboard.${period}`)}</h3>
              <p className="admin-card__big">
                <a href={linkTo(paid)}>{t('admin.dashboard.paid', { amount: formatKes(f[paid].paidCents, t.locale) })}</a>
              </p>
              <p className="admin-card__small">{t('admin.dashboard.paidOrders', { count: f[paid].orders })}</p>
              <p>
                <a href={linkTo(orders)}>{t('admin.dashboard.orders', { count: f[orders].orders })}</a>
              </p>
            </li>
          ))}
          <li className="admin-card" data-figure="refundsMonth">
            <h3>{t('admin.dashboard.refundsMonth')}</h3>
            <p className="admin-card__big">{formatKes(dashboard.refundsMonth.amountCents, t.locale)}</p>
            <p className="admin-card__small">{t('admin.dashboard.refunds', { count: dashboard.refundsMonth.count })}</p>
            <p>
              <a href={`/admin/orders${orderQueryToSearch({ payment: REFUND_STATUSES })}`}>{t('admin.dashboard.refundOrders')}</a>
            </p>
          </li>
        </ul>
      </section>
      <section aria-labelledby="admin-attention">
        <h2 id="admin-attention">{t('admin.dashboard.attention')}</h2>
        <ul className="admin-cards">
          <li className="admin-card" data-figure="awaitingPayment">
            <h3>{t('admin.dashboard.awaitingPayment')}</h3>
            <p className="admin-card__big">
              <a href={linkTo('awaitingPayment')}>{t('admin.dashboard.orders', { count: f.awaitingPayment.orders })}</a>
            </p>
            <p className="admin-card__small">
              {t('admin.dashboard.awaitingHint', { amount: formatKes(f.awaitingPayment.dueCents, t.locale) })}
            </p>
          </li>
          <li className="admin-card" data-figure="awaitingConfirmation">
            <h3>{t('admin.dashboard.awaitingConfirmation')}</h3>
            <p className="admin-card__big">
              <a href={linkTo('awaitingConfirmation')}>{t('admin.dashboard.orders', { count: f.awaitingConfirmation.orders })}</a>
            </p>
            <p className="admin-card__small">{t('admin.dashboard.confirmHint')}</p>
          </li>
          <li className="admin-card" data-figure="readyToShip">
            <h3>{t('admin.dashboard.readyToShip')}</h3>
            <p className="admin-card__big">
              <a href={linkTo('readyToShip')}>{t('admin.dashboard.orders', { count: f.readyToShip.orders })}</a>
            </p>
            <p className="admin-card__small">{t('admin.dashboard.readyHint')}</p>
          </li>
          <li className="admin-card" data-figure="cash">
            <h3>{t('admin.dashboard.cash')}</h3>
            <p className="admin-card__big">
              <a href="/admin/cash">{t('admin.dashboard.cashLink')}</a>
            </p>
            <p className="admin-card__small">{t('admin.dashboard.cashHint')}</p>
          </li>
          <li className="admin-card" data-figure="unread">
            <h3>{t('admin.dashboard.unread')}</h3>
            <p className="admin-card__big">
              <a href="#admin-messages">{dashboard.messages.unread}</a>
            </p>
          </li>
        </ul>
      </section>
      <section aria-labelledby="admin-deliveries">
        <h2 id="admin-deliveries">{t('admin.dashboard.deliveries')}</h2>
        <ul className="admin-cards admin-cards--compact">
          {DELIVERY_STATUSES.map((status) => (
            <li key={status} className="admin-card" data-figure={DELIVERY_KEYS[status]}>
              <h3>{deliveryLabel(status)}</h3>
              <p className="admin-card__big">
                <a href={linkTo(DELIVERY_KEYS[status])}>{t('admin.dashboard.orders', { count: f[DELIVERY_KEYS[status]].orders })}</a>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
