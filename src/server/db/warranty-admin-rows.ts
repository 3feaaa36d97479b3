import type { AdminWarrantyRegistration, DuplicateAttempt } from '../../api/admin-warranty.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Row } from './sql.ts';
import { int, iso, text } from './values.ts';
import { toRegistration } from './warranty.ts';

/** The admin's warranty rows (warranty-admin.ts): a registration and a duplicate attempt, each with its order's customer. */

/** A registration's columns with its order's customer, as `toAdminRegistration` reads them. */
export const REGISTRATION_COLUMNS = 'r.*, o.customer_name, o.customer_phone, o.customer_email';

export function toAdminRegistration(row: Row): AdminWarrantyRegistration {
  const { id, orderId, productId, productName, serial, months, covers, startsOn, endsOn, registeredAt } = toRegistration(row);
  return {
    id,
    orderId,
    reference: orderId.slice(0, 8).toUpperCase(),
    productId,
    productName,
    serial,
    months,
    covers,
    startsOn,
    endsOn,
    registeredAt,
    customer: { name: text(row.customer_name), phone: text(row.customer_phone), email: text(row.customer_email) },
  };
}

/** A duplicate attempt's columns with the customer of the order that made it, as `toDuplicateAttempt` reads them. */
export const ATTEMPT_COLUMNS = `d.id as attempt_id, d.serial as attempt_serial, d.attempts, d.first_at, d.last_at, d.order_id as attempt_order_id,
  a.customer_name as attempt_name, a.customer_phone as attempt_phone, a.customer_email as attempt_email`;

export function toDuplicateAttempt(row: Row): DuplicateAttempt {
  const orderId = text(row.attempt_order_id);
  return {
    id: String(int(row.attempt_id)),
    serial: text(row.attempt_serial),
    attempts: int(row.attempts),
    firstAt: iso(row.first_at),
    lastAt: iso(row.last_at),
    orderId,
    reference: orderReference(orderId),
    customer: { name: text(row.attempt_name), phone: text(row.attempt_phone), email: text(row.attempt_email) },
  };
}
