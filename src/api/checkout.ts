import { installationQuoteAnswer } from './installation.ts';
import { TAX_TYPES } from '../lib/tax/tax-types.ts';
import { z } from 'zod';
import { orderDeliveryAnswer } from './delivery.ts';
import { snapshotPolicy } from '../lib/catalogue/snapshot.ts';
import { PAYMENT_METHODS } from '../lib/order-types.ts';
import { PAYMENT_OUTCOMES, PAYMENT_STATUSES } from '../lib/payment-status.ts';
import { CASH_ABOVE_LIMIT } from '../lib/checkout/cash-limit.ts';

/**
 * What the checkout and payment API answers (policies, quote, initiate, payment status): built by
 * the server and held to these schemas there (src/server/answer-contract.ts); the pages read their types.
 */

/** A line's tax as answers carry it: KRA's type and the rate in basis points (lib/tax/tax-types.ts). */
const lineTaxAnswer = z.object({ taxType: z.enum(TAX_TYPES), rateBp: z.number().int().min(0).max(10_000) });

const laybyQuoteAnswer = z.union([
  z.object({
    offered: z.literal(true),
    depositCents: z.number().int(),
    balanceCents: z.number().int(),
    endsOn: z.string(),
    suggestedCents: z.number().int(),
    cadenceDays: z.number().int(),
    minInstalmentCents: z.number().int(),
    /** When M-PESA is chosen, the deposit must fit one M-PESA payment. */
    mpesaMaxCents: z.number().int(),
    /** The editors' own words on cancelling (CMS Lay-by settings), in the asker's language; absent or '' where none were written. */
    note: z.string().optional(),
  }),
  z.object({ offered: z.literal(false), reason: z.string(), minOrderCents: z.number().int() }),
]);
export type LaybyQuoteAnswer = z.infer<typeof laybyQuoteAnswer>;

export const policiesAnswer = z.object({ policies: z.array(snapshotPolicy) });

export const quoteAnswer = z.object({
  currency: z.literal('KES'),
  lines: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      unitPriceCents: z.number().int(),
      quantity: z.number().int(),
      lineTotalCents: z.number().int(),
      tax: lineTaxAnswer.nullable(),
    }),
  ),
  /** The delivery fee's tax (a service); null without delivery. */
  deliveryTax: lineTaxAnswer.nullable(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** Null unless a county was asked and the shop publishes delivery settings. */
  delivery: orderDeliveryAnswer.nullable(),
  /** The shop's limit on cash on delivery (CMS site settings): the page tells the shopper with lib/checkout/cash-limit.ts. Null: no limit. */
  cashLimit: z.object({ limitCents: z.number().int(), above: z.enum(CASH_ABOVE_LIMIT) }).nullable(),
  /**
   * Lay-by for this cart (issue 47): the plan it would get today (deposit, balance, end date,
   * suggested amount every `cadenceDays`), or why it cannot have one; null when the shop offers no lay-by.
   */
  layby: laybyQuoteAnswer.nullable(),
  /** Installation for this cart (issue 48): its price for the county (or zone 1's without one) and what it includes; null: nothing to install, or the shop books none. */
  installation: installationQuoteAnswer.nullable(),
});
export type Quote = z.infer<typeof quoteAnswer>;

export const initiateAnswer = z.union([
  z.object({ cod: z.literal(true), orderId: z.string() }),
  z.object({
    redirectUrl: z.url(),
    orderTrackingId: z.string().min(1),
    orderId: z.string(),
    /** A lay-by (issue 47): the deposit the payment page asks now, the balance after it, the plan's end date. */
    plan: z.object({ depositCents: z.number().int(), balanceCents: z.number().int(), endsOn: z.string() }).optional(),
  }),
]);
export type InitiateAnswer = z.infer<typeof initiateAnswer>;

/**
 * The API's payment status answer (GET /api/payments/status and /api/pesapal/verify; checkout spec
 * section 3, "Payment status result"): the server builds it, the pages check it with this schema.
 */
export const paymentView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** The reported method: Pesapal's name of it (MpesaKE, Visa...), null while nothing was paid. The spec names it paymentMethod; the browser's door reads it as reportedMethod. */
  paymentMethod: z.string().nullable(),
  /** The method chosen at checkout (MPESA, Card, Bank, Cash). */
  chosenMethod: z.enum(PAYMENT_METHODS),
  /** In shillings: the spec's payment status result names it; the shop's code reads amountCents (the browser's door leaves this out). */
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** What happened, in the shop's words and the asker's language (payment.outcome.*): never Pesapal's own. */
  message: z.string(),
  /** What happened, for the page to say in its own language (lib/payment-status.ts, paymentOutcome). */
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** The receipt code of a completed payment (the M-PESA code); null before, and for a failed one. */
  confirmationCode: z.string().nullable(),
  orderId: z.string(),
  orderTrackingId: z.string(),
  /** Origin of Pesapal's hosted payment page in use: the only host the frame page may frame. */
  paymentPageOrigin: z.url(),
});
