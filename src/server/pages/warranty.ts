import type { Context } from 'hono';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Order } from '../../lib/order-types.ts';
import { trackRequest } from '../../api/tracked-order.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import { boughtByProduct, deliveredDay } from '../../lib/warranty/registration.ts';
import { claimRequest, registrationRequest } from '../../lib/warranty/requests.ts';
import { kenyanDay } from '../../lib/warranty/terms.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import {
  certificateHtml,
  claimFormHtml,
  findSectionHtml,
  itemsFormHtml,
  type ClaimFormState,
  type FindFormState,
  type OpenLine,
} from '../../lib/warranty/warranty-html.ts';
import { ApiError } from '../errors.ts';
import { makeClaim } from '../warranty/claims.ts';
import { guesserOf } from '../rate-limit/misses.ts';
import { orderForWarranty, registerSerials, registrationAnswer, requireDelivered, type WarrantyDeps } from '../warranty/register.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

/** Where /warranty leaves room for the server's forms and answers. */
export const WARRANTY_SLOTS = { find: 'warranty-find', result: 'warranty-result', claim: 'warranty-claim' } as const;

export type WarrantyPageDeps = WarrantyDeps & { pages: PageSource };

const path = (c: Context, to = '') => localizedPath(`/warranty${to}`, localeOfPath(c.req.path));

interface Shown {
  status: number;
  /** The find form as typed, or the reference of the order open below it. */
  find?: Omit<FindFormState, 'action'> & { found?: string };
  result?: string;
  claim?: Omit<ClaimFormState, 'action'>;
}

/** The built /warranty page with its three parts drawn for this answer. */
async function warrantyPage(c: Context, pages: PageSource, shown: Shown): Promise<Response> {
  const t: Translate = c.get('t');
  const page = await pages(path(c));
  const filled =
    page &&
    [
      [WARRANTY_SLOTS.find, findSectionHtml({ action: path(c), ...shown.find }, t)],
      [WARRANTY_SLOTS.result, shown.result ?? ''],
      [WARRANTY_SLOTS.claim, claimFormHtml({ action: path(c, '/claim'), ...shown.claim }, t)],
    ].reduce<string | null>((html, [slot, part]) => html && fillSlot(html, slot!, part!), page);
  if (!filled) return c.text(c.get('t')('page.error.unavailable'), 503);
  return c.html(filled, shown.status as 200, NO_STORE);
}

/** Each zod issue's message under the name of the form field it is about. */
function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  t: Translate,
  name: (path: PropertyKey[]) => string | null,
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = name(issue.path);
    if (field) errors[field] ??= t(issue.message as MessageKey);
  }
  return errors;
}

/** The order's lines with how many of each are registered, its certificate when any are, and the form for the rest. */
async function orderParts(
  c: Context,
  deps: WarrantyPageDeps,
  order: Order,
  phone: string,
  form: { values?: Record<string, string>; errors?: Record<string, string>; notice?: string; done?: boolean } = {},
): Promise<string> {
  const t: Translate = c.get('t');
  const registrations = await deps.db.warranty.forOrder(order.id);
  const lines = new Map<string, OpenLine>(
    [...boughtByProduct(order.items)].map(([productId, { name, quantity }]) => [
      productId,
      { productId, productName: name, quantity, registered: 0 },
    ]),
  );
  for (const r of registrations) {
    const line = lines.get(r.productId);
    if (line) line.registered += 1;
  }
  const reference = orderReference(order.id);
  const deliveredOn = deliveredDay(order);
  const snapshot = await deps.catalogue();
  const certificate =
    registrations.length > 0
      ? certificateHtml(
          {
            shop: snapshot.shop?.name ?? '',
            owner: order.customer.fullName,
            reference,
            deliveredOn,
            today: kenyanDay(deps.now().toISOString()),
            registrations: registrations.map(registrationAnswer),
            done: form.done ?? false,
          },
          t,
        )
      : '';
  const items = itemsFormHtml({ action: path(c, '/register'), phone, reference, deliveredOn, lines: [...lines.values()], ...form }, t);
  return certificate + items;
}

/** GET /warranty?ref=: the form with the reference from the delivered message's link typed in. Null without one: the static page answers. */
export async function warrantyLinkPage(c: Context, deps: WarrantyPageDeps): Promise<Response | null> {
  const reference = c.req.query('ref')?.trim();
  if (!reference) return null;
  return warrantyPage(c, deps.pages, { status: 200, find: { reference: reference.slice(0, 40) } });
}

