import type { CustomerInstallation } from '../../api/installation.ts';
import type { Locale } from '../../i18n/locales.ts';
import { customerMayReschedule } from './job.ts';
import type { Installation } from './types.ts';

const HOUR_MS = 3_600_000;
const EAT_OFFSET_MS = 3 * HOUR_MS;

/** What decides whether the customer may move the day: the time, the CMS's hours before the day (null: installations not offered now). */
export interface RescheduleWindow {
  now: Date;
  rescheduleHours: number | null | undefined;
}

/** Why the customer may not choose or move the day online now; null when they may (the same rule the route enforces, reschedule.ts). */
export function rescheduleRefusal(
  job: Pick<Installation, 'status' | 'day'>,
  order: { plan: { status: string } | null },
  rules: RescheduleWindow,
): CustomerInstallation['rescheduleRefusal'] {
  if (job.status === 'completed' || job.status === 'cancelled' || rules.rescheduleHours == null) return 'closed';
  if (order.plan && order.plan.status !== 'paid') return 'layby_open';
  return customerMayReschedule(job, rules.rescheduleHours, rules.now) ? null : 'too_late';
}

/** The last moment a day may be moved online: `hours` before it begins at 00:00 in Kenya. */
export function rescheduleUntil(day: string, hours: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - EAT_OFFSET_MS - hours * HOUR_MS).toISOString();
}

/**
 * An order's installation as its customer sees it on /track, /orders and the confirmation: the
 * day, who comes (name and EPRA licence, once assigned), what is included in the order's language,
 * whether and until when the day may be moved, and the workmanship warranty once completed.
 */
export function toCustomerInstallation(
  job: Installation,
  order: { locale: Locale; plan: { status: string } | null },
  rules: RescheduleWindow,
): CustomerInstallation {
  const refusal = rescheduleRefusal(job, order, rules);
  const hours = rules.rescheduleHours ?? 0;
  return {
    status: job.status,
    day: job.day,
    county: job.county,
    priceCents: job.priceCents,
    requiredClass: job.requiredClass,
    includes: job.includes[order.locale],
    technician: job.technician && {
      name: job.technician.name,
      licenceNumber: job.technician.licenceNumber,
      licenceClass: job.technician.licenceClass,
    },
    canReschedule: refusal === null,
    rescheduleRefusal: refusal,
    rescheduleUntil: job.day && refusal !== 'closed' ? rescheduleUntil(job.day, hours) : null,
    rescheduleHours: hours,
    completedAt: job.completedAt,
    workmanshipUntil: job.workmanshipUntil,
  };
}
