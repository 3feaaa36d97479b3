import { z } from 'zod';
import { orderDeliveryAnswer } from './delivery.ts';
import { orderFiguresAnswer } from './figures.ts';
import { taxBuyerAnswer } from './tax-buyer.ts';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '../lib/order-types.ts';
import { TIMELINE_EVENTS } from '../lib/orders/timeline.ts';
import { PLAN_STATUSES } from '../lib/layby/plan.ts';
import { customerInstallation } from './installation.ts';

/**
 * What the account API answers the signed-in customer (GET /api/account/orders and
 * /api/account/transactions): the server builds these shapes, the pages check them with these schemas.
 */

const orderItem = z.object({
  productId: z.string(),
  productName: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});

/** A lay-by plan as its customer follows it (issue 47): what is paid and left, the dates, each payment with its M-PESA code. */
const laybyPlanAnswer = z.object({
  status: z.enum(PLAN_STATUSES),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The day an unpaid plan ends: its end date and grace passed. */
  expiresOn: z.string(),
  /** The next suggested date and amount; null once nothing is left to pay. */
  nextDueOn: z.string().nullable(),
  suggestedCents: z.number().int(),
  cadenceDays: z.number().int(),
  /** What the pay form takes: at least this (the last payment may be exactly the balance), at most the balance and, for M-PESA, this. */
  minInstalmentCents: z.number().int(),
  maxInstalmentCents: z.number().int(),
  payments: z.array(
    z.object({
      amountCents: z.number().int(),
      kind: z.enum(['online', 'shop']),
      method: z.string().nullable(),
      /** The M-PESA receipt (or a card's authorisation); null for cash in hand. */
      code: z.string().nullable(),
      paidAt: z.string(),
      reversed: z.boolean(),
      keptAsFee: z.boolean(),
    }),
  ),
  /** How it ended: when, by whom, why, and what the shop kept; null while it stands. */
  ended: z
    .object({ at: z.string(), by: z.enum(['customer', 'admin', 'system']), reason: z.string(), feeCents: z.number().int() })
    .nullable(),
  /** Were the customer to cancel today: the published fee, what the shop keeps of it, what goes back; null once the plan is closed. */
  cancel: z.object({ feeCents: z.number().int(), keptCents: z.number().int(), refundCents: z.number().int() }).nullable(),
});
export type LaybyPlanAnswer = z.infer<typeof laybyPlanAnswer>;

/** An order as the customer's order history shows it (no internal keys). */
export const accountOrder = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  /** What the shopper picked at checkout. */
  chosenMethod: z.enum(PAYMENT_METHODS),
  currency: z.literal('KES'),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** Delivery as priced at checkout; null for orders placed before delivery was priced. */
  delivery: orderDeliveryAnswer.nullable(),
  /** The business its tax invoice is made out to; null for a sale to a person. */
  buyer: taxBuyerAnswer.nullable(),
  /** Its figures (goods, delivery, total, paid, due online and to the driver, refunded): what every page shows of its money. */
  figures: orderFiguresAnswer,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(orderItem),
  /** The latest payment attempt, as far as the history shows it. */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      /** How Pesapal says it was paid; null while nothing was paid. */
      reportedMethod: z.string().nullable(),
      orderTrackingId: z.string().nullable(),
      amountCents: z.number().int(),
      currency: z.string(),
      /** Its receipt code once completed (the M-PESA code the customer matches it by); null before. */
      confirmationCode: z.string().nullable(),
    })
    .nullable(),
  /** What has happened to it, oldest first (lib/orders/timeline.ts). */
  timeline: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), at: z.string().nullable() })),
  /** When, by whom and why it was cancelled; null while it stands. */
  cancellation: z.object({ at: z.string(), by: z.enum(['customer', 'admin']), reason: z.string() }).nullable(),
  /** Its refund, from asked to done; null when none was asked. */
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES).exclude(['failed']),
      amountCents: z.number().int(),
      requestedAt: z.string().nullable(),
      completedAt: z.string().nullable(),
    })
    .nullable(),
  /** Until when its customer may cancel it (the refund policy's change window, before dispatch); null when they may not. */
  cancelUntil: z.string().nullable(),
  /** Its lay-by plan (issue 47); null for an order paid at once. */
  plan: laybyPlanAnswer.nullable(),
  /** Its installation (issue 48): the day, who comes with their EPRA licence, whether the day may be moved; null for an order without one. */
  installation: customerInstallation.nullable(),
});
export type AccountOrder = z.infer<typeof accountOrder>;

/**
 * One entry of the Orders list on /account (the checkout spec's Transaction): one per order of the
 * customer, cash on delivery included, with what its latest payment attempt says.
 */
const accountTransaction = z.object({
  /** The order's id. */
  id: z.string(),
  /** Pesapal's tracking id of the latest attempt; null for cash on delivery or before Pesapal answered. */
  orderTrackingId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The method Pesapal reported for the latest attempt (MpesaKE, Visa...); null while nothing was paid. */
  reportedMethod: z.string().nullable(),
  /** The method chosen at checkout. */
  chosenMethod: z.enum(PAYMENT_METHODS),
  /** The order's total as its figures make it (goods and every delivery fee known), as /orders shows it. */
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** The phone it was placed with: with its reference, what opens its tax invoice (/invoice) without a token. */
  phone: z.string(),
});
export type AccountTransaction = z.infer<typeof accountTransaction>;

/** GET /api/me: the verified user, their shop role and the token's assurance level (aal2 after a second factor). */
export const meAnswer = z.object({
  user: z.object({ id: z.string(), email: z.string().nullable() }),
  role: z.enum(['customer', 'admin']),
  aal: z.enum(['aal1', 'aal2']),
});

/** GET /api/account/details: the phone and address of the customer's last order, for checkout to offer again. */
const accountDetails = z.object({
  phone: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  /** A county code (047) or, for old orders, the name as typed. */
  county: z.string(),
  postalCode: z.string(),
});
export type AccountDetails = z.infer<typeof accountDetails>;
export const accountDetailsAnswer = z.object({ details: accountDetails.nullable() });

/** The owner's own orders, each with the phone it was placed with (which opens its tax invoice, /invoice): never in an answer by id alone. */
const accountOrderOfMine = accountOrder.extend({ phone: z.string() });
export type AccountOrderOfMine = z.infer<typeof accountOrderOfMine>;
export const accountOrdersAnswer = z.object({ orders: z.array(accountOrderOfMine) });
export const accountTransactionsAnswer = z.object({ transactions: z.array(accountTransaction) });
