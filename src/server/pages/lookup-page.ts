import type { Context } from 'hono';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import type { LookupFormState } from '../../lib/orders/track-html.ts';
import { trackRequest, type TrackRequest } from '../../lib/orders/tracked-order.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import type { PageSource } from './page-source.ts';

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
  return c.html(html, shown.status as 200, { 'cache-control': 'no-store' });
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
