import type { Context } from 'hono';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import type { LookupFormState } from '../../lib/orders/track-html.ts';
import { trackRequest, type TrackRequest } from '../../api/tracked-order.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import type { Order } from '../../lib/order-types.ts';
import type { TrustProxy } from '../client-address.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { countingMisses, guesserOf } from '../rate-limit/misses.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

/** What a phone-and-reference page shows: the form as typed, and what was found (HTML) below it. */
export interface Shown extends Omit<LookupFormState, 'action'> {
  status: number;
  result?: string;
}

/**
 * A built page that finds an order by phone and reference (/track, /invoice), in the request's
 * language, with the form (`formHtml`) and the result the server fills into its two slots. Without
 * the built page: the notice as text, 503 where it would have been a 200.
 */
export async function lookupPage(
  c: Context,
  pages: PageSource,
  page: { path: string; formSlot: string; resultSlot: string; formHtml: (state: LookupFormState, t: Translate) => string },
  shown: Shown,
): Promise<Response> {
  const path = localizedPath(page.path, localeOfPath(c.req.path));
  const built = await pages(path);
  const form = page.formHtml({ action: path, ...shown }, c.get('t'));
  const html = built && fillSlot(fillSlot(built, page.formSlot, form) ?? '', page.resultSlot, shown.result ?? '');
  if (!html) return c.text(shown.notice ?? c.get('t')('page.error.unavailable'), shown.status === 200 ? 503 : (shown.status as 400));
  return c.html(html, shown.status as 200, NO_STORE);
}

/**
 * The phone and reference a lookup form posted, checked as /api/orders/track checks them: the
 * request, or each field's error in the reader's words (the page shows them beside the fields).
 */
export function lookupFields(
  fields: Record<string, string>,
  t: Translate,
):
  | { ok: true; request: TrackRequest; phone: string; reference: string }
  | { ok: false; phone: string; reference: string; errors: NonNullable<Shown['errors']> } {
  const phone = fields.phone ?? '';
  const reference = fields.reference ?? '';
  const parsed = trackRequest.safeParse({ phone, reference });
  if (parsed.success) return { ok: true, request: parsed.data, phone, reference };
  const errors: NonNullable<Shown['errors']> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (name === 'phone' || name === 'reference') errors[name] ??= t(issue.message as MessageKey);
  }
  return { ok: false, phone, reference, errors };
}

/**
 * The order a lookup form posted (/invoice, /installation-certificate), found as /track finds it:
 * each wrong phone counted against the client who tried it. Or the page to answer instead, from
 * `answer`: the fields' errors (400), not found (404), or too many misses (429, with Retry-After).
 */
export async function postedOrder(
  c: Context,
  deps: { db: Database; limits: RateLimits; trustProxy: TrustProxy },
  fields: Record<string, string>,
  answer: (shown: Shown) => Promise<Response>,
): Promise<{ order: Order; shown: { phone: string; reference: string } } | { page: Response }> {
  const t: Translate = c.get('t');
  const posted = lookupFields(fields, t);
  const { phone, reference } = posted;
  if (!posted.ok) return { page: await answer({ status: 400, phone, reference, errors: posted.errors }) };
  const { request } = posted;
  try {
    const guesser = await guesserOf(deps.limits, c, deps.trustProxy);
    const order = await countingMisses(guesser, request.reference, () =>
      deps.db.orders.byReferenceAndPhone(request.reference, request.phone),
    );
    if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'track.error.notFound');
    return { order, shown: { phone, reference } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) c.header('Retry-After', '3600');
    return { page: await answer({ status: error.status, phone, reference, notice: error.text(t) }) };
  }
}
