import type { Context } from 'hono';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { trackFormHtml, type TrackActions } from '../../lib/orders/track-html.ts';
import { type TrackedOrder, type TrackRequest } from '../../api/tracked-order.ts';
import { type CancelWindow } from '../../lib/account/account-order.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { trackOrder } from '../orders/track.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { StatusChecks } from '../checkout/status-checks.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { guesserOf } from '../rate-limit/misses.ts';
import type { TrustProxy } from '../client-address.ts';
import type { PageSource } from './page-source.ts';
import { lookupFields, lookupPage, type Shown } from './lookup-page.ts';
import { payableOnline } from '../../lib/orders/figures.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { openDays, SLOT_DAYS } from '../installation/open-days.ts';

/**
 * What every /track form shares (track.ts answers them): the page with the server's form and
 * answer in its slots, the lookup by phone and reference, and the actions offered beside a found order.
 */

/** Where /track leaves room for the server's form and answer. */
export const TRACK_FORM_SLOT = 'track-form';
export const TRACK_RESULT_SLOT = 'track-result';

export interface TrackPageDeps {
  db: Database;
  limits: RateLimits;
  /** Whose word is taken for the client's address, by which wrong phones are counted. */
  trustProxy: TrustProxy;
  pages: PageSource;
  pesapal: PesapalClient | undefined;
  /** Pesapal's status answers, shared with the payment pages: Pay now asks whether a page can still be paid. */
  statusChecks?: StatusChecks | undefined;
  siteUrl: string;
  /** The time and the refund policy's change window, for whether Cancel is offered. */
  cancelWindow: () => Promise<CancelWindow>;
  /** How long Pay now holds the order's units again (STOCK_HOLD_MINUTES). */
  stockHoldMs?: number | undefined;
  /** The time, for a lay-by's plan (its status, the hold of its units). */
  now?: (() => Date) | undefined;
  /** The build's catalogue: an installation's open days and settings (without it, the day is not moved online). */
  catalogue?: CatalogueSource | undefined;
  /** The order's messages: a moved installation's, queued with the move. */
  events?: OrderEvents | undefined;
}

/** The built /track page with the form (and the answer) the server fills in. */
export function trackPage(c: Context, pages: PageSource, shown: Shown): Promise<Response> {
  return lookupPage(c, pages, { path: '/track', formSlot: TRACK_FORM_SLOT, resultSlot: TRACK_RESULT_SLOT, formHtml: trackFormHtml }, shown);
}

/**
 * The lookup every /track form starts with: the phone and reference checked, then the order found
 * for them (a miss counted, as POST /api/orders/track counts it). A page to answer with when they
 * do not find it (400 naming the fields, 404, 429).
 */
export async function lookUp(
  c: Context,
  deps: TrackPageDeps,
  fields: Record<string, string>,
): Promise<{ page: Response } | { tracked: TrackedOrder; posted: { phone: string; reference: string; request: TrackRequest } }> {
  const posted = lookupFields(fields, c.get('t'));
  const { phone, reference } = posted;
  if (!posted.ok) return { page: await trackPage(c, deps.pages, { status: 400, phone, reference, errors: posted.errors }) };
  try {
    const tracked = await trackOrder(deps.db, await guesserOf(deps.limits, c, deps.trustProxy), posted.request, await deps.cancelWindow());
    return { tracked, posted };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) c.header('Retry-After', '3600');
    return { page: await trackPage(c, deps.pages, { status: error.status, phone, reference, notice: error.text(c.get('t')) }) };
  }
}

/**
 * Pay now (when payable), a lay-by's form to pay the next amount (while payments are on), Cancel
 * (while allowed) and the tax invoice (once paid), posting to this page's language. `sentBack`: the
 * cancel's reason or the amount as typed, with its error, when the page answers a refused form.
 */
export function actionsFor(
  c: Context,
  tracked: TrackedOrder,
  phone: string,
  deps: Pick<TrackPageDeps, 'pesapal'>,
  sentBack: { cancel?: { reason?: string; error?: string }; instalment?: { amount: string; error: string } } = {},
): TrackActions {
  const locale = localeOfPath(c.req.path);
  const { order } = tracked;
  const online = deps.pesapal !== undefined;
  return {
    // A lay-by is paid by the amount its customer chooses, not its total: its own form instead of Pay now.
    pay:
      online && payableOnline({ ...order, orderStatus: order.status }) && !order.plan
        ? { action: localizedPath('/track/pay', locale), phone }
        : null,
    instalment: online && order.plan ? { action: localizedPath('/track/instalment', locale), phone, ...sentBack.instalment } : null,
    cancel: order.cancelUntil ? { action: localizedPath('/track/cancel', locale), phone, ...sentBack.cancel } : null,
    // Money received is a tax point: its invoice (or "to follow") opens with the same phone and reference.
    invoice: order.figures.paidCents > 0 ? { action: localizedPath('/invoice', locale), phone } : null,
  };
}

/** The actions with the installation's form to choose or move its day, while its customer may: the open days of its zone. */
export async function withInstallationForm(
  c: Context,
  deps: TrackPageDeps,
  tracked: TrackedOrder,
  phone: string,
  actions: TrackActions,
  error?: string,
): Promise<TrackActions> {
  const job = tracked.order.installation;
  if (!job?.canReschedule || !deps.catalogue) return actions;
  const full = await deps.db.orders.byId(tracked.order.id);
  if (!full?.installation) return actions;
  const open = await openDays(deps.db, await deps.catalogue(), full.installation.zone, (deps.now ?? (() => new Date()))(), SLOT_DAYS);
  const days = open?.slots ?? [];
  return { ...actions, installation: { action: localizedPath('/track/installation', localeOfPath(c.req.path)), phone, days, error } };
}
