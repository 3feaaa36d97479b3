import type { WarrantyRegistrationAnswer } from '../../api/warranty.ts';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { registeredMessages } from '../../lib/messages/warranty-messages.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Order } from '../../lib/order-types.ts';
import { notRegistrable, plannedRegistrations } from '../../lib/warranty/registration.ts';
import type { RegistrationRequest } from '../../lib/warranty/requests.ts';
import { warrantyMonthsOf } from '../../lib/warranty/terms.ts';
import type { WarrantyRegistration } from '../../lib/warranty/types.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { SerialTaken } from '../db/warranty.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { TrustProxy } from '../client-address.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { countingMisses, type Guesser } from '../rate-limit/misses.ts';

export interface WarrantyDeps {
  db: Database;
  limits: RateLimits;
  /** Whose word is taken for the client's address, by which wrong phones and serials are counted. */
  trustProxy: TrustProxy;
  catalogue: CatalogueSource;
  events?: OrderEvents | undefined;
  now: () => Date;
}

/**
 * The order of a reference and the phone it was placed with, for whoever holds both: a wrong phone
 * and an unknown reference answer the same 404, and each miss counts against the client who tried it
 * as on /track (rate-limit/misses.ts), so a reference read off a receipt cannot be paired with guessed
 * numbers, nor locked against its rightful customer.
 */
export async function orderForWarranty(deps: WarrantyDeps, guesser: Guesser, reference: string, phone: string): Promise<Order> {
  const order = await countingMisses(guesser, reference, () => deps.db.orders.byReferenceAndPhone(reference, phone));
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'track.error.notFound');
  return order;
}

/** 409 with the reason an order's items cannot be registered yet, or nothing. */
export function requireDelivered(order: Order): void {
  const reason = notRegistrable(order);
  if (reason) throw new ApiError(409, 'NOT_DELIVERED', `warranty.error.notDelivered.${reason}`);
}

/** The warranty a product carries today: the snapshot's (the product's own, else its category's), or a year for one no longer sold. */
export async function termsFrom(catalogue: CatalogueSource): Promise<(productId: string) => { months: number; covers: string }> {
  const products = (await catalogue()).products;
  return (productId) => {
    const product = Object.hasOwn(products, productId) ? products[productId] : undefined;
    return { months: warrantyMonthsOf(product ?? { category: '' }), covers: product?.warrantyCovers ?? '' };
  };
}

/** A registration as the customer's answer and certificate show it. */
export function registrationAnswer(r: WarrantyRegistration): WarrantyRegistrationAnswer {
  return {
    reference: orderReference(r.orderId),
    productId: r.productId,
    productName: r.productName,
    serial: r.serial,
    months: r.months,
    covers: r.covers,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    registeredAt: r.registeredAt,
  };
}

/** Where the order's certificate is opened again: /warranty?ref=… in its language. */
export function certificatePath(order: Pick<Order, 'id'>, locale: Locale): string {
  return `${localizedPath('/warranty', locale)}?ref=${orderReference(order.id)}`;
}

/**
 * Writes an order's registrations in the caller's transaction (the order already found and
 * delivered): the plan of lib/warranty/registration.ts, then each row. A problem with an item is an
 * ApiError naming it (`items.N.…`); a serial registered before for its product is a 409 with the
 * serial taken, which the caller throws so the transaction undoes the rest (all or none). Used by
 * the customer's registration below and by an installation's completion (installation/complete.ts).
 */
export async function registerForOrder(
  tx: Database,
  order: Order,
  items: RegistrationRequest['items'],
  termsOf: (productId: string) => { months: number; covers: string },
): Promise<{ ok: true; registrations: WarrantyRegistration[] } | { ok: false; error: ApiError; taken: SerialTaken }> {
  const already = await tx.warranty.forOrder(order.id);
  const plan = plannedRegistrations(order, items, already, termsOf);
  if (!plan.ok) {
    const { index, field, problem } = plan.problem;
    throw new ApiError(400, 'INVALID_REQUEST', `warranty.error.${problem}`, `items.${index}.${field}`);
  }
  const written = await tx.warranty.register(plan.rows);
  if (written.ok) return { ok: true, registrations: written.registrations };
  const { productId, serial } = written.taken;
  const index = items.findIndex((i) => i.productId === productId && i.serial === serial);
  return {
    ok: false,
    taken: written.taken,
    error: new ApiError(409, 'SERIAL_REGISTERED', 'warranty.error.serialRegistered', `items.${index}.serial`, { serial }),
  };
}

/**
 * Registers serial numbers against a delivered order (issue 31): all of them or none. A serial
 * registered before for the same product (this order's or another's, compared by its key) is a 409
 * naming it; a product not in the order, or more serials than were bought, a 400 naming the item.
 * The customer is sent the list with end dates by e-mail and SMS.
 */
export async function registerSerials(
  deps: WarrantyDeps,
  guesser: Guesser,
  request: RegistrationRequest,
): Promise<{ order: Order; registrations: WarrantyRegistration[] }> {
  const order = await orderForWarranty(deps, guesser, request.reference, request.phone);
  requireDelivered(order);
  const termsOf = await termsFrom(deps.catalogue);
  let taken = null as SerialTaken | null;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const written = await registerForOrder(tx, order, request.items, termsOf);
      if (!written.ok) {
        taken = written.taken;
        throw written.error;
      }
      await deps.events?.queueWritten(tx, order.id, (now, context) => registeredMessages(now, written.registrations, context));
      return written.registrations;
    });
    deps.events?.sendNow(order.id);
    return { order, registrations: outcome };
  } catch (error) {
    if (taken) await recordDuplicateAttempt(deps.db, order, taken);
    throw error;
  }
}

/**
 * A serial refused as taken, kept for the team when another customer's order holds it (a possible
 * fake or stolen unit): written after the refused request was undone, so it stands on its own.
 * The same order again (its own item registered twice) and the same customer's other order (the
 * same phone) are no one else's, and are not kept.
 */
export async function recordDuplicateAttempt(db: Database, order: Order, taken: SerialTaken): Promise<void> {
  const registration = await db.warranty.byProductAndSerial(taken.productId, taken.serial);
  if (!registration || registration.orderId === order.id) return;
  const holder = await db.orders.byId(registration.orderId);
  if (holder?.customer.phone === order.customer.phone) return;
  await db.warranty.recordDuplicateAttempt({ registrationId: registration.id, orderId: order.id, serial: taken.serial });
}
