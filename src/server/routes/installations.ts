import { Hono } from 'hono';
import type { SlotsAnswer } from '../../api/installation.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { workingDaysBetween } from '../../lib/installation/calendar.ts';
import { daySchema } from '../../lib/installation/admin-requests.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { windowFor, zoneOf } from '../checkout/installation.ts';

const noStore = { 'cache-control': 'no-store' };

/** The most days one answer lists from `from`. */
export const SLOT_DAYS = 42;

/**
 * GET /api/installations/slots?county=…&from=… (issue 48, item 2): the days installations can be
 * booked on for the county's delivery zone, from `from` (or the first bookable day) for up to
 * SLOT_DAYS days within the booking window, each with how many places are left (`available`, 0:
 * full). No Sundays, no public holidays, no days the CMS closes; never before delivery's longest
 * time to the zone and the lead time. 400 naming `county` or `from`; 404 when the shop books no
 * installations.
 */
export function installationRoutes(deps: { db: Database; catalogue: CatalogueSource; now: () => Date }): Hono {
  return new Hono().get('/slots', async (c) => {
    const county = countyOf(c.req.query('county')?.trim() ?? '');
    if (!county) throw new ApiError(400, 'INVALID_REQUEST', 'installation.error.county', 'county');
    const fromQuery = c.req.query('from')?.trim();
    const from = fromQuery ? daySchema('installation.error.from').safeParse(fromQuery) : null;
    if (from && !from.success) throw new ApiError(400, 'INVALID_REQUEST', 'installation.error.from', 'from');
    const snapshot = await deps.catalogue();
    const settings = snapshot.installation;
    if (!settings)
      throw new ApiError(404, 'INSTALLATION_NOT_OFFERED', (t) =>
        t('installation.error.notOffered', { reason: t('installation.reason.not_offered') }),
      );
    const now = deps.now();
    const zone = zoneOf(snapshot, county.code);
    const window = windowFor(snapshot, settings, zone, shopDay(now));
    const start = from?.data && from.data > window.first ? from.data : window.first;
    const days = workingDaysBetween(start, window.last, settings.closedDays).slice(0, SLOT_DAYS);
    const loads = days.length ? await deps.db.installations.loads(zone, days[0]!, days.at(-1)!, now) : [];
    const byDay = new Map(loads.map((load) => [load.day, load]));
    const answer: SlotsAnswer = {
      county: county.name,
      zone,
      first: window.first,
      last: window.last,
      slots: days.map((date) => {
        const load = byDay.get(date);
        return { date, available: load ? Math.max(0, load.capacity - load.booked) : 0 };
      }),
    };
    return c.json(answer, 200, noStore);
  });
}
