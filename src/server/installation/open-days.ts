import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import type { BookingWindow } from '../../lib/installation/calendar.ts';
import { workingDaysBetween } from '../../lib/installation/calendar.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import { windowFor } from '../checkout/installation.ts';
import type { Database } from '../db/index.ts';

/** The most days one answer lists (the booking window is 42 days at most by default). */
export const SLOT_DAYS = 42;

/**
 * The days a job in `zone` may be booked on now, from `from` (or the window's first day) for at
 * most `limit` working days, each with its places left (0: full): what GET
 * /api/installations/slots answers and /track's form lists. Null when the shop books no installations.
 */
export async function openDays(
  db: Database,
  snapshot: CatalogueSnapshot,
  zone: number,
  now: Date,
  limit: number,
  from: string | null = null,
): Promise<{ window: BookingWindow; slots: Array<{ date: string; available: number }> } | null> {
  const settings = snapshot.installation;
  if (!settings) return null;
  const window = windowFor(snapshot, settings, zone, shopDay(now));
  const start = from && from > window.first ? from : window.first;
  const days = workingDaysBetween(start, window.last, settings.closedDays).slice(0, limit);
  const loads = days.length ? await db.installations.loads(zone, days[0]!, days.at(-1)!, now) : [];
  const byDay = new Map(loads.map((load) => [load.day, load]));
  const slots = days.map((date) => {
    const load = byDay.get(date);
    return { date, available: load ? Math.max(0, load.capacity - load.booked) : 0 };
  });
  return { window, slots };
}
