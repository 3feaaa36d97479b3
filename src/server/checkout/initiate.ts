import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import { orderRequestSchema, type OrderRequest } from '../../lib/checkout/order-schema.ts';
import { CUSTOMER_FIELDS } from '../../lib/checkout/form-errors.ts';
import { checkAcceptedPolicies } from '../../lib/checkout/policy-check.ts';
import { cashOfferFor } from '../../lib/checkout/cash-limit.ts';
import { formatKes } from '../../lib/money.ts';
import { priceOrder, type DeliverTo, type PricedOrder } from '../../lib/checkout/price-order.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import type { Database, Order } from '../db/index.ts';
import { DEFAULT_STOCK_HOLD_MS, outOfStock } from '../stock/out-of-stock.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, validationError } from '../errors.ts';
import { withFirstPayment } from '../db/order-row.ts';
import { submitPayment, type SubmitOptions } from './submit-payment.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { quotePlan } from '../../lib/layby/plan.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import { isInstallationLine } from '../../lib/installation/line.ts';
import { dayFull, dayRefused, jobFor, withInstallation } from './installation.ts';

/** A lay-by's terms in the answer of initiate (issue 47): the deposit asked now, the balance after it, the end date. */
interface PlanAnswer {
  depositCents: number;
  balanceCents: number;
  endsOn: string;
}

/** The answer of POST /api/checkout/initiate (checkout spec section 3, "Order response"); a lay-by's carries its plan. */
export type InitiateAnswer =
  { cod: true; orderId: string } | { redirectUrl: string; orderTrackingId: string; orderId: string; plan?: PlanAnswer };

export type CheckoutDeps = Pick<AppDeps, 'catalogue' | 'pesapal' | 'stockHoldMs'> & {
  db: Database;
  /** The clock a lay-by's dates are counted from (tests move it). */
  now?: (() => Date) | undefined;
  users?: SignedInUsers | undefined;
  events?: OrderEvents | undefined;
};

export interface InitiateInput {
  body: unknown;
  authorization: string | undefined;
  /** Origin of the shop from configuration (SITE_URL), for Pesapal's callback URL. */
  siteOrigin: string;
  /** The shopper's language (the request's): the order's messages and payment page speak it. English unless given. */
  locale?: Locale;
}

/**
 * Prices the lines from the snapshot, never the browser's numbers, and with `deliverTo` the
 * delivery from the CMS settings (priceOrder): the quote's answer and what placeOrder stores.
 * 400/409 naming the line.
 */
export function priceFromCatalogue(snapshot: CatalogueSnapshot, items: OrderRequest['items'], deliverTo?: DeliverTo): PricedOrder {
  const priced = priceOrder(items, snapshot, deliverTo);
  if (!priced.ok) throw new ApiError(priced.error.status, priced.error.code, priced.error.message, `items.${priced.error.line - 1}`);
  return priced.order;
}

/** The plan a lay-by order gets today, or a 400 naming why the cart cannot be bought on lay-by. */
function laybyQuote(snapshot: CatalogueSnapshot, totalCents: number, method: OrderRequest['paymentMethod'], now = () => new Date()) {
  const terms = snapshot.layby;
  const quote = quotePlan(totalCents, terms, shopDay(now()), method);
  if (quote.ok) return quote;
  const reason = quote.reason;
  throw new ApiError(
    400,
    'LAYBY_NOT_OFFERED',
    (t) =>
      t('layby.error.notOffered', {
        reason: t(`layby.ineligible.${reason}`, {
          min: formatKes(terms?.minOrderCents ?? 0, t.locale),
          limit: formatKes(terms?.mpesaMaxCents ?? 0, t.locale),
        }),
      }),
    'paymentPlan',
  );
}

/** 409 for cash on delivery above a limit that does not offer it: the limit, in the shopper's language; nothing is written. */
function cashNotOffered(snapshot: CatalogueSnapshot): ApiError {
  const limitCents = snapshot.shop?.cashLimit?.limitCents ?? 0;
  return new ApiError(
    409,
    'CASH_NOT_OFFERED',
    (t) => t('order.error.cashNotOffered', { limit: formatKes(limitCents, t.locale) }),
    'paymentMethod',
  );
}

