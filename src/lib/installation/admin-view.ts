import type { AdminInstallation } from '../../api/admin-installation.ts';
import { countyOf } from '../delivery/counties.ts';
import { orderReference } from '../order-display.ts';
import type { Installation } from './types.ts';

/** An installation as the team sees it (with the customer's details where the calendar lists them). */
export function toAdminInstallation(job: Installation, extra: Partial<AdminInstallation> = {}): AdminInstallation {
  return {
    orderId: job.orderId,
    reference: orderReference(job.orderId),
    status: job.status,
    day: job.day,
    county: job.county,
    countyName: countyOf(job.county)?.name ?? job.county,
    zone: job.zone,
    band: job.band,
    requiredClass: job.requiredClass,
    priceCents: job.priceCents,
    holdUntil: job.holdUntil,
    technician: job.technician,
    assignedAt: job.assignedAt,
    completedAt: job.completedAt,
    workmanshipUntil: job.workmanshipUntil,
    reschedules: job.reschedules,
    serials: job.serials,
    checklistSaved: job.checklist !== null,
    ...extra,
  };
}
