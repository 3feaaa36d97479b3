import { z } from 'zod';
import { lazyMessage as says, type MessageKey } from '../../i18n/index.ts';
import { isKenyanPhone, normaliseKenyanPhone } from '../phone.ts';
import { isPlainText } from '../plain-text.ts';
import { countyOf } from '../delivery/counties.ts';
import { deliveryOptionsSchema } from '../delivery/request-schema.ts';

/**
 * The order request of checkout spec section 3, as one zod schema shared by the checkout form
 * and POST /api/checkout/initiate. Prices and totals the browser sends are accepted in shape
 * only: the server reprices every line from the catalogue.
 */


/** Single-line text without control characters (Postgres refuses NUL; nobody types an escape). */
const plain = (schema: z.ZodString) => schema.refine((value) => isPlainText(value), says('form.error.controlCharacters'));
/** The payment method chosen on the checkout form (checkout spec section 3). */
export const PAYMENT_METHODS = ['MPESA', 'Card', 'Bank', 'Cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const required = (key: MessageKey, max: number) => plain(z.string(says(key)).trim().min(1, says(key)).max(max));

export const customerSchema = z.object({
  fullName: required('checkout.error.fullName', 120),
  email: z.string(says('checkout.error.email')).trim().toLowerCase().pipe(z.email(says('checkout.error.email')).max(254)),
  phone: z
    .string(says('checkout.error.phone'))
    .refine(isKenyanPhone, says('checkout.error.phone'))
    .transform((phone) => normaliseKenyanPhone(phone)!),
  address: required('checkout.error.address', 200),
  apartment: plain(z.string().trim().max(120)).optional().default(''),
  city: required('checkout.error.city', 80),
  /** One of Kenya's 47 counties, by code or name; the order keeps its name (delivery is priced by it). */
  county: required('checkout.error.county', 80)
    .refine((value) => countyOf(value) !== null, says('checkout.error.countyCode'))
    .transform((value): string => countyOf(value)!.name),
  postalCode: required('checkout.error.postalCode', 20),
});
export type Customer = z.output<typeof customerSchema>;

export const orderLineSchema = z.object({
  id: plain(z.string().trim().min(1).max(120)),
  name: plain(z.string().max(200)).optional(),
  /** Ignored by the server; present because the spec's request carries it. */
  price: z.number().optional(),
  quantity: z.number(says('checkout.error.quantity')).int(says('checkout.error.quantity')).min(1, says('checkout.error.quantity')).max(100, says('checkout.error.quantity')),
});

export const agreementsSchema = z.object({
  termsAndConditions: z.literal(true, says('checkout.error.terms')),
  privacyPolicy: z.literal(true, says('checkout.error.privacy')),
  financialDisclaimer: z.literal(true, says('checkout.error.disclaimer')),
});

export const orderRequestSchema = z.object({
  customer: customerSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, says('checkout.error.paymentMethod')),
  items: z.array(orderLineSchema).min(1, says('checkout.error.items')).max(100),
  /** Ignored by the server, which computes its own. */
  totals: z.object({ subtotal: z.number(), shipping: z.number(), tax: z.number(), total: z.number() }).partial().optional(),
  /** Express or weekend delivery; the county is the customer's, and the server prices the fee. */
  delivery: deliveryOptionsSchema.optional(),
  agreements: agreementsSchema,
  /** Policy type → hash of the version the shopper accepted. */
  acceptedPolicyHashes: z.record(z.string().regex(/^[a-z0-9-]{1,60}$/, says('checkout.error.policies')), z.string().regex(/^[\x21-\x7e]{1,128}$/, says('checkout.error.policies')), says('checkout.error.policies')),
  /** One per checkout attempt: the same key never creates a second order or payment request. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotencyKey must be 16 to 100 letters, digits, - or _'),
});
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
