import { Hono } from 'hono';
import type { SlotsAnswer } from '../../api/installation.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { daySchema } from '../../lib/installation/admin-requests.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { zoneOf } from '../checkout/installation.ts';
import { openDays, SLOT_DAYS } from '../installation/open-days.ts';

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
    const now = deps.now();
    const snapshot = await deps.catalogue();
    const zone = zoneOf(snapshot, county.code);
    const open = await openDays(deps.db, snapshot, zone, now, SLOT_DAYS, from?.data ?? null);
    if (!open)
      throw new ApiError(404, 'INSTALLATION_NOT_OFFERED', (t) =>
        t('installation.error.notOffered', { reason: t('installation.reason.not_offered') }),
      );
    const answer: SlotsAnswer = { county: county.name, zone, first: open.window.first, last: open.window.last, slots: open.slots };
    return c.json(answer, 200);
  });
}