/**
 * A repeat of a key must be the same checkout: same payment method, products and quantities, the
 * same customer (name, e-mail, phone, address), delivery options and tax invoice's business (the
 * first one stands: a repeat never changes whom the invoice names). Another answer would hand the
 * first order, and its payment page, to whoever sent other details with the same key.
 */
function sameCheckout(order: Order, request: OrderRequest, priced: PricedOrder): boolean {
  const lines = (list: Array<{ productId: string; quantity: number }>) =>
    list
      .map((l) => `${l.productId}×${l.quantity}`)
      .sort()
      .join('|');
  const where = (delivery: PricedOrder['delivery']) => (delivery ? `${delivery.county}|${delivery.express}|${delivery.weekend}` : '');
  const who = (customer: Order['customer']) => CUSTOMER_FIELDS.map((field) => customer[field] ?? '').join('|');
  const business = (buyer: Order['buyer'] | undefined) => (buyer ? `${buyer.businessName}|${buyer.kraPin}` : '');
  return (
    order.chosenMethod === request.paymentMethod &&
    (order.plan !== null) === (request.paymentPlan?.kind === 'layby') &&
    lines(order.items) === lines(priced.lines) &&
    who(order.customer) === who(request.customer) &&
    where(order.delivery) === where(priced.delivery) &&
    business(order.buyer) === business(request.taxInvoice) &&
    (order.installation?.day ?? null) === (request.installation?.date ?? null)
  );
}

/**
 * Stores a validated order once per idempotency key: prices it from the catalogue, checks the
 * accepted policies, and writes order, lines, accepted policy versions, user and (for cash on
 * delivery) its cash payment record in one transaction. Checkout and the demo data both place
 * orders through here.
 */
