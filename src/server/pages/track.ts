import type { Context } from 'hono';
import type { MessageKey } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { trackedOrderHtml } from '../../lib/orders/track-html.ts';
import { trackedOf, trackRequest } from '../../api/tracked-order.ts';
import { cancelRequest } from '../../lib/orders/after-sale-requests.ts';
import { cancelledLines } from '../../lib/orders/after-sale-words.ts';
import { holdForPayment } from '../stock/out-of-stock.ts';
import { cancelOrder, CUSTOMER_CANCELLATION, type CancelDeps } from '../orders/cancel.ts';
import { toAccountOrder } from '../../lib/account/account-order.ts';
import { submitPayment } from '../checkout/submit-payment.ts';
import { ApiError } from '../errors.ts';
import { trackOrder } from '../orders/track.ts';
import { guesserOf } from '../rate-limit/misses.ts';
import type { PageSource } from './page-source.ts';
import { payableOnline } from '../../lib/orders/figures.ts';
import { orderReference } from '../../lib/order-display.ts';
import { typedAmountCents } from '../../lib/layby/plan-words.ts';
import { startInstalment } from '../layby/instalment.ts';
import { rescheduleInstallation } from '../installation/reschedule.ts';
import { dayRequest } from '../../lib/installation/admin-requests.ts';
import { rescheduledLines } from '../../lib/installation/customer-words.ts';
import { actionsFor, lookUp, trackPage, withInstallationForm, type TrackPageDeps } from './track-lookup.ts';

/** GET /track?ref=: the form with the reference from an SMS or e-mail link typed in. Null without one: the static page answers. */
export async function trackLinkPage(c: Context, pages: PageSource): Promise<Response | null> {
  const reference = c.req.query('ref')?.trim();
  if (!reference) return null;
  return trackPage(c, pages, { status: 200, reference: reference.slice(0, 40) });
}

/**
 * POST /track (the form) and POST /track/pay (its Pay now): the same lookup as POST
 * /api/orders/track, answered as a page; Pay now opens the order's payment and sends the shopper
 * to the payment page.
 */
