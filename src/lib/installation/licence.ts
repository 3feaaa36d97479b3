/**
 * EPRA technician licences under the Energy (Solar Photovoltaic Systems) Regulations 2012
 * (reference solar-installation-epra.md §2): T1 a single module or battery DC system up to 100 Wp,
 * T2 up to 300 Wp and may include an inverter, T3 grid-tied and hybrid systems of any size. A
 * higher class covers every job of a lower one. Each licence runs a year; a job on a day after its
 * last valid day is refused, never warned about (§7, "block, do not warn").
 */
export const LICENCE_CLASSES = ['T1', 'T2', 'T3'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

const RANK: Readonly<Record<LicenceClass, number>> = { T1: 1, T2: 2, T3: 3 };

/** Whether a technician holding `held` may do a job that needs `needed`. */
export function classCovers(held: LicenceClass, needed: LicenceClass): boolean {
  return RANK[held] >= RANK[needed];
}

/** The class a job of several installed products needs: the highest any of them needs; null for none. */
export function jobClass(classes: Iterable<LicenceClass>): LicenceClass | null {
  let highest: LicenceClass | null = null;
  for (const c of classes) if (!highest || RANK[c] > RANK[highest]) highest = c;
  return highest;
}

/** Days before a licence's last valid day from which the team is warned (alerts at 60, 30 and 7 days, §7). */
const LICENCE_WARN_DAYS = [60, 30, 7] as const;

/** What the team is told of a licence on `today`: fine, expiring within a warning's days, or expired. */
export function licenceStanding(expires: string, today: string): { state: 'valid' | 'expiring' | 'expired'; daysLeft: number } {
  const daysLeft = Math.round((Date.parse(`${expires}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  return { state: daysLeft <= LICENCE_WARN_DAYS[0] ? 'expiring' : 'valid', daysLeft };
}

/** Why a technician may not take a job, in the order they are checked (the first that applies is the answer). */
export const ASSIGN_REFUSALS = [
  'TECHNICIAN_INACTIVE',
  'LICENCE_CLASS',
  'LICENCE_EXPIRED',
  'COUNTY_NOT_COVERED',
  'TECHNICIAN_BOOKED',
] as const;
export type AssignRefusal = (typeof ASSIGN_REFUSALS)[number];

export interface TechnicianForJob {
  active: boolean;
  licenceClass: LicenceClass;
  /** The licence's last valid day, YYYY-MM-DD. */
  licenceExpires: string;
  /** County codes ('001'…'047'). */
  counties: readonly string[];
}

export interface JobForTechnician {
  requiredClass: LicenceClass;
  /** County code. */
  county: string;
  /** The installation day, YYYY-MM-DD. */
  day: string;
}

/**
 * Whether a technician may be given a job (§7's assignment rules): active, a class that covers
 * the job's, a licence valid on the job's day (the last valid day included), the county among
 * theirs, and no other job that day (an installation and its commissioning take the day, §5).
 */
export function assignmentVerdict(
  technician: TechnicianForJob,
  job: JobForTechnician,
  otherJobsThatDay: number,
): { ok: true } | { ok: false; refusal: AssignRefusal } {
  if (!technician.active) return { ok: false, refusal: 'TECHNICIAN_INACTIVE' };
  if (!classCovers(technician.licenceClass, job.requiredClass)) return { ok: false, refusal: 'LICENCE_CLASS' };
  if (technician.licenceExpires < job.day) return { ok: false, refusal: 'LICENCE_EXPIRED' };
  if (!technician.counties.includes(job.county)) return { ok: false, refusal: 'COUNTY_NOT_COVERED' };
  if (otherJobsThatDay > 0) return { ok: false, refusal: 'TECHNICIAN_BOOKED' };
  return { ok: true };
}
