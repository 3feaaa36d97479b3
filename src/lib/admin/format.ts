import { SHOP_TIME_ZONE } from './periods.ts';

const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
const longDate = new Intl.DateTimeFormat('en-KE', { dateStyle: 'full', timeZone: SHOP_TIME_ZONE });

/** When something happened, on the shop's clock: "18 Nov 2026, 12:00". */
export function adminDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The day the dashboard is about: "Wednesday, 18 November 2026". */
export function adminLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
