import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/index.ts';
import { isKenyanPhone, normaliseKenyanPhone } from '../phone.ts';
import { isPlainText } from '../plain-text.ts';
import { countyOf } from '../delivery/counties.ts';
import { deliveryOptionsSchema } from '../delivery/request-schema.ts';
import { PAYMENT_METHODS } from '../payment-methods.ts';
import { MAX_LINE_QUANTITY } from '../cart/line.ts';
import { kraPinOf } from '../tax/kra-pin.ts';

/** A check's message: a key of the tables, translated where the error is shown (the form, the API's answer). */
const says = (key: MessageKey) => ({ error: key });

/**
 * The order request of checkout spec section 3, as one zod schema shared by the checkout form
 * and POST /api/checkout/initiate. Prices and totals the browser sends are accepted in shape
 * only: the server reprices every line from the catalogue. Written with zod's smaller build
 * (`zod/mini`), which the checkout page carries to check its form (issue 27).
 */

/** Single-line text without control characters (Postgres refuses NUL; nobody types an escape). */
const plain = () => z.refine<string>((value) => isPlainText(value), says('form.error.controlCharacters'));

/** Trimmed text of 1 to `max` characters; `key` says what is missing. */
const requiredText = (key: MessageKey, max: number) =>
  z.string(says(key)).check(z.trim(), z.minLength(1, says(key)), z.maxLength(max), plain());

const customerSchema = z.object({
  fullName: requiredText('checkout.error.fullName', 120),
  email: z.pipe(
    z.string(says('checkout.error.email')).check(z.trim(), z.toLowerCase()),
    z.email(says('checkout.error.email')).check(z.maxLength(254)),
  ),
  phone: z.pipe(
    z.string(says('checkout.error.phone')).check(z.refine(isKenyanPhone, says('checkout.error.phone'))),
    z.transform((phone: string) => normaliseKenyanPhone(phone)!),
  ),
  address: requiredText('checkout.error.address', 200),
  apartment: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120), plain())), ''),
  city: requiredText('checkout.error.city', 80),
  /** One of Kenya's 47 counties, by code or name; the order keeps its name (delivery is priced by it). */
  county: z.pipe(
    requiredText('checkout.error.county', 80).check(z.refine((value) => countyOf(value) !== null, says('checkout.error.countyCode'))),
    z.transform((value: string): string => countyOf(value)!.name),
  ),
  postalCode: requiredText('checkout.error.postalCode', 20),
});
export type Customer = z.output<typeof customerSchema>;

/**
 * "I need a tax invoice for a business": the name and KRA PIN the invoice is made out to (eTIMS
 * `custNm`, CHAR 60, and `custTin`). The PIN is kept as kraPinOf writes it (P051234567X).
 */
const taxInvoiceSchema = z.object({
  businessName: z
    .string(says('checkout.error.businessName'))
    .check(z.trim(), z.minLength(1, says('checkout.error.businessName')), z.maxLength(60, says('checkout.error.businessName')), plain()),
  kraPin: z.pipe(
    z.string(says('checkout.error.kraPin')).check(z.refine((typed) => kraPinOf(typed) !== null, says('checkout.error.kraPin'))),
    z.transform((typed: string) => kraPinOf(typed)!),
  ),
});

/** The quantity's message (its text names MAX_LINE_QUANTITY). */
const quantityError = says('checkout.error.quantity');

const orderLineSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(120), plain()),
  name: z.optional(z.string().check(z.maxLength(200), plain())),
  /** The unit price the shopper was shown (the checkout page sends its cart's, in cents); ignored by the server, present because the spec's request carries it. */
  price: z.optional(z.number()),
  quantity: z.int(quantityError).check(z.gte(1, quantityError), z.lte(MAX_LINE_QUANTITY, quantityError)),
});

/** The most lines one order (or quote) may list; the request body limit is sized for it (request-body.ts). */
const MAX_ORDER_LINES = 100;

/** The lines of an order request or a quote: 1 to MAX_ORDER_LINES. */
export const orderLinesSchema = z.array(orderLineSchema).check(z.minLength(1, says('checkout.error.items')), z.maxLength(MAX_ORDER_LINES));

const agreementsSchema = z.object({
  termsAndConditions: z.literal(true, says('checkout.error.terms')),
  privacyPolicy: z.literal(true, says('checkout.error.privacy')),
  financialDisclaimer: z.literal(true, says('checkout.error.disclaimer')),
});

export const orderRequestSchema = z.object({
  customer: customerSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, says('checkout.error.paymentMethod')),
  items: orderLinesSchema,
  /** The totals the shopper was shown (the checkout page sends the review's quote, in cents); ignored by the server, which prices the order itself. */
  totals: z.optional(z.partial(z.object({ subtotal: z.number(), shipping: z.number(), tax: z.number(), total: z.number() }))),
  /** Express or weekend delivery; the county is the customer's, and the server prices the fee. */
  delivery: z.optional(deliveryOptionsSchema),
  /** The business a tax invoice is made out to; absent or null: a sale to a person. */
  taxInvoice: z.optional(z.nullable(taxInvoiceSchema)),
  agreements: agreementsSchema,
  /** Policy type → hash of the version the shopper accepted. */
  acceptedPolicyHashes: z.record(
    z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, says('checkout.error.policies'))),
    z.string().check(z.regex(/^[\x21-\x7e]{1,128}$/, says('checkout.error.policies'))),
    says('checkout.error.policies'),
  ),
  /** Lay-by ("Lipa Mdogo Mdogo", issue 47): pay a deposit now and the rest in instalments; absent or null: pay it all now. */
  paymentPlan: z.optional(
    z.nullable(z.object({ kind: z.literal('layby', says('checkout.error.paymentPlan')) }, says('checkout.error.paymentPlan'))),
  ),
  /**
   * Installation by a licensed technician (issue 48): the day chosen from GET
   * /api/installations/slots. A lay-by's day is chosen once it is paid in full, so it comes without
   * one. Absent or null: no installation.
   */
  installation: z.optional(
    z.nullable(
      z.object(
        {
          date: z.optional(
            z.nullable(z.string(says('installation.error.date')).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, says('installation.error.date')))),
          ),
        },
        says('installation.error.request'),
      ),
    ),
  ),
  /** One per checkout attempt: the same key never creates a second order or payment request. */
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotencyKey must be 16 to 100 letters, digits, - or _')),
});
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
