import { isInstallationLine } from '../installation/line.ts';
import type { DeliveryStatus, OrderStatus } from '../order-types.ts';
import type { RegistrationRequest } from './requests.ts';
import { serialKey } from './serial.ts';
import { kenyanDay, warrantyEndDay } from './terms.ts';
import type { NewRegistration, WarrantyRegistration } from './types.ts';

/** An order as registration needs it. */
export interface RegistrableOrder {
  id: string;
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  items: ReadonlyArray<{ productId: string; productName: string; quantity: number }>;
  deliverySteps: ReadonlyArray<{ to: DeliveryStatus; changedAt: string }>;
  updatedAt: string;
}

/** Why an order's items cannot be registered yet: it is not delivered (pending or shipped), or it ended (cancelled or refunded). */
export type NotRegistrable = 'pending' | 'shipped' | 'cancelled';

export function notRegistrable(order: Pick<RegistrableOrder, 'orderStatus' | 'deliveryStatus'>): NotRegistrable | null {
  if (order.orderStatus === 'cancelled' || order.orderStatus === 'refunded' || order.orderStatus === 'refund_requested') return 'cancelled';
  if (order.deliveryStatus === 'delivered') return null;
  return order.deliveryStatus === 'cancelled' ? 'cancelled' : order.deliveryStatus;
}

/** The day the order was delivered (Kenya): its last step to delivered. */
export function deliveredDay(order: Pick<RegistrableOrder, 'deliverySteps' | 'updatedAt'>): string {
  const step = order.deliverySteps.findLast((s) => s.to === 'delivered');
  return kenyanDay(step?.changedAt ?? order.updatedAt);
}

/**
 * How many of each product the order holds (a product on two lines counted once), by product id.
 * The installation line is a service with no serial: it is never offered for registration.
 */
export function boughtByProduct(items: RegistrableOrder['items']): Map<string, { name: string; quantity: number }> {
  const bought = new Map<string, { name: string; quantity: number }>();
  for (const line of items) {
    if (isInstallationLine(line)) continue;
    const had = bought.get(line.productId);
    bought.set(line.productId, { name: line.productName, quantity: (had?.quantity ?? 0) + line.quantity });
  }
  return bought;
}

/** A problem with one item of the request, by its index: not bought in this order, or more serials than were bought. */
export interface ItemProblem {
  index: number;
  field: 'productId' | 'serial';
  problem: 'notInOrder' | 'tooMany';
}

/**
 * The registrations a request asks for, or what is wrong with its items. Each serial's product must
 * be a line of the order, and a product takes no more serials than the order's quantity, counting
 * those registered before (serials compared by their key, serial.ts). The warranty runs from the delivery day for the product's months.
 */
export function plannedRegistrations(
  order: RegistrableOrder,
  items: RegistrationRequest['items'],
  already: readonly Pick<WarrantyRegistration, 'productId' | 'serial'>[],
  termsOf: (productId: string) => { months: number; covers: string },
): { ok: true; rows: NewRegistration[] } | { ok: false; problem: ItemProblem } {
  const startsOn = deliveredDay(order);
  const bought = boughtByProduct(order.items);
  const used = new Map<string, Set<string>>();
  for (const r of already) (used.get(r.productId) ?? used.set(r.productId, new Set()).get(r.productId)!).add(serialKey(r.serial));
  const rows: NewRegistration[] = [];
  for (const [index, entry] of items.entries()) {
    const line = bought.get(entry.productId);
    if (!line) return { ok: false, problem: { index, field: 'productId', problem: 'notInOrder' } };
    const serials = used.get(entry.productId) ?? used.set(entry.productId, new Set()).get(entry.productId)!;
    // A serial registered before for this order is the same item again: the service answers it as taken.
    const key = serialKey(entry.serial);
    if (!serials.has(key) && serials.size >= line.quantity) return { ok: false, problem: { index, field: 'serial', problem: 'tooMany' } };
    serials.add(key);
    const terms = termsOf(entry.productId);
    rows.push({
      orderId: order.id,
      productId: entry.productId,
      productName: line.name,
      serial: entry.serial,
      months: terms.months,
      covers: terms.covers,
      startsOn,
      endsOn: warrantyEndDay(startsOn, terms.months),
    });
  }
  return { ok: true, rows };
}
