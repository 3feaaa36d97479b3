const dateTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });

/** A timestamp as shoppers in Kenya read it, e.g. "21 Nov 2026, 14:05" (East Africa Time). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
