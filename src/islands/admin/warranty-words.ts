import type { AdminClaimEvent } from '../../api/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import type { ClaimStatus } from '../../lib/warranty/claim-status.ts';
import { kenyanDay } from '../../lib/warranty/terms.ts';

const t = translationsFor(pageLocale());
const DAY = 86_400_000;

/** A claim's status in words: the customer's own names for them (warranty.status.*). */
export const claimStatusLabel = (status: ClaimStatus) => t(`warranty.status.${status}`);

/** A calendar day (YYYY-MM-DD) in words: "28 November 2026". */
export const dayLabel = (day: string) => formatLongDate(day, t.locale);

/** How a warranty's end stands from today (Kenya): ends in n days, ends today, ended. */
export function endsLabel(endsOn: string, today = kenyanDay(new Date().toISOString())): string {
  const days = Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
  if (days < 0) return t('admin.warranty.ends.ended');
  return days === 0 ? t('admin.warranty.ends.today') : t('admin.warranty.ends.left', { count: days });
}

/** Who made an entry of a claim's audit: their e-mail when the account is known, else their role. */
export const eventActor = (event: Pick<AdminClaimEvent, 'actorEmail' | 'actorRole'>) =>
  event.actorEmail ?? t(`admin.actor.${event.actorRole}`);
