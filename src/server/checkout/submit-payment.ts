import { translationsFor } from '../../i18n/index.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Database, Order, PaymentAttempt } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { merchantReference, type PesapalClient } from '../pesapal/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageVerdict } from './reuse-attempt.ts';
import type { StatusChecks } from './status-checks.ts';
import { hasEnded, movesOrder } from '../../lib/orders/lifecycle.ts';
import { formatKes, isWholeShillings } from '../../lib/money.ts';
import type { OrderStatus } from '../../lib/order-types.ts';
import { closePage } from '../orders/settle.ts';

export interface SubmitOptions {
  /** How long a repeat waits for a submit in flight before answering "still being set up". */
  waitMs?: number;
  /** A submit claimed longer ago than this was abandoned (a crashed process) and is retried. */
  staleMs?: number;
  /** Pause between looks at an attempt in flight. */
  pollMs?: number;
  /** The clock that claims age by (tests move it). */
  now?: () => number;
  /**
   * What this payment is for, when not the order's total: a lay-by's deposit or instalment (issue 47).
   * An open page for another amount is closed at Pesapal and a new attempt made for this one.
   */
  amountCents?: number;
  /**
   * The order this request has just placed: no request has seen it yet, so it has no attempt and
   * nothing has ended it; neither it nor its attempts are read again (the claim, under the order's
   * lock, still asks the lifecycle). A checkout's two reads fewer under a sale day's load.
   */
  justPlaced?: boolean;
}

export interface OpenPayment {
  redirectUrl: string;
  orderTrackingId: string;
}

/** Recorded on an attempt a crashed process left in flight; such a failure is not shared with waiters. */
const ABANDONED = 'Submit abandoned: no answer was recorded';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function splitName(fullName: string): { firstName: string; lastName?: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
}

async function submitAttempt(pesapal: PesapalClient, order: Order, attempt: PaymentAttempt, siteOrigin: string) {
  const customer = order.customer;
  return pesapal.submitOrder({
    merchantReference: attempt.merchantReference,
    amountCents: attempt.amountCents,
    currency: order.currency,
    description: translationsFor(order.locale)('order.pesapalDescription', { reference: orderReference(order.id) }),
    // Back to the payment page in the language the order was placed in.
    callbackUrl: `${siteOrigin}${localizedPath('/payment/return', order.locale)}`,
    // Pesapal's default: when paid, the hosted page sends the whole window (not just our frame) to the return page.
    redirectMode: 'TOP_WINDOW',
    billing: {
      email: customer.email,
      phone: customer.phone,
      ...splitName(customer.fullName),
      line1: customer.address,
      ...(customer.apartment ? { line2: customer.apartment } : {}),
      city: customer.city,
      postalCode: customer.postalCode,
      countryCode: 'KE',
    },
  });
}

/** What an order's payment page is for: its total, or a lay-by's deposit while that is due (Pay now). */
function dueOnline(order: Order): number {
  return order.plan?.status === 'awaiting_deposit' ? order.plan.depositCents : order.totalCents;
}

/** 409 naming what the order is now: cancelled, paid... */
function notPayable(status: OrderStatus): ApiError {
  return new ApiError(409, 'NOT_PAYABLE', (t) => t('order.error.notPayable', { status: t(`order.status.${status}`) }));
}

/**
 * Opens (or reopens) the Pesapal payment of an order, at most one SubmitOrderRequest at a time:
 * - an attempt Pesapal answered is answered again (same page, same tracking id), so a double
 *   click, a retry after a timeout or a reload never submits twice; but first Pesapal is asked
 *   for its status (through `checks`, which may share a recent answer), and a page it does not
 *   know or no longer takes payment on (reuse-attempt.ts) ends that attempt and starts the next;
 * - an attempt in flight is waited for; if it fails, the waiting repeats share its 502; if it was
 *   abandoned by a crashed process, the request that notices starts the next attempt itself;
 * - after a failed attempt (Pesapal down, slow, answering HTML) the next request starts a new
 *   attempt with a new merchant reference (<orderId>-R2 ...), since Pesapal may have kept the first.
 * Never for an order that has ended (issue 43, item 12): refused once it is cancelled, and a new
 * attempt is claimed, and its answer recorded, under the order's row lock, asking the lifecycle
 * whether the order may still be paid; a page Pesapal made for an order cancelled meanwhile is
 * closed at once (CancelOrder, else by the sweep) and never handed out. An order whose total has
 * cents (placed before prices were whole shillings) cannot be paid online: M-PESA takes none.
 */