/** POST /warranty: the order by its reference and phone, with its certificate and a serial field for each item not yet registered. */
export async function warrantyFindPost(c: Context, deps: WarrantyPageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const phone = fields.phone ?? '';
  const reference = fields.reference ?? '';
  const parsed = trackRequest.safeParse({ phone, reference });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, t, (p) => (p[0] === 'phone' || p[0] === 'reference' ? p[0] : null));
    return warrantyPage(c, deps.pages, { status: 400, find: { phone, reference, errors } });
  }
  try {
    const order = await orderForWarranty(deps, await guesserOf(deps.limits, c, deps.trustProxy), parsed.data.reference, parsed.data.phone);
    requireDelivered(order);
    const result = await orderParts(c, deps, order, parsed.data.phone);
    return warrantyPage(c, deps.pages, { status: 200, find: { found: orderReference(order.id) }, result });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) c.header('Retry-After', '3600');
    return warrantyPage(c, deps.pages, { status: error.status, find: { phone, reference, notice: error.text(t) } });
  }
}

/**
 * POST /warranty/register: the serials typed (`serial.N` beside `product.N`; empty ones left for
 * later), registered as POST /api/warranty/registrations does, and the certificate with them.
 */
export async function warrantyRegisterPost(c: Context, deps: WarrantyPageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const phone = fields.phone ?? '';
  const reference = fields.reference ?? '';
  const found = trackRequest.safeParse({ phone, reference });
  if (!found.success) return warrantyPage(c, deps.pages, { status: 400, find: { phone, reference, notice: t('track.error.fix') } });
  // The fields typed in, by their place in the form; the request's items keep that order.
  const typed = Object.keys(fields)
    .filter((name) => /^serial\.\d{1,3}$/.test(name) && fields[name]!.trim() !== '')
    .map((name) => ({ name, productId: fields[`product.${name.slice('serial.'.length)}`] ?? '', serial: fields[name]! }));
  const values = Object.fromEntries(typed.map((entry) => [entry.name, entry.serial]));
  const guesser = await guesserOf(deps.limits, c, deps.trustProxy);
  let order: Order;
  try {
    order = await orderForWarranty(deps, guesser, found.data.reference, found.data.phone);
    requireDelivered(order);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return warrantyPage(c, deps.pages, { status: error.status, find: { phone, reference, notice: error.text(t) } });
  }
  const again = async (status: number, errors: Record<string, string>, notice: string) =>
    warrantyPage(c, deps.pages, {
      status,
      find: { found: orderReference(order.id) },
      result: await orderParts(c, deps, order, found.data.phone, { values, errors, notice }),
    });
  if (typed.length === 0) return again(400, {}, t('warranty.items.noneGiven'));
  const itemField = (p: PropertyKey[]) => (p[0] === 'items' && typeof p[1] === 'number' ? (typed[p[1]]?.name ?? null) : null);
  const parsed = registrationRequest.safeParse({
    reference: found.data.reference,
    phone: found.data.phone,
    items: typed.map(({ productId, serial }) => ({ productId, serial })),
  });
  if (!parsed.success) return again(400, fieldErrors(parsed.error.issues, t, itemField), t('track.error.fix'));
  try {
    await registerSerials(deps, guesser, parsed.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const name = error.field ? itemField(error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))) : null;
    return again(error.status, name ? { [name]: error.text(t) } : {}, error.text(t));
  }
  const result = await orderParts(c, deps, order, found.data.phone, { done: true });
  return warrantyPage(c, deps.pages, { status: 200, find: { found: orderReference(order.id) }, result });
}

/** POST /warranty/claim: a claim as POST /api/warranty/claims makes it, and the form again with what was done. */
export async function warrantyClaimPost(c: Context, deps: WarrantyPageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const typed = { serial: fields.serial ?? '', phone: fields.phone ?? '', description: fields.description ?? '' };
  const parsed = claimRequest.safeParse(typed);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, t, (p) =>
      p[0] === 'serial' || p[0] === 'phone' || p[0] === 'description' ? p[0] : null,
    );
    return warrantyPage(c, deps.pages, { status: 400, claim: { ...typed, errors } });
  }
  try {
    const { claim, registration } = await makeClaim(deps, await guesserOf(deps.limits, c, deps.trustProxy), parsed.data);
    const params = { product: registration.productName, serial: registration.serial, claim: claim.claimReference };
    const done = claim.outOfWarranty
      ? t('warranty.claim.doneOutOfWarranty', { ...params, date: formatLongDate(registration.endsOn, t.locale) })
      : t('warranty.claim.done', params);
    return warrantyPage(c, deps.pages, { status: 200, claim: { done } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 429) c.header('Retry-After', '3600');
    return warrantyPage(c, deps.pages, { status: error.status, claim: { ...typed, notice: error.text(t) } });
  }
}
