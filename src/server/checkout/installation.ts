import { translationsFor } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import { pricedOrder, type PricedOrder } from '../../lib/checkout/price-order.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import type { CountyCode } from '../../lib/delivery/counties.ts';
import { bookingWindow, dayRefusal, type BookingWindow } from '../../lib/installation/calendar.ts';
import { installationLine, quoteInstallation, type InstallationJob } from '../../lib/installation/price.ts';
import { isInstallationLine } from '../../lib/installation/line.ts';
import type { InstallationSettings } from '../../lib/installation/settings.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import type { InstallationQuoteAnswer } from '../../api/installation.ts';
import { ApiError } from '../errors.ts';

/** A zone's delivery zone for a county (the CMS delivery settings), 1–4. */
export function zoneOf(snapshot: CatalogueSnapshot, county: CountyCode): number {
  return snapshot.delivery?.counties[county] ?? 4;
}

/** The days a job in `zone` may be booked on, seen on `today`: after delivery's longest time there and the lead time. */
export function windowFor(snapshot: CatalogueSnapshot, settings: InstallationSettings, zone: number, today: string): BookingWindow {
  const deliveryMax = snapshot.delivery?.zones.find((z) => z.zone === zone)?.days.max ?? 0;
  return bookingWindow(today, deliveryMax, settings);
}

/** 409 naming why a day cannot be booked (past, before the first day, after the last, a day no one works). */
export function dayRefused(
  snapshot: CatalogueSnapshot,
  settings: InstallationSettings,
  zone: number,
  day: string,
  now: Date,
  field: string,
): ApiError | null {
  const today = shopDay(now);
  const window = windowFor(snapshot, settings, zone, today);
  const refusal = dayRefusal(day, today, window, settings.closedDays);
  if (!refusal) return null;
  if (refusal === 'past') return new ApiError(409, 'INSTALLATION_DAY_PAST', 'installation.error.dayPast', field);
  return new ApiError(
    409,
    'INSTALLATION_DAY_UNAVAILABLE',
    (t) =>
      t('installation.error.dayUnavailable', {
        date: formatLongDate(day, t.locale),
        reason: t(`installation.day.${refusal}`, {
          first: formatLongDate(window.first, t.locale),
          last: formatLongDate(window.last, t.locale),
        }),
      }),
    field,
    {},
    { first: window.first, last: window.last },
  );
}

/** 409: the day has no place left. */
export const dayFull = (day: string, field: string) =>
  new ApiError(409, 'INSTALLATION_DAY_FULL', (t) => t('installation.error.dayFull', { date: formatLongDate(day, t.locale) }), field);

/** The job installing these goods in a county would be, or a 409 saying why the shop does not book it. */
export function jobFor(snapshot: CatalogueSnapshot, lines: PricedOrder['lines'], county: CountyCode): InstallationJob {
  const quote = quoteInstallation(lines, snapshot, zoneOf(snapshot, county));
  if (quote.ok) return quote.job;
  const reason = quote.reason;
  throw new ApiError(
    409,
    'INSTALLATION_NOT_OFFERED',
    (t) => t('installation.error.notOffered', { reason: t(`installation.reason.${reason}`) }),
    'installation',
  );
}

/** The order priced with its installation as one more line (named in English, as every line is kept). */
export function withInstallation(priced: PricedOrder, job: InstallationJob): PricedOrder {
  const name = translationsFor('en')('installation.line', { class: job.requiredClass });
  return pricedOrder([...priced.lines.filter((line) => !isInstallationLine(line)), installationLine(job, name)], priced.delivery);
}

/** The quote's installation for a cart delivered to `county` (null where the shop books none, or nothing in the cart is installed). */
export function installationQuoteOf(
  snapshot: CatalogueSnapshot,
  lines: PricedOrder['lines'],
  county: CountyCode | null,
  locale: Locale,
): InstallationQuoteAnswer | null {
  const settings = snapshot.installation;
  if (!settings) return null;
  const zone = county ? zoneOf(snapshot, county) : 1;
  const quote = quoteInstallation(lines, snapshot, zone);
  if (!quote.ok) return quote.reason === 'zone_not_served' ? { offered: false, reason: 'zone_not_served' } : null;
  const { job } = quote;
  const band = settings.bands.find((b) => b.key === job.band)!;
  return {
    offered: true,
    priceCents: job.priceCents,
    requiredClass: job.requiredClass,
    band: job.band,
    bandName: band.name[locale],
    includes: settings.includes[locale],
    // Without a county, the price is zone 1's: the page says "from".
    priceFor: county ? 'county' : 'zone1',
  };
}