export async function submitPayment(
  deps: { db: Database; pesapal: PesapalClient; checks?: StatusChecks | undefined },
  order: Order,
  siteOrigin: string,
  options: SubmitOptions = {},
): Promise<OpenPayment> {
  const { db, pesapal } = deps;
  const status = (orderTrackingId: string) => (deps.checks ? deps.checks.status(orderTrackingId) : pesapal.getStatus(orderTrackingId));
  const waitMs = options.waitMs ?? 30_000;
  const staleMs = options.staleMs ?? 120_000;
  const pollMs = options.pollMs ?? 100;
  const now = options.now ?? Date.now;
  const deadline = now() + waitMs;
  let waitedFor: string | null = null;
  let lostClaims = 0;
  let unretired: string | null = null;

  const amountCents = options.amountCents ?? dueOnline(order);
  if (!isWholeShillings(amountCents))
    throw new ApiError(409, 'AMOUNT_NOT_WHOLE_SHILLINGS', (t) =>
      t('order.error.notWholeShillings', { total: formatKes(amountCents, t.locale) }),
    );
  if (!options.justPlaced) {
    // Cancelled (or refunded) since the caller read it: no page at all.
    const current = await db.orders.byId(order.id);
    if (!current || hasEnded(current)) throw notPayable(current?.orderStatus ?? order.orderStatus);
  }

  let none: PaymentAttempt[] | null = options.justPlaced ? [] : null;
  for (;;) {
    const attempts = none ?? (await db.paymentAttempts.forOrder(order.id)).filter((a) => a.provider === 'pesapal');
    none = null;
    // A lay-by's payments complete one by one: its next page follows the last that took money.
    const latest = order.plan ? attempts.find((a) => a.status !== 'COMPLETED' && a.status !== 'REVERSED') : attempts[0];
    if (latest?.submitState === 'answered' && latest.orderTrackingId && latest.redirectUrl && latest.amountCents !== amountCents) {
      // A page for another amount (a lay-by's earlier instalment): closed at Pesapal, so that it takes no money, and retired.
      const closed = await pesapal.cancelOrder(latest.orderTrackingId);
      if (!closed.ok)
        console.warn(`Order ${order.id}: page ${latest.orderTrackingId} for another amount not closed: ${closed.error.message}`);
      await db.paymentAttempts.retire(latest.id, `Replaced by a payment of ${amountCents} cents`);
      continue;
    }
    if (latest?.submitState === 'answered' && latest.orderTrackingId && latest.redirectUrl) {
      const open = { redirectUrl: latest.redirectUrl, orderTrackingId: latest.orderTrackingId };
      // Not retired on the last look: Pesapal's report moved it meanwhile (paid), so it stays.
      if (latest.id === unretired) return open;
      const verdict = pageVerdict({ merchantReference: latest.merchantReference, ...open }, await status(open.orderTrackingId));
      if (verdict.reuse) return open;
      if (await db.paymentAttempts.retire(latest.id, verdict.reason))
        console.warn(`Order ${order.id}: ${verdict.reason}; a new attempt starts.`);
      else unretired = latest.id;
      // The next look starts the next attempt (or finds the one a request beside this one started).
      continue;
    }
    if (latest?.submitState === 'submitting') {
      if (now() - Date.parse(latest.claimedAt) > staleMs) {
        // A crashed process left it: give it up; the next look starts the next attempt.
        await db.paymentAttempts.failed(latest.id, ABANDONED);
        continue;
      }
      if (now() > deadline) throw new ApiError(503, 'PAYMENT_IN_PROGRESS', 'order.error.providerBusy');
      waitedFor = latest.id;
      await sleep(pollMs);
      continue;
    }
    if (latest && latest.id === waitedFor && latest.statusMessage !== ABANDONED) {
      // What Pesapal said is in the attempt's record (the admin's payment history), not in the shopper's words.
      throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'order.error.provider');
    }
    // Claimed under the order's lock, once the lifecycle says it may still be paid: a cancel either came first (refused here) or finds this attempt.
    const claim = await db.transaction(async (tx) => {
      const state = await tx.orders.lockState(order.id);
      if (!state || !movesOrder(state, 'payment_completed')) throw notPayable(state?.orderStatus ?? order.orderStatus);
      return tx.paymentAttempts.claim({
        orderId: order.id,
        merchantReference: merchantReference(order.id, attempts.length + 1),
        amountCents,
        currency: order.currency,
      });
    });
    if (!claim) {
      // Another request claimed this attempt between our look and our insert: look again.
      if (++lostClaims > 50) throw new Error(`Order ${order.id}: could not claim a payment attempt`);
      continue;
    }
    const submitted = await submitAttempt(pesapal, order, claim, siteOrigin);
    if (!submitted.ok) {
      await db.paymentAttempts.failed(claim.id, submitted.error.message);
      console.error(`Order ${order.id}: Pesapal did not open the payment (${claim.merchantReference}): ${submitted.error.message}`);
      throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'order.error.provider');
    }
    // Recorded under the order's lock: a cancel that took hold while Pesapal made the page has it closed here, never handed out.
    const recorded = await db.transaction(async (tx) => {
      const state = await tx.orders.lockState(order.id);
      const attempt = await tx.paymentAttempts.answered(claim.id, submitted.data.orderTrackingId, submitted.data.redirectUrl);
      return { attempt, state };
    });
    if (!recorded.state || !movesOrder(recorded.state, 'payment_completed')) {
      console.warn(
        `Order ${order.id}: ${recorded.state?.orderStatus ?? 'gone'} while page ${submitted.data.orderTrackingId} was made; closing it.`,
      );
      await closePage({ db, pesapal }, recorded.attempt);
      throw notPayable(recorded.state?.orderStatus ?? order.orderStatus);
    }
    return { redirectUrl: submitted.data.redirectUrl, orderTrackingId: submitted.data.orderTrackingId };
  }
}
