import type { OrderDelivery } from '../delivery/order-delivery.ts';
import type { DeliveryStatus, MoneyRecords, OrderItem, OrderStatus, PaymentMethod, PricedOrder } from '../order-types.ts';
import type { LineTax } from '../tax/tax-types.ts';
import { vatIncluded, type TaxedAmount } from '../tax/vat.ts';

/**
 * An order's figures, made once (issue 43): what the goods cost, the delivery, the total, what was
 * paid, what is still due online and to the driver, and what went back. Every page, e-mail and SMS
 * that shows an order's money shows these (the admin desk, the order page, /account, /orders,
 * /track, the confirmation, the messages), so no two of them can disagree.
 *
 * Money in is read from the order's records, never from its status: completed online payments
 * (Pesapal), the cash a driver brought back (cash_collections), refunds Pesapal reports done. Two
 * rules say what is not recorded as a row:
 * - a cash order's own `payments` row (provider cash) is its payment's status for the team, not
 *   money: its collections are;
 * - the delivery fee of an order paid online, collected by the driver at the door, counts as paid
 *   once the order is delivered (the driver hands the goods over against it); a cash order's door
 *   fee is part of what the driver's collections must cover.
 */

export type { MoneyRecords };

/** No money recorded yet: a quote, or an order just placed. */
export const NO_MONEY: MoneyRecords = { payments: [], collections: [], refunds: [] };

/** What the figures are made from: the order as stored, and its money records. */
export interface FiguresOrder {
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  chosenMethod: PaymentMethod;
  subtotalCents: number;
  shippingCents: number;
  /** As stored: the goods, plus the delivery fee when it is charged online. */
  totalCents: number;
  delivery: Pick<OrderDelivery, 'feeCents' | 'collect'> | null;
  /** The lines as priced, with the tax each was sold under (null on orders from before issue 45). */
  items: ReadonlyArray<Pick<OrderItem, 'lineTotalCents' | 'tax'>>;
  /** The delivery fee's tax. */
  deliveryTax: LineTax | null;
  /** When it was cancelled; null while it stands. */
  cancellation: unknown;
  money: MoneyRecords;
}

export interface OrderFigures {
  /** The goods, as priced at checkout (the site discount applied). */
  goodsCents: number;
  /**
   * The delivery fee, and who takes it: charged `online` with the goods, or paid to the driver at
   * the `door`. `feeCents` null: our team quotes it (Zone 4, a product without a weight).
   */
  delivery: { feeCents: number | null; paid: 'online' | 'door' };
  /**
   * The VAT the total includes ("Includes VAT KSh X"): each line split as KRA splits it, summed
   * (lib/tax/vat.ts). Null for an order from before lines kept their tax type: the shop has no
   * figure to give, so it gives none rather than a made-up 16 %.
   */
  vatIncludedCents: number | null;
  /** The goods and every delivery fee known: what the order costs, however it is paid. */
  totalCents: number;
  /** Money in: completed online payments, collections, a door fee handed over on delivery. */
  paidCents: number;
  /** Still to pay online now (Pay now); 0 for cash on delivery and for an order that ended. */
  dueOnlineCents: number;
  /** Still to pay the driver: a cash order's goods and fee less what was collected, or a door fee before delivery. */
  dueDriverCents: number;
  /** The driver also takes a delivery fee our team has still to quote. */
  driverFeeToQuote: boolean;
  /** Money Pesapal reports returned to the customer. */
  refundedCents: number;
}

const ENDED: readonly OrderStatus[] = ['cancelled', 'refund_requested', 'refunded'];

/** Whether an order has ended: cancelled, or its money being (or been) returned. Nothing is due on it. */
export function orderEnded(order: { orderStatus: string; cancellation?: unknown }): boolean {
  return Boolean(order.cancellation) || ENDED.includes(order.orderStatus as OrderStatus);
}

/** Whether an order waits for its online payment: Pay now (on /orders and /track) opens it. */
export function payableOnline(order: { chosenMethod: PaymentMethod; orderStatus: string }): boolean {
  return order.chosenMethod !== 'Cash' && (order.orderStatus === 'awaiting_payment' || order.orderStatus === 'payment_failed');
}

/** The delivery fee the driver takes at the door; 0 when it is charged online, free, or still to be quoted (not known). */
function doorFee(delivery: FiguresOrder['delivery']): number {
  return delivery?.collect === 'on-delivery' ? (delivery.feeCents ?? 0) : 0;
}

