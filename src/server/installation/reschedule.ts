import { assignmentVerdict, type AssignRefusal } from '../../lib/installation/licence.ts';
import { canMove, customerMayReschedule } from '../../lib/installation/job.ts';
import type { Installation } from '../../lib/installation/types.ts';
import { rescheduledMessages, withdrawnMessages } from '../../lib/messages/installation-messages.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { AdminActor, Database, Order } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { dayFull, dayRefused } from '../checkout/installation.ts';

export interface RescheduleDeps {
  db: Database;
  catalogue: CatalogueSource;
  now: () => Date;
  events?: OrderEvents | undefined;
}

/** Who moves the day: the order's customer (signed in or holding its phone and reference), or the team (audited). */
export type Rescheduler = { kind: 'customer'; userId: string | null } | { kind: 'team'; actor: AdminActor };

export interface Rescheduled {
  /** The order after the move, its installation on the new day. */
  order: Order;
  installation: Installation;
  /** Why the technician could not keep the job on the new day (it is booked again, without them); null when kept or none was assigned. */
  unassigned: AssignRefusal | null;
}

const notOffered = () =>
  new ApiError(409, 'INSTALLATION_NOT_OFFERED', (t) =>
    t('installation.error.notOffered', { reason: t('installation.reason.not_offered') }),
  );

/**
 * Moves an order's installation to another open day (issue 48, item 4), one rule for the customer
 * and the team, under the order's lock, the job's, and the new day's (db.installations.move):
 * the job must allow `schedule` (lib/installation/job.ts); a lay-by's day is chosen once its plan is
 * paid in full (409 INSTALLATION_LAYBY_OPEN); the customer moves it only up to the settings'
 * hours before the day (409 INSTALLATION_TOO_LATE); the day must be bookable (dayRefused: 409
 * INSTALLATION_DAY_PAST or _UNAVAILABLE) and have a place (409 INSTALLATION_DAY_FULL). An
 * unscheduled job becomes booked (order action installation_booked), a booked or assigned one
 * moves (installation_rescheduled, counted). An assigned job keeps its technician only while they
 * may still take it on the new day (licence.ts assignmentVerdict); otherwise it is booked again
 * without them, for the team to assign. The customer (and the technician kept) hear of it
 * (rescheduledMessages); the team's move is audited as installation.reschedule.
 */
export async function rescheduleInstallation(deps: RescheduleDeps, orderId: string, date: string, by: Rescheduler): Promise<Rescheduled> {
  const snapshot = await deps.catalogue();
  const settings = snapshot.installation;
  if (!settings) throw notOffered();
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await tx.orders.lockState(orderId))) throw new ApiError(404, 'ORDER_NOT_FOUND', 'order.error.notFound', 'orderId');
    const job = await tx.installations.lock(orderId);
    if (!job) throw new ApiError(409, 'NO_INSTALLATION', 'installation.error.none');
    if (!canMove(job.status, 'schedule')) {
      const status = job.status;
      throw new ApiError(409, 'INSTALLATION_CLOSED', (t) => t('installation.error.closed', { status: t(`installation.status.${status}`) }));
    }
    const before = (await tx.orders.byId(orderId))!;
    // Goods on lay-by are delivered once paid in full: no day before then, whoever asks.
    if (before.plan && before.plan.status !== 'paid') throw new ApiError(409, 'INSTALLATION_LAYBY_OPEN', 'installation.error.layby');
    if (by.kind === 'customer' && !customerMayReschedule(job, settings.rescheduleHours, now))
      throw new ApiError(409, 'INSTALLATION_TOO_LATE', 'installation.error.tooLate', undefined, { hours: settings.rescheduleHours });
    if (job.day === date) return { order: before, installation: job, unassigned: null, moved: false };
    const refused = dayRefused(snapshot, settings, job.zone, date, now, 'date');
    if (refused) throw refused;
    if ((await tx.installations.move(orderId, job.zone, date, now)) === 'full') throw dayFull(date, 'date');

    let unassigned: AssignRefusal | null = null;
    if (job.status === 'assigned' && job.technician) {
      const technician = await tx.installations.technicians.byId(job.technician.id, true);
      const others = technician ? await tx.installations.technicianJobsOn(technician.id, date, orderId) : 0;
      const verdict = technician
        ? assignmentVerdict(technician, { requiredClass: job.requiredClass, county: job.county, day: date }, others)
        : ({ ok: false, refusal: 'TECHNICIAN_INACTIVE' } as const);
      if (!verdict.ok) {
        unassigned = verdict.refusal;
        await tx.installations.unassign(orderId);
      }
    }
    const detail = { from: job.day, to: date, technicianId: job.technician?.id ?? null, unassigned };
    await tx.orderActions.record(orderId, {
      action: job.status === 'unscheduled' ? 'installation_booked' : 'installation_rescheduled',
      actor: by.kind === 'team' ? by.actor.id : by.userId,
      actorRole: by.kind === 'team' ? 'admin' : 'customer',
      reason: null,
      detail,
    });
    if (by.kind === 'team')
      await tx.adminActions.record(by.actor, {
        action: 'installation.reschedule',
        target: { kind: 'order', id: orderId },
        details: detail,
      });
    await deps.events?.queueWritten(tx, orderId, (order, context) => [
      ...rescheduledMessages(order, context, job.day),
      // The technician who may not take the new day is told not to come on the old one.
      ...(unassigned && job.technician && job.day
        ? withdrawnMessages(order, context, { technician: job.technician, day: job.day }, 'moved')
        : []),
    ]);
    const order = (await tx.orders.byId(orderId))!;
    return { order, installation: order.installation!, unassigned, moved: true };
  });
  if (outcome.moved) deps.events?.sendNow(orderId);
  return { order: outcome.order, installation: outcome.installation, unassigned: outcome.unassigned };
}
