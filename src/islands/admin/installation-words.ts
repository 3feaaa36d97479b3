import type { AdminInstallation, AdminTechnician } from '../../api/admin-installation.ts';
import type { CalendarAnswer } from '../../client/admin-installation.ts';
import type { Translate } from '../../i18n/index.ts';
import { KENYA_COUNTIES, type County } from '../../lib/delivery/counties.ts';
import { addDays, daysBetween } from '../../lib/layby/calendar.ts';

/**
 * The team's installation desks in words and shapes (issue 48, items 3 and 6), pure: a licence's
 * badge, the notice of licences about to end, the calendar's range and its days by zone, the
 * county search of the technician form.
 */

/** A day as the desk's calendar shows it: "Mon, 30 Nov". */
const dayFormat = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
export const calendarDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A licence's badge: "expires in 12 days", "expires today", "expired"; nothing while it has more than the warning's days. */
export function licenceBadge(licence: AdminTechnician['licence'], t: Translate): { kind: 'expiring' | 'expired'; text: string } | null {
  if (licence.state === 'expired') return { kind: 'expired', text: t('admin.technicians.expired') };
  if (licence.state === 'valid') return null;
  return {
    kind: 'expiring',
    text: licence.daysLeft === 0 ? t('admin.technicians.expiresToday') : t('admin.technicians.expiresIn', { count: licence.daysLeft }),
  };
}

/** The notice over the table: how many active technicians' licences end within the warning's days, and how many have ended; null when none. */
export function licenceNotice(technicians: readonly AdminTechnician[], t: Translate): string[] | null {
  const active = technicians.filter((technician) => technician.active);
  const expiring = active.filter((technician) => technician.licence.state === 'expiring').length;
  const expired = active.filter((technician) => technician.licence.state === 'expired').length;
  const lines = [
    expiring > 0 ? t('admin.technicians.noticeExpiring', { count: expiring }) : null,
    expired > 0 ? t('admin.technicians.noticeExpired', { count: expired }) : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : null;
}

/** Technicians as the table lists them: active first, the licence that ends soonest first among them. */
export function techniciansInOrder(technicians: readonly AdminTechnician[]): AdminTechnician[] {
  return [...technicians].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.licenceExpires.localeCompare(b.licenceExpires) || a.name.localeCompare(b.name, 'en'),
  );
}

/** The counties whose name or code holds what was typed ("nai", "047", "murang"), in alphabetical order. */
export function countiesMatching(query: string, counties: readonly County[] = KENYA_COUNTIES): County[] {
  const key = query
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const matching = key
    ? counties.filter(
        (county) =>
          county.code.includes(key) ||
          county.name
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')
            .includes(key),
      )
    : [...counties];
  return matching.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The calendar's ranges, kept in the address (?range=): the rest of this week (to Sunday; on a Sunday, the week ahead), or today and the 13 days after. */
export const CALENDAR_RANGES = ['week', 'fortnight'] as const;
export type CalendarRange = (typeof CALENDAR_RANGES)[number];

export function rangeOf(value: string | null): CalendarRange {
  return CALENDAR_RANGES.find((range) => range === value) ?? 'week';
}

/** The first and last day of a range seen on `today` (YYYY-MM-DD, the shop's calendar). */
export function rangeDays(range: CalendarRange, today: string): { from: string; to: string } {
  if (range === 'fortnight') return { from: today, to: addDays(today, 13) };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { from: today, to: addDays(today, weekday === 0 ? 7 : 7 - weekday) };
}

export interface CalendarDay {
  day: string;
  /** No one installs that day (a Sunday, a public holiday, a day the CMS closes). */
  closed: boolean;
  /** Zones 1 to 4: the jobs booked that day, and the jobs that day takes (the day's own where the team set one, else the zone's). */
  zones: Array<{ zone: number; jobs: AdminInstallation[]; jobsPerDay: number }>;
}

/** Every day of the range with each zone's jobs that day (cancelled ones are not listed by the API). */
export function calendarDays(
  answer: Pick<CalendarAnswer, 'from' | 'to' | 'jobs' | 'capacities' | 'dayCapacities' | 'closed'>,
): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let offset = 0; offset <= daysBetween(answer.from, answer.to); offset++) {
    const day = addDays(answer.from, offset);
    days.push({
      day,
      closed: answer.closed.includes(day),
      zones: [1, 2, 3, 4].map((zone) => ({
        zone,
        jobs: answer.jobs.filter((job) => job.day === day && job.zone === zone),
        jobsPerDay:
          answer.dayCapacities.find((own) => own.zone === zone && own.day === day)?.capacity ??
          answer.capacities.find((capacity) => capacity.zone === zone)?.jobsPerDay ??
          0,
      })),
    });
  }
  return days;
}

/** Whether a job waits on the team: no day yet, or a day and no technician. */
export const needsTeam = (job: Pick<AdminInstallation, 'status'>) => job.status === 'unscheduled' || job.status === 'booked';

/**
 * A refusal of the API shown where it belongs: at the form's field the API names ("counties.2" is
 * the counties' field), without the field's name the message starts with; else under the form.
 */
export function errorAtField<F extends string>(
  fields: readonly F[],
  named: string | undefined,
  message: string,
): Partial<Record<F | 'form', string>> {
  const field = fields.find((known) => known === named?.split('.')[0]);
  if (!field) return { form: message } as Partial<Record<F | 'form', string>>;
  const prefix = `${named}: `;
  return { [field]: message.startsWith(prefix) ? message.slice(prefix.length) : message } as Partial<Record<F | 'form', string>>;
}
