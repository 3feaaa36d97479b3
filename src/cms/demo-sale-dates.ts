/**
 * The demo's sales end when they say, within days, however old the committed seed is.
 *
 * The seed (studio/seed/content.ndjson) writes its flash sale's and Lighting Deals' end dates for
 * one week. Read from the seed (the local default, never from a Sanity project), every end date
 * moves forward by the same whole number of weeks: the fewest that put the flash sale's end after
 * `now`. The weekday and the hour stay as written (Friday 18:00, Sunday 23:59), the countdown
 * counts to a date that is real for this build, and it ends within a week. A shop on Sanity sets
 * its own dates in the Studio and they are shown as they are.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The whole weeks to add to `endsAt` so that it falls after `now`: 0 when it already does or is not a date. */
export function weeksToFuture(endsAt: string, now: Date): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end) || end > now.getTime()) return 0;
  return Math.floor((now.getTime() - end) / WEEK_MS) + 1;
}

/** An ISO date-time `weeks` later, keeping its offset as written ('2026-11-27T18:00:00+03:00' → '2026-12-04T18:00:00+03:00'). */
export function addWeeks(iso: string, weeks: number): string {
  if (weeks === 0) return iso;
  const match = /^(.*?)(Z|[+-]\d{2}:?\d{2})?$/.exec(iso);
  const offset = match?.[2] ?? 'Z';
  const offsetMs =
    offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2))) * 60_000;
  const local = new Date(Date.parse(iso) + weeks * WEEK_MS + offsetMs)
    .toISOString()
    .replace(/\.000Z$/, '')
    .replace(/Z$/, '');
  return `${local}${offset === 'Z' ? 'Z' : offset}`;
}

type Sale = { endsAt?: unknown };
type HomeDocument = { _type?: unknown; flashSale?: Sale; lightingDeals?: Sale };

const isHome = (doc: unknown): doc is HomeDocument => typeof doc === 'object' && doc !== null && (doc as HomeDocument)._type === 'homePage';

/** The weeks the seed's sale dates move by at `now`: its published home page's flash sale decides. */
export function demoSaleWeeks(documents: readonly unknown[], now: Date): number {
  const home = documents.find((doc) => isHome(doc) && !String((doc as { _id?: unknown })._id ?? '').startsWith('drafts.'));
  const endsAt = isHome(home) ? home.flashSale?.endsAt : undefined;
  return typeof endsAt === 'string' ? weeksToFuture(endsAt, now) : 0;
}

/** The seed's documents with every home page's sale end dates moved forward together (see above). */
export function rollDemoSales(documents: readonly unknown[], now: Date): unknown[] {
  const weeks = demoSaleWeeks(documents, now);
  if (weeks === 0) return [...documents];
  const roll = (sale: Sale | undefined) =>
    sale && typeof sale.endsAt === 'string' ? { ...sale, endsAt: addWeeks(sale.endsAt, weeks) } : sale;
  return documents.map((doc) =>
    isHome(doc)
      ? {
          ...doc,
          ...(doc.flashSale ? { flashSale: roll(doc.flashSale) } : {}),
          ...(doc.lightingDeals ? { lightingDeals: roll(doc.lightingDeals) } : {}),
        }
      : doc,
  );
}