export async function trackFormPost(c: Context, deps: TrackPageDeps, fields: Record<string, string>, pay: boolean): Promise<Response> {
  const found = await lookUp(c, deps, fields);
  if ('page' in found) return found.page;
  const { tracked, posted } = found;
  const { phone, reference } = posted;
  const { order } = tracked;
  const payable = payableOnline({ ...order, orderStatus: order.status }) && deps.pesapal !== undefined;
  if (pay && !payable) {
    // Paid, cancelled or cash since the page was shown (or payments are off): the reason, beside the order as it is now.
    const t = c.get('t');
    const refused = payableOnline({ ...order, orderStatus: order.status })
      ? { status: 503, notice: t('order.error.paymentsUnavailable') }
      : { status: 409, notice: t('order.error.notPayable', { status: t(`order.status.${order.status}`) }) };
    const result = trackedOrderHtml(tracked, actionsFor(c, tracked, posted.request.phone, deps), t);
    return trackPage(c, deps.pages, { ...refused, phone, reference, result });
  }
  if (pay) {
    const full = await deps.db.orders.byId(order.id);
    try {
      await holdForPayment(deps.db, full!, deps.stockHoldMs);
      const attempt = await submitPayment({ db: deps.db, pesapal: deps.pesapal!, checks: deps.statusChecks }, full!, deps.siteUrl);
      const query = new URLSearchParams({ orderTrackingId: attempt.orderTrackingId, redirectUrl: attempt.redirectUrl });
      return c.redirect(`${localizedPath('/payment/iframe', localeOfPath(c.req.path))}?${query}`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const result = trackedOrderHtml(tracked, actionsFor(c, tracked, posted.request.phone, deps), c.get('t'));
      return trackPage(c, deps.pages, { status: error.status, phone, reference, notice: error.text(c.get('t')), result });
    }
  }
  const actions = await withInstallationForm(c, deps, tracked, posted.request.phone, actionsFor(c, tracked, posted.request.phone, deps));
  const result = trackedOrderHtml(tracked, actions, c.get('t'));
  return trackPage(c, deps.pages, { status: 200, phone, reference, result });
}

/**
 * POST /track/installation (the Installation block's form, issue 48): the same lookup as /track,
 * then the day chosen moved as POST /api/orders/{id}/installation moves it
 * (installation/reschedule.ts), and the order again with what was done; a day refused (too late,
 * full, closed, a lay-by not yet paid) comes back with the reason beside the select.
 */
export async function trackInstallationPost(c: Context, deps: TrackPageDeps, fields: Record<string, string>): Promise<Response> {
  const t = c.get('t');
  const found = await lookUp(c, deps, fields);
  if ('page' in found) return found.page;
  const { tracked, posted } = found;
  const { phone, reference } = posted;
  const again = async (status: number, words: { error?: string; notice?: string }) => {
    const actions = await withInstallationForm(
      c,
      deps,
      tracked,
      posted.request.phone,
      actionsFor(c, tracked, posted.request.phone, deps),
      words.error,
    );
    const result = trackedOrderHtml(tracked, actions, t);
    return trackPage(c, deps.pages, { status, phone, reference, result, ...(words.notice ? { notice: words.notice } : {}) });
  };
  const before = tracked.order.installation;
  if (!before || !deps.catalogue) return again(409, { notice: t('installation.error.none') });
  const day = dayRequest.safeParse({ date: fields.date ?? '' });
  if (!day.success) return again(400, { error: t('installationTrack.error.day') });
  try {
    const { order } = await rescheduleInstallation(
      { db: deps.db, catalogue: deps.catalogue, now: deps.now ?? (() => new Date()), events: deps.events },
      tracked.order.id,
      day.data.date,
      { kind: 'customer', userId: null },
    );
    const after = trackedOf(toAccountOrder(order, await deps.cancelWindow()));
    const done = rescheduledLines(before, after.order.installation!, t);
    const actions = await withInstallationForm(c, deps, after, posted.request.phone, {
      ...actionsFor(c, after, posted.request.phone, deps),
      done,
    });
    return trackPage(c, deps.pages, { status: 200, phone, reference, result: trackedOrderHtml(after, actions, t) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.field === 'date' ? again(error.status, { error: error.text(t) }) : again(error.status, { notice: error.text(t) });
  }
}

/**
 * POST /track/cancel (the Cancel form on a tracked order): the same lookup, then the order
 * cancelled as POST /api/orders/{id}/cancel would (orders/cancel.ts), and the page again with what
 * was done, or the reason it could not be, beside the form.
 */
export async function trackCancelPost(
  c: Context,
  deps: TrackPageDeps & Pick<CancelDeps, 'events' | 'refreshPayment'>,
  fields: Record<string, string>,
): Promise<Response> {
  const phone = fields.phone ?? '';
  const reference = fields.reference ?? '';
  const parsed = trackRequest.safeParse({ phone, reference });
  if (!parsed.success) return trackPage(c, deps.pages, { status: 400, phone, reference, notice: c.get('t')('track.error.fix') });
  const window = await deps.cancelWindow();
  let tracked;
  try {
    tracked = await trackOrder(deps.db, await guesserOf(deps.limits, c, deps.trustProxy), parsed.data, window);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return trackPage(c, deps.pages, { status: error.status, phone, reference, notice: error.text(c.get('t')) });
  }
  const reason = cancelRequest.shape.reason.safeParse(fields.reason ?? '');
  if (!reason.success) {
    const result = trackedOrderHtml(
      tracked,
      actionsFor(c, tracked, parsed.data.phone, deps, {
        cancel: {
          reason: fields.reason ?? '',
          error: reason.error.issues[0] ? c.get('t')(reason.error.issues[0].message as MessageKey) : '',
        },
      }),
      c.get('t'),
    );
    return trackPage(c, deps.pages, { status: 400, phone, reference, result });
  }
  const order = await deps.db.orders.byId(tracked.order.id);
  try {
    const outcome = await cancelOrder(deps, order!, {
      reason: reason.data,
      actor: { id: null, role: 'customer', username: CUSTOMER_CANCELLATION },
    });
    const after = trackedOf(toAccountOrder(outcome.order, window));
    const refund = outcome.refund;
    const done = tracked.order.plan
      ? [c.get('t')('laybyTrack.cancel.done', { reference: orderReference(after.order.id) })]
      : cancelledLines(after.order.id, refund && { ok: refund.ok, amountCents: refund.refund.amountCents }, c.get('t'));
    return trackPage(c, deps.pages, { status: 200, phone, reference, result: trackedOrderHtml(after, { done }, c.get('t')) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const result = trackedOrderHtml(
      tracked,
      actionsFor(c, tracked, parsed.data.phone, deps, { cancel: { reason: reason.data, error: error.text(c.get('t')) } }),
      c.get('t'),
    );
    return trackPage(c, deps.pages, { status: error.status, phone, reference, result });
  }
}

/**
 * POST /track/instalment (a lay-by's form to pay the next amount, issue 47): the same lookup as
 * /track, then the amount typed (whole shillings) started as POST /api/orders/{id}/instalments
 * starts it (layby/instalment.ts; the order's units held again while its deposit is due), and the
 * shopper sent to the payment page as Pay now sends them. An amount the plan refuses: the page
 * again, the amount as typed and the rule it breaks beside it.
 */
export async function trackInstalmentPost(c: Context, deps: TrackPageDeps, fields: Record<string, string>): Promise<Response> {
  const t = c.get('t');
  const found = await lookUp(c, deps, fields);
  if ('page' in found) return found.page;
  const { tracked, posted } = found;
  const { phone, reference } = posted;
  const amount = (fields.amount ?? '').slice(0, 40);
  const again = (status: number, words: { amount?: string; notice?: string }) => {
    const sentBack = words.amount === undefined ? {} : { instalment: { amount, error: words.amount } };
    const result = trackedOrderHtml(tracked, actionsFor(c, tracked, posted.request.phone, deps, sentBack), t);
    return trackPage(c, deps.pages, { status, phone, reference, result, ...(words.notice ? { notice: words.notice } : {}) });
  };
  if (!tracked.order.plan) return again(409, { notice: t('layby.error.notLayby') });
  if (!deps.pesapal) return again(503, { notice: t('order.error.paymentsUnavailable') });
  const amountCents = typedAmountCents(amount);
  if (amountCents === null) return again(400, { amount: t('laybyTrack.pay.error.amount') });
  const order = (await deps.db.orders.byId(tracked.order.id))!;
  const now = deps.now ?? (() => new Date());
  try {
    // The deposit still due: the order's units are held again for its payment, as the API's route holds them.
    if (order.plan?.status === 'awaiting_deposit') await holdForPayment(deps.db, order, deps.stockHoldMs, now());
    const attempt = await startInstalment({ ...deps, pesapal: deps.pesapal, now }, order, amountCents);
    const query = new URLSearchParams({ orderTrackingId: attempt.orderTrackingId, redirectUrl: attempt.redirectUrl });
    return c.redirect(`${localizedPath('/payment/iframe', localeOfPath(c.req.path))}?${query}`, 303);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.field === 'amountCents' ? again(error.status, { amount: error.text(t) }) : again(error.status, { notice: error.text(t) });
  }
}