/**
 * What the driver collects on a cash order in all: its total as stored (the goods, and the fee when
 * charged with them) and the fee paid at the door. The checkout's cash limit judges this amount.
 */
export function cashAtTheDoor(order: Pick<FiguresOrder, 'totalCents' | 'delivery'>): number {
  return order.totalCents + doorFee(order.delivery);
}

/**
 * The order's VAT-inclusive amounts with their tax: the goods' lines, and the delivery fee once it
 * is known (charged online or at the door alike). Null when one of them has no tax recorded.
 */
function taxedAmounts(order: Pick<FiguresOrder, 'items' | 'deliveryTax' | 'delivery' | 'shippingCents'>): TaxedAmount[] | null {
  const amounts: TaxedAmount[] = [];
  for (const line of order.items) {
    if (!line.tax) return null;
    amounts.push({ grossCents: line.lineTotalCents, ...line.tax });
  }
  const feeCents = order.delivery ? (order.delivery.feeCents ?? 0) : order.shippingCents;
  if (feeCents > 0) {
    if (!order.deliveryTax) return null;
    amounts.push({ grossCents: feeCents, ...order.deliveryTax });
  }
  return amounts;
}

const sum = (amounts: ReadonlyArray<{ amountCents: number }>) => amounts.reduce((total, { amountCents }) => total + amountCents, 0);

export function orderFigures(order: FiguresOrder): OrderFigures {
  const { money } = order;
  const delivery: OrderFigures['delivery'] = order.delivery
    ? { feeCents: order.delivery.feeCents, paid: order.delivery.collect === 'on-delivery' ? 'door' : 'online' }
    : // Orders from before delivery was priced: their shipping was charged online.
      { feeCents: order.shippingCents, paid: 'online' };
  const atDoor = doorFee(order.delivery);
  const cash = order.chosenMethod === 'Cash';
  const ended = orderEnded(order) || order.deliveryStatus === 'cancelled';
  const delivered = order.deliveryStatus === 'delivered';

  const paidOnline = sum(money.payments.filter((p) => p.provider === 'pesapal' && (p.status === 'COMPLETED' || p.status === 'REVERSED')));
  const collected = sum(money.collections);
  const doorFeeHandedOver = !cash && delivered ? atDoor : 0;
  // Whether the driver still has money to take: a cash order until it is paid, an online one's door fee until delivery.
  const withDriver = !ended && (cash ? order.orderStatus !== 'paid' : !delivered);

  return {
    goodsCents: order.subtotalCents,
    delivery,
    vatIncludedCents: vatOf(order),
    totalCents: cashAtTheDoor(order),
    paidCents: paidOnline + collected + doorFeeHandedOver,
    // A lay-by's payments at the shop (cash collections on an online order) count against what is due online too.
    dueOnlineCents: ended || cash ? 0 : Math.max(0, order.totalCents - paidOnline - collected),
    dueDriverCents: withDriver ? (cash ? Math.max(0, cashAtTheDoor(order) - collected) : atDoor) : 0,
    driverFeeToQuote: withDriver && delivery.paid === 'door' && delivery.feeCents === null,
    refundedCents: sum(money.refunds.filter((r) => r.status === 'completed')),
  };
}

function vatOf(order: FiguresOrder): number | null {
  const amounts = taxedAmounts(order);
  return amounts ? vatIncluded(amounts) : null;
}

/** Everything still to pay on the order, online and to the driver: what the desk adds up as "still to pay". */
export function stillDue(figures: Pick<OrderFigures, 'dueOnlineCents' | 'dueDriverCents'>): number {
  return figures.dueOnlineCents + figures.dueDriverCents;
}

/** The figures of an order not yet placed (the checkout's review): priced, nothing paid. */
export function quoteFigures(
  priced: Pick<PricedOrder, 'subtotalCents' | 'shippingCents' | 'totalCents' | 'lines' | 'deliveryTax'> & Pick<FiguresOrder, 'delivery'>,
  chosenMethod: PaymentMethod,
): OrderFigures {
  return orderFigures({
    ...priced,
    items: priced.lines,
    orderStatus: chosenMethod === 'Cash' ? 'cash_on_delivery' : 'awaiting_payment',
    deliveryStatus: 'pending',
    chosenMethod,
    cancellation: null,
    money: NO_MONEY,
  });
}