export async function placeOrder(
  deps: Pick<CheckoutDeps, 'catalogue' | 'db' | 'events' | 'stockHoldMs' | 'now'>,
  request: OrderRequest,
  userId: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ order: Order; created: boolean }> {
  // The schema has already read the county as one of the 47; its name is what the order keeps.
  const county = countyOf(request.customer.county)!.code;
  // One read of the snapshot prices the lines and delivery and checks the policies.
  const snapshot = await deps.catalogue();
  const goods = priceFromCatalogue(snapshot, request.items, { county, options: request.delivery ?? { express: false, weekend: false } });
  const now = deps.now?.() ?? new Date();
  const laybyWanted = request.paymentPlan?.kind === 'layby';
  // Installation (issue 48): one more line, priced for the county's zone, on a day checked here and taken in the transaction.
  const job = request.installation ? jobFor(snapshot, goods.lines, county) : null;
  const day = request.installation?.date ?? null;
  if (job) {
    if (laybyWanted && day) throw new ApiError(409, 'INSTALLATION_AFTER_LAYBY', 'installation.error.afterLayby', 'installation.date');
    if (!laybyWanted && !day) throw new ApiError(400, 'INVALID_REQUEST', 'installation.error.dateNeeded', 'installation.date');
    const refused = day ? dayRefused(snapshot, snapshot.installation!, job.zone, day, now, 'installation.date') : null;
    if (refused) throw refused;
  }
  const priced = job ? withInstallation(goods, job) : goods;
  const policies = checkAcceptedPolicies(request.acceptedPolicyHashes, snapshot.policies);
  if (!policies.ok) {
    throw new ApiError(
      policies.code === 'POLICY_OUTDATED' ? 409 : 400,
      policies.code,
      policies.message,
      `acceptedPolicyHashes.${policies.type}`,
    );
  }
  const cash = request.paymentMethod === 'Cash';
  // Lay-by: the plan its total gets under the CMS's terms today, or a 400 saying why there is none.
  const layby = laybyWanted ? laybyQuote(snapshot, priced.totalCents, request.paymentMethod, deps.now) : null;
  // Above the shop's limit, cash on delivery waits for the team's call, or is not offered (a repeat of an order placed before is its answer).
  const offer = cash ? cashOfferFor(priced, snapshot.shop?.cashLimit).offer : 'offered';
  if (offer === 'not-offered' && !(await deps.db.orders.byIdempotencyKey(request.idempotencyKey))) throw cashNotOffered(snapshot);
  const placed = await deps.db.transaction(async (tx) => {
    const result = await tx.orders.create({
      idempotencyKey: request.idempotencyKey,
      userId,
      chosenMethod: request.paymentMethod,
      orderStatus: !cash ? 'awaiting_payment' : offer === 'call-first' ? 'awaiting_confirmation' : 'cash_on_delivery',
      customer: request.customer,
      buyer: request.taxInvoice ?? null,
      priced,
      acceptedPolicies: policies.accepted.map(({ type, version, hash }) => ({ type, version, hash })),
      locale,
    });
    if (result.created && cash) {
      const payment = await tx.payments.create({
        orderId: result.order.id,
        provider: 'cash',
        merchantReference: `COD-${result.order.id}`,
        amountCents: result.order.totalCents,
        reportedMethod: 'Cash on delivery',
      });
      result.order = withFirstPayment(result.order, payment);
      // A cash order is an order now; an online one once its payment completes (payment-update.ts). Its messages come from the order in hand.
      await deps.events?.queue(tx, result.order, 'order_received');
    }
    if (result.created && layby) {
      // The terms as the shopper read them: the plan keeps them, whatever the CMS says later.
      await tx.layby.create(result.order.id, layby.plan, { ...snapshot.layby, acceptedAt: result.order.createdAt });
      result.order = (await tx.orders.byId(result.order.id)) ?? result.order;
    }
    const holdUntil = cash ? null : new Date(Date.parse(result.order.createdAt) + (deps.stockHoldMs ?? DEFAULT_STOCK_HOLD_MS));
    if (result.created && job) {
      // The day's place, under its lock: none left, and nothing of the order is written.
      const booked = await tx.installations.create(
        {
          orderId: result.order.id,
          county,
          zone: job.zone,
          band: job.band,
          requiredClass: job.requiredClass,
          priceCents: job.priceCents,
          includes: snapshot.installation!.includes,
          workmanshipMonths: snapshot.installation!.workmanshipMonths,
          day,
          holdUntil,
        },
        now,
      );
      if (booked === 'full') throw dayFull(day!, 'installation.date');
      result.order = (await tx.orders.byId(result.order.id)) ?? result.order;
    }
    if (result.created) {
      // The units, in the order's own transaction (last, so that their levels stay locked for the
      // commit alone): too few left, and nothing of the order is written.
      const short = await tx.stock.reserve(
        result.order.id,
        priced.lines.filter((line) => !isInstallationLine(line)),
        county,
        holdUntil,
      );
      if (short) {
        const index = request.items.findIndex((item) => item.id === short.productId);
        throw outOfStock(short, index, priced.lines.find((l) => l.productId === short.productId)?.productName ?? short.productId);
      }
    }
    return result;
  });
  if (!placed.created && !sameCheckout(placed.order, request, priced))
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'order.error.idempotencyReused', 'idempotencyKey');
  if (placed.created && cash) deps.events?.sendNow(placed.order.id);
  return placed;
}

/**
 * Checkout, start to payment page. Validates with the form's own schema, identifies a signed-in
 * shopper (a token that does not verify, or whose session ended, is a 401, never a guest order),
 * places the order (see placeOrder), then hands over to Pesapal (see submit-payment.ts) or
 * answers cash on delivery.
 */
export async function initiateCheckout(deps: CheckoutDeps, input: InitiateInput, options: SubmitOptions = {}): Promise<InitiateAnswer> {
  const parsed = orderRequestSchema.safeParse(input.body);
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  const user = input.authorization && deps.users ? await deps.users.optional(input.authorization) : null;
  if (request.paymentMethod !== 'Cash' && !deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'order.error.paymentsUnavailable');

  const { order, created } = await placeOrder(deps, request, user?.id ?? null, input.locale);
  if (order.chosenMethod === 'Cash') return { cod: true, orderId: order.id };
  const attempt = await submitPayment({ db: deps.db, pesapal: deps.pesapal! }, order, input.siteOrigin, {
    ...options,
    justPlaced: created,
  });
  const answer = { redirectUrl: attempt.redirectUrl, orderTrackingId: attempt.orderTrackingId, orderId: order.id };
  if (!order.plan) return answer;
  const { depositCents, totalCents, endsOn } = order.plan;
  return { ...answer, plan: { depositCents, balanceCents: totalCents - depositCents, endsOn } };
}
