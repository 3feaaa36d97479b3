import type { OrderFilter } from './order-query.ts';

/**
 * Every number on the admin dashboard, defined as a filter of the orders table. The server counts
 * each one with the same SQL as `GET /api/orders`, and the dashboard links each one to the table
 * with the same filter, so a figure and the table it opens always agree.
 */
export const DASHBOARD_FIGURES = {
  ordersToday: { period: 'today' },
  paidToday: { period: 'today', payment: ['paid'] },
  ordersWeek: { period: 'week' },
  paidWeek: { period: 'week', payment: ['paid'] },
  ordersMonth: { period: 'month' },
  paidMonth: { period: 'month', payment: ['paid'] },
  awaitingPayment: { payment: ['awaiting_payment'] },
  /** Cash on delivery above the shop's limit: the team calls each customer before it is packed. */
  awaitingConfirmation: { payment: ['awaiting_confirmation'] },
  /** Paid, or cash on delivery, and not yet dispatched: the morning's packing list. */
  readyToShip: { payment: ['paid', 'cash_on_delivery'], delivery: ['pending'] },
  deliveryPending: { delivery: ['pending'] },
  deliveryShipped: { delivery: ['shipped'] },
  deliveryDelivered: { delivery: ['delivered'] },
  deliveryCancelled: { delivery: ['cancelled'] },
} as const satisfies Record<string, OrderFilter>;

export type DashboardFigureKey = keyof typeof DASHBOARD_FIGURES;

export const DASHBOARD_FIGURE_KEYS = Object.keys(DASHBOARD_FIGURES) as DashboardFigureKey[];
