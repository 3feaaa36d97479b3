import { countyOf } from '../../lib/delivery/counties.ts';
import { assignmentVerdict, type AssignRefusal } from '../../lib/installation/licence.ts';
import { canMove } from '../../lib/installation/job.ts';
import type { Installation, Technician } from '../../lib/installation/types.ts';
import { assignedMessages } from '../../lib/messages/installation-messages.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import type { AdminActor, Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { jobSheetUrl, newJobToken } from './job-sheet-link.ts';

/** 409 naming why the technician may not take the job, with the figures that decide it. */
function assignRefused(
  refusal: AssignRefusal,
  technician: Technician,
  job: Pick<Installation, 'requiredClass' | 'county' | 'day'>,
): ApiError {
  return new ApiError(
    409,
    refusal,
    (t) =>
      t(`admin.installation.error.${refusal}`, {
        name: technician.name,
        held: technician.licenceClass,
        needed: job.requiredClass,
        licence: technician.licenceNumber,
        expires: formatLongDate(technician.licenceExpires, t.locale),
        day: job.day ? formatLongDate(job.day, t.locale) : '',
        county: countyOf(job.county)?.name ?? job.county,
      }),
    'technicianId',
    {},
    { technicianId: technician.id },
  );
}

export interface AssignDeps {
  db: Database;
  events?: OrderEvents | undefined;
  siteUrl: string;
}

/**
 * Gives an order's job to a technician (issue 48, item 3), under the job's row lock and the
 * technician's: the job must have a day and be open; the technician must be active, hold a class
 * that covers the job's, a licence valid on its day, work in its county and have no other job that
 * day (lib/installation/licence.ts, in that order: the first that fails is the 409). A new job
 * sheet link is made (the last one given alone works); the customer is told who comes, with their
 * EPRA licence, and the technician gets the link. Audited as installation.assign.
 */
export async function assignTechnician(
  deps: AssignDeps,
  orderId: string,
  technicianId: string,
  actor: AdminActor,
): Promise<{ installation: Installation; jobSheetUrl: string }> {
  const { token, hash } = await newJobToken();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await tx.orders.lockState(orderId))) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
    const job = await tx.installations.lock(orderId);
    if (!job) throw new ApiError(409, 'NO_INSTALLATION', 'admin.installation.error.noInstallation');
    if (!canMove(job.status, 'assign')) {
      const status = job.status;
      throw new ApiError(409, 'INSTALLATION_CLOSED', (t) =>
        t('admin.installation.error.closed', { status: t(`installation.status.${status}`) }),
      );
    }
    if (!job.day) throw new ApiError(409, 'INSTALLATION_NOT_SCHEDULED', 'admin.installation.error.notScheduled');
    const technician = await tx.installations.technicians.byId(technicianId, true);
    if (!technician) throw new ApiError(404, 'TECHNICIAN_NOT_FOUND', 'admin.installation.error.technicianNotFound', 'technicianId');
    const others = await tx.installations.technicianJobsOn(technician.id, job.day, orderId);
    const verdict = assignmentVerdict(technician, { requiredClass: job.requiredClass, county: job.county, day: job.day }, others);
    if (!verdict.ok) throw assignRefused(verdict.refusal, technician, job);
    await tx.installations.assign(orderId, technician.id, hash);
    await tx.adminActions.record(actor, {
      action: 'installation.assign',
      target: { kind: 'order', id: orderId },
      details: {
        technicianId: technician.id,
        name: technician.name,
        licenceNumber: technician.licenceNumber,
        day: job.day,
        before: job.technician?.id ?? null,
      },
    });
    const url = jobSheetUrl(deps.siteUrl, token);
    await deps.events?.queueWritten(tx, orderId, (order, context) => assignedMessages(order, context, url));
    return { installation: (await tx.installations.byOrder(orderId))!, jobSheetUrl: url };
  });
  deps.events?.sendNow(orderId);
  return outcome;
}
