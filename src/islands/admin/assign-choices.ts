import type { AdminInstallation, AdminTechnician } from '../../api/admin-installation.ts';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { assignmentVerdict, type AssignRefusal } from '../../lib/installation/licence.ts';

/**
 * Who may take a job, as the Assign control lists them (issue 48, items 3 and 6): each active
 * technician, with why not when they may not (lib/installation/licence.ts decides, as the server
 * does; the server's 409 is still shown should it refuse). The reasons are short (the name is on
 * the choice already) and named one by one, so the order page's string table carries these few.
 */
const REFUSAL_KEYS: Readonly<Record<AssignRefusal, MessageKey>> = {
  TECHNICIAN_INACTIVE: 'admin.technicians.inactive',
  LICENCE_CLASS: 'admin.job.why.class',
  LICENCE_EXPIRED: 'admin.job.why.expired',
  COUNTY_NOT_COVERED: 'admin.job.why.county',
  TECHNICIAN_BOOKED: 'admin.job.why.booked',
};

type Job = Pick<AdminInstallation, 'orderId' | 'requiredClass' | 'county' | 'countyName' | 'day'>;
type Booked = Pick<AdminInstallation, 'orderId' | 'day' | 'status' | 'technician'>;

/** Why `technician` may not take `job`, in a few words. */
function refusalWords(refusal: AssignRefusal, technician: AdminTechnician, job: Job, t: Translate): string {
  return t(REFUSAL_KEYS[refusal], {
    held: technician.licenceClass,
    needed: job.requiredClass,
    expires: formatLongDate(technician.licenceExpires, 'en'),
    county: job.countyName,
  });
}

/** How many other jobs a technician does on `day` (assigned or done, as the server counts them). */
export function jobsOnDay(technicianId: string, day: string, jobs: readonly Booked[], except: string): number {
  return jobs.filter(
    (other) =>
      other.orderId !== except &&
      other.day === day &&
      other.technician?.id === technicianId &&
      (other.status === 'assigned' || other.status === 'completed'),
  ).length;
}

export interface AssignChoice {
  technician: AdminTechnician;
  /** Why they may not take it; null when they may. */
  why: string | null;
}

/**
 * The active technicians for a job with a day: those who may take it first, then those who may
 * not with why; `jobs` are the others known that day (the calendar's, or the day's own).
 */
export function assignChoices(
  job: Job & { day: string },
  technicians: readonly AdminTechnician[],
  jobs: readonly Booked[],
  t: Translate,
): AssignChoice[] {
  const choices = technicians
    .filter((technician) => technician.active)
    .map((technician) => {
      const verdict = assignmentVerdict(technician, job, jobsOnDay(technician.id, job.day, jobs, job.orderId));
      return { technician, why: verdict.ok ? null : refusalWords(verdict.refusal, technician, job, t) };
    });
  return [...choices.filter((choice) => choice.why === null), ...choices.filter((choice) => choice.why !== null)];
}
