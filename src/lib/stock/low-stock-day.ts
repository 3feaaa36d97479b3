import { calendarDate, SHOP_TIME_ZONE, startOfDay } from '../admin/periods.ts';

/**
 * When the shop's daily low-stock alert is due (issue 44, item 6): once a day on the shop's
 * calendar (Africa/Nairobi), from the hour the team starts work, so the list of what to reorder
 * is waiting in the morning rather than arriving at midnight. Pure: `now` is passed in.
 */

/** The hour (shop time) from which a day's alert is due. */
const LOW_STOCK_ALERT_HOUR = 7;

/** The shop's calendar day of `now` as YYYY-MM-DD once its alert is due, or null before the hour. */
export function lowStockAlertDay(now: Date, timeZone: string = SHOP_TIME_ZONE): string | null {
  const { year, month, day } = calendarDate(now, timeZone);
  const due = startOfDay({ year, month, day }, timeZone).getTime() + LOW_STOCK_ALERT_HOUR * 3_600_000;
  if (now.getTime() < due) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A counted product is low at or below its threshold (out of stock included). */
export function isLow(figures: { available: number; lowThreshold: number }): boolean {
  return figures.available <= figures.lowThreshold;
}
