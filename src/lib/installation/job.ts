/**
 * An installation job's life, written once (DESIGN: every state machine is written once):
 *
 *   unscheduled ─day chosen→ booked ─technician→ assigned ─customer's code→ completed
 *        └──────────────┴──────────────┴─ the order cancelled → cancelled
 *
 * A lay-by's installation is unscheduled until the plan is paid in full (reference
 * layby-instalments.md §2); every other is booked with its day at checkout. A booked or assigned
 * job may move to another open day (the customer, up to `rescheduleHours` before the day; the team
 * at any time before completion); moving an assigned job keeps its technician only when they may
 * still take it, which the route asks again (licence.ts).
 */
export const JOB_STATUSES = ['unscheduled', 'booked', 'assigned', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_MOVES = ['schedule', 'assign', 'complete', 'cancel'] as const;
export type JobMove = (typeof JOB_MOVES)[number];

const MOVES: Readonly<Record<JobStatus, readonly JobMove[]>> = {
  unscheduled: ['schedule', 'cancel'],
  booked: ['schedule', 'assign', 'cancel'],
  assigned: ['schedule', 'assign', 'complete', 'cancel'],
  completed: [],
  cancelled: [],
};

/** Whether `move` is legal from `status`. */
export function canMove(status: JobStatus, move: JobMove): boolean {
  return MOVES[status].includes(move);
}

/** Where a legal move leads (`schedule` of an assigned job keeps it assigned: the route checks the technician again). */
export function afterMove(status: JobStatus, move: JobMove): JobStatus {
  if (!canMove(status, move)) throw new Error(`Illegal move ${move} from ${status}`);
  switch (move) {
    case 'schedule':
      return status === 'assigned' ? 'assigned' : 'booked';
    case 'assign':
      return 'assigned';
    case 'complete':
      return 'completed';
    case 'cancel':
      return 'cancelled';
  }
}

const HOUR_MS = 3_600_000;
const EAT_OFFSET_MS = 3 * HOUR_MS;

/**
 * Whether the customer may choose or move their day at `now`: an unscheduled job (a lay-by's, once
 * the route has seen it paid in full), or a booked or assigned one at least `rescheduleHours`
 * before its day begins in Kenya (00:00 East Africa Time).
 */
export function customerMayReschedule(job: { status: JobStatus; day: string | null }, rescheduleHours: number, now: Date): boolean {
  if (job.status === 'unscheduled') return true;
  if (job.status !== 'booked' && job.status !== 'assigned') return false;
  if (!job.day) return false;
  const dayStarts = Date.parse(`${job.day}T00:00:00Z`) - EAT_OFFSET_MS;
  return dayStarts - now.getTime() >= rescheduleHours * HOUR_MS;
}
