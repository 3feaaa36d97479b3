/**
 * The admin audit's closed vocabulary (issue 33): what an admin can do, what it is done to, and
 * how strongly the admin had proven who they are. The database checks the same lists
 * (supabase/migrations/20261128000400_admin_actions.sql).
 */

/** Every admin action the API performs, one name each. */
export const ADMIN_ACTIONS = [
  /** Delivery status set (PATCH /api/orders/{id}): details `{ from, to }`. */
  'order.delivery',
  /** Order cancelled by an admin (POST /api/orders/{id}/cancel): details `{ reason, plan }`. */
  'order.cancel',
  /** Refund asked of Pesapal (POST /api/orders/{id}/refund, or a paid order's cancellation): details `{ amountCents, reason, refundId }`. */
  'order.refund',
  /** An order e-mail or SMS made due again (POST /api/orders/{id}/notifications/{n}/resend): details `{ notificationId, event, channel }`. */
  'message.resend',
  /** A warranty claim moved (PATCH /api/admin/warranty/claims/{id}): details `{ from, to, reason, serial, reference }`. */
  'warranty.claim.status',
  /** A contact-form message marked read or unread (PATCH /api/admin/messages/{id}): details `{ read }`. */
  'contact.read',
  /** A registration's serial corrected (PATCH /api/admin/warranty/registrations/{id}): details `{ from, to, reason, productId, productName, reference }`. */
  'warranty.serial',
  /** A cash order above the shop's limit confirmed by phone (POST /api/orders/{id}/confirm): details `{ from, to }`. */
  'order.confirm',
  /**
   * Cash a driver brought back, recorded (POST /api/orders/{id}/cash): details `{ collectionId, amountCents, method,
   * mpesaReceipt, driver, note, owedCents, stillOwedCents }` (what was owed before it, and after).
   */
  'order.cash',
  /** A product's count set after a stocktake (PUT /api/admin/stock/{productId}): details `{ quantity, note, before, after }`. */
  'stock.count',
  /** Stock received from a supplier (POST /api/admin/stock/{productId}/receive): details `{ quantity, note, before, after }`. */
  'stock.receive',
  /** A count corrected up or down with a reason (POST /api/admin/stock/{productId}/adjust): details `{ change, reason, before, after }`. */
  'stock.adjust',
  /** A product's low-stock threshold set (PATCH /api/admin/stock/{productId}): details `{ lowThreshold, before, after }`. */
  'stock.threshold',
  /** Units of a delivered order taken back (POST /api/admin/stock/{productId}/return): details `{ orderId, quantity, note, before, after }`. */
  'stock.return',
  /** A stocktake's counts imported from CSV (POST /api/admin/stock/import): details `{ lines, counts }`. */
  'stock.import',
  /**
   * An invoice or credit note KRA refused, queued again (POST /api/admin/orders/{id}/invoices/{documentId}/retry):
   * details `{ documentId, kind, code, message }` (KRA's refusal it answers).
   */
  'invoice.retry',
  /** Cash (or M-PESA to the till) paid at the shop on a lay-by (POST /api/admin/layby/{orderId}/cash): details `{ amountCents, method, mpesaReceipt, collectionId }`. */
  'layby.cash',
  /** A lay-by's end date moved (POST /api/admin/layby/{orderId}/extend): details `{ from, to, reason }`. */
  'layby.extend',
  /** A technician added (POST /api/admin/technicians): details `{ name, licenceNumber, licenceClass, licenceExpires, counties }`. */
  'technician.create',
  /** A technician edited or deactivated (PATCH /api/admin/technicians/{id}): details `{ before, after }` of what changed. */
  'technician.update',
  /** A job given to a technician (POST /api/admin/installations/{orderId}/assign): details `{ technicianId, name, licenceNumber, day, before }`. */
  'installation.assign',
  /** A zone's jobs a day, or one day's (PUT /api/admin/installations/capacity): details `{ zone, day, jobsPerDay, before }`. */
  'installation.capacity',
  /** A job moved to another day by the team (POST /api/admin/installations/{orderId}/reschedule): details `{ from, to }`. */
  'installation.reschedule',
] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/** What an action is done to: an order (by id), a warranty claim (by id), a contact message (by id), a warranty registration (by id), a product (by its catalogue id; a stocktake import by the word `stocktake`), a technician (by id), an installation zone (by its number). */
export const ADMIN_TARGETS = ['order', 'claim', 'contact_message', 'registration', 'product', 'technician', 'zone'] as const;
export type AdminTargetKind = (typeof ADMIN_TARGETS)[number];

/** The assurance level of the access token the action was taken with (Supabase's `aal` claim). */
export const ASSURANCE_LEVELS = ['aal1', 'aal2'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

/** One audit entry, as the admin API answers it. */
export interface AdminActionEntry {
  id: string;
  at: string;
  actor: { id: string | null; email: string | null };
  action: AdminActionName;
  target: { kind: AdminTargetKind; id: string };
  details: Record<string, unknown>;
  aal: AssuranceLevel;
  /** The sign-in methods the token names (`amr`), e.g. ["password", "totp"]. */
  amr: string[];
  /** The client's address under TRUST_PROXY, when the request had one. */
  clientAddress: string | null;
}
