import { adminActionsRepo } from './admin-actions.ts';
import { adminMessagesRepo } from './admin-messages.ts';
import { adminOrdersRepo } from './admin-orders.ts';
import { cashCollectionsRepo } from './cash-collections.ts';
import { contactRepo } from './contact.ts';
import { favouritesRepo } from './favourites.ts';
import { laybyRepo } from './layby.ts';
import { installationsRepo } from './installations.ts';
import { ordersRepo } from './orders.ts';
import { outboxRepo } from './outbox.ts';
import { orderActionsRepo } from './order-actions.ts';
import { refundsRepo } from './refunds.ts';
import { paymentsRepo } from './payments.ts';
import { paymentAttemptsRepo } from './payment-attempts.ts';
import { profilesRepo } from './profiles.ts';
import { publishesRepo } from './publishes.ts';
import { sessionsRepo } from './sessions.ts';
import { stockRepo } from './stock.ts';
import { stockAlertsRepo } from './stock-alerts.ts';
import { taxDocumentsRepo } from './tax-documents.ts';
import { taxReportsRepo } from './tax-reports.ts';
import type { Sql } from './sql.ts';
import { warrantyRepo } from './warranty.ts';
import { adminWarrantyRepo } from './warranty-admin.ts';

export type { Sql } from './sql.ts';
export type * from '../../lib/order-types.ts';
export { DELIVERY_STATUSES } from '../../lib/order-types.ts';
export type { PaymentAttempt } from './payment-attempts.ts';
export type { AdminActor } from './admin-actions.ts';

/**
 * The one door to SQL. Routes and services get repositories with typed functions per operation;
 * `transaction` hands the same repositories bound to one transaction:
 *
 *   await db.transaction(async (tx) => {
 *     const { order } = await tx.orders.create(input);
 *     await tx.payments.create({ orderId: order.id, amountCents: order.totalCents });
 *   });
 */
export interface Database {
  readonly sql: Sql;
  readonly profiles: ReturnType<typeof profilesRepo>;
  /** Whether a token's session still lives (Supabase's auth.sessions), with the user's role. */
  readonly sessions: ReturnType<typeof sessionsRepo>;
  readonly orders: ReturnType<typeof ordersRepo>;
  readonly payments: ReturnType<typeof paymentsRepo>;
  /** Online checkout's payment attempts: claim, answered, failed (one submit in flight per order). */
  readonly paymentAttempts: ReturnType<typeof paymentAttemptsRepo>;
  readonly contact: ReturnType<typeof contactRepo>;
  /** The admin's orders table, dashboard figures and order detail. */
  readonly adminOrders: ReturnType<typeof adminOrdersRepo>;
  readonly adminMessages: ReturnType<typeof adminMessagesRepo>;
  /** Order e-mails and SMS waiting to be sent, and what became of them. */
  readonly outbox: ReturnType<typeof outboxRepo>;
  /** Refunds asked of Pesapal, one live per payment. */
  readonly refunds: ReturnType<typeof refundsRepo>;
  /** Who cancelled or refunded an order, and why. */
  readonly orderActions: ReturnType<typeof orderActionsRepo>;
  /** What drivers brought back for cash orders, one row per collection. */
  readonly cashCollections: ReturnType<typeof cashCollectionsRepo>;
  /** The admin audit: every admin action, by whom, at which assurance level; written with the action. */
  readonly adminActions: ReturnType<typeof adminActionsRepo>;
  /** Serial numbers registered against delivered orders, claims against them and the claims' audit. */
  readonly warranty: ReturnType<typeof warrantyRepo>;
  /** The admin's warranty desk: a serial with its customer, claims and audit; the claims and registrations lists. */
  readonly adminWarranty: ReturnType<typeof adminWarrantyRepo>;
  /** Sanity's webhook deliveries (replays refused) and the bursts of publishes that each start one rebuild. */
  readonly publishes: ReturnType<typeof publishesRepo>;
  /** Stock counts per product and store, checkout's holds, and every movement (issue 44). */
  readonly stock: ReturnType<typeof stockRepo>;
  /** "Tell me when it's back" subscriptions, and the days the shop's low-stock alert was checked. */
  readonly stockAlerts: ReturnType<typeof stockAlertsRepo>;
  /** KRA eTIMS invoices and credit notes (one per tax point), the control unit, items and numbering (issue 45). */
  readonly taxDocuments: ReturnType<typeof taxDocumentsRepo>;
  readonly taxReports: ReturnType<typeof taxReportsRepo>;
  /** The products shoppers keep with a heart, with their accounts (issue 46). */
  readonly favourites: ReturnType<typeof favouritesRepo>;
  /** Lay-by plans (issue 47): an order paid in instalments, its terms kept as made. */
  readonly layby: ReturnType<typeof laybyRepo>;
  /** Technicians, each zone's jobs a day, and each order's installation job (issue 48). */
  readonly installations: ReturnType<typeof installationsRepo>;
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createDatabase(sql: Sql): Database {
  return {
    sql,
    profiles: profilesRepo(sql),
    sessions: sessionsRepo(sql),
    orders: ordersRepo(sql),
    payments: paymentsRepo(sql),
    paymentAttempts: paymentAttemptsRepo(sql),
    contact: contactRepo(sql),
    adminOrders: adminOrdersRepo(sql),
    adminMessages: adminMessagesRepo(sql),
    outbox: outboxRepo(sql),
    refunds: refundsRepo(sql),
    orderActions: orderActionsRepo(sql),
    cashCollections: cashCollectionsRepo(sql),
    adminActions: adminActionsRepo(sql),
    warranty: warrantyRepo(sql),
    adminWarranty: adminWarrantyRepo(sql),
    publishes: publishesRepo(sql),
    stock: stockRepo(sql),
    stockAlerts: stockAlertsRepo(sql),
    taxDocuments: taxDocumentsRepo(sql),
    taxReports: taxReportsRepo(sql),
    favourites: favouritesRepo(sql),
    layby: laybyRepo(sql),
    installations: installationsRepo(sql),
    transaction: (fn) => sql.transaction((tx) => fn(createDatabase(tx))),
    close: () => sql.close(),
  };
}
