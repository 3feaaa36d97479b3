import type { Context } from 'hono';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import { missingFields, readChecklist } from '../../lib/installation/checklist.ts';
import { fieldLabel, formValue } from '../../lib/installation/checklist-html.ts';
import { commissioningRecord, storedRecord } from '../../lib/installation/commissioning.ts';
import { jobNotFoundHtml, jobSheetHtml, type JobSheetView } from '../../lib/installation/job-sheet-html.ts';
import { readSerials, serialSlots, serialsBySlot, type SerialSlot } from '../../lib/installation/serial-slots.ts';
import type { Installation } from '../../lib/installation/types.ts';
import { isInstallationLine } from '../../lib/installation/line.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { Order } from '../../lib/order-types.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { kenyanDay } from '../../lib/warranty/terms.ts';
import { ApiError } from '../errors.ts';
import { confirmCompletion, notReady, sendCompletionCode, type CompletionDeps } from '../installation/complete.ts';
import { JOB_TOKEN, jobTokenHash } from '../installation/job-sheet-link.ts';
import { NO_STORE } from '../no-store.ts';

/**
 * GET and POST /jobs/{token} (and /sw/jobs/{token}): the technician's job sheet, a page of its own
 * (lib/installation/job-sheet-html.ts) rather than a built page with slots, so it carries no site
 * script or header. An unknown or replaced token is a 404 page. Posts: `intent` save | send | confirm.
 */

export type JobSheetDeps = CompletionDeps;

type Notice = JobSheetView['notice'];

const answer = (c: Context, html: string, status = 200) => c.html(html, status as 200, { ...NO_STORE, 'x-robots-tag': 'noindex' });

async function jobOf(deps: JobSheetDeps, token: string): Promise<{ job: Installation; order: Order } | null> {
  if (!JOB_TOKEN.test(token)) return null;
  const job = await deps.db.installations.byJobToken(await jobTokenHash(token));
  const order = job && (await deps.db.orders.byId(job.orderId));
  return job && order ? { job, order } : null;
}

function view(
  c: Context,
  job: Installation,
  order: Order,
  shown: { values?: Record<string, string>; errors?: Record<string, string>; notice?: Notice } = {},
): JobSheetView {
  const t: Translate = c.get('t');
  const slots = serialSlots(order.items);
  const record = storedRecord(job.checklist);
  const keptSerials = serialsBySlot(slots, job.serials);
  const values =
    shown.values ??
    Object.fromEntries([
      ...Object.entries(record?.values ?? {}).map(([name, value]) => [name, formValue(value)]),
      ...slots.map((slot, i) => [`serial.${slot.index}`, keptSerials[i]!]),
    ]);
  const why = notReady(job, order);
  const status =
    job.status === 'completed'
      ? 'completed'
      : job.status === 'cancelled'
        ? 'cancelled'
        : why === 'waitingDelivery'
          ? 'waitingDelivery'
          : 'open';
  const missing = [
    ...missingFields(record?.values ?? {}).map((field) => fieldLabel(field, t)),
    ...slots.filter((_, i) => keptSerials[i] === '').map((slot) => serialLabel(slot, t)),
  ];
  return {
    action: c.req.path,
    reference: orderReference(order.id),
    customer: {
      name: order.customer.fullName,
      phone: order.customer.phone,
      address: [order.customer.address, order.customer.apartment, order.customer.city].filter(Boolean).join(', '),
      county: countyOf(job.county)?.name ?? order.customer.county,
    },
    day: job.day,
    technician: job.technician,
    lines: order.items.filter((line) => !isInstallationLine(line)).map((line) => ({ name: line.productName, quantity: line.quantity })),
    includes: job.includes[t.locale] ?? job.includes.en,
    status,
    completedOn: job.completedAt ? kenyanDay(job.completedAt) : null,
    missing,
    slots,
    values,
    errors: shown.errors ?? {},
    kept: record?.values ?? {},
    notice: shown.notice ?? null,
  };
}

const serialLabel = (slot: SerialSlot, t: Translate) =>
  slot.count > 1
    ? t('installationJob.serials.of', { product: slot.productName, number: slot.number, count: slot.count })
    : t('installationJob.serials.one', { product: slot.productName });

/** GET /jobs/{token}. */
export async function jobSheetPage(c: Context, deps: JobSheetDeps): Promise<Response> {
  const found = await jobOf(deps, c.req.param('token') ?? '');
  if (!found) return answer(c, jobNotFoundHtml(c.get('t')), 404);
  return answer(c, jobSheetHtml(view(c, found.job, found.order), c.get('t')));
}

/** POST /jobs/{token}: save the record and serials, send the code, or confirm completion with it. */
export async function jobSheetPost(c: Context, deps: JobSheetDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const found = await jobOf(deps, c.req.param('token') ?? '');
  if (!found) return answer(c, jobNotFoundHtml(t), 404);
  const { job, order } = found;
  const again = async (status: number, shown: Parameters<typeof view>[3]) => {
    const fresh = (await deps.db.installations.byOrder(order.id)) ?? job;
    const freshOrder = (await deps.db.orders.byId(order.id)) ?? order;
    return answer(c, jobSheetHtml(view(c, fresh, freshOrder, shown), t), status);
  };
  const closed = () =>
    again(409, {
      notice: { text: t('installationJob.error.closed', { status: t(`installation.status.${job.status}`) }), kind: 'problem', at: 'code' },
    });
  const problem = (text: string, at: 'record' | 'code' = 'code') => ({ text, kind: 'problem' as const, at });

  switch (fields.intent) {
    case 'save': {
      if (job.status !== 'assigned' && job.status !== 'booked') return closed();
      const slots = serialSlots(order.items);
      const record = readChecklist(fields);
      const serials = readSerials(slots, fields);
      if (!record.ok || !serials.ok) {
        const errors = Object.fromEntries(
          Object.entries({ ...(record.ok ? {} : record.errors), ...(serials.ok ? {} : serials.errors) }).map(([name, key]) => [
            name,
            t(key as MessageKey),
          ]),
        );
        const typed = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'intent'));
        return again(400, { values: typed, errors, notice: problem(t('installationJob.fix'), 'record') });
      }
      await deps.db.installations.saveRecord(order.id, { ...commissioningRecord(record.values) }, serials.serials);
      return again(200, { notice: { text: t('installationJob.saved'), kind: 'done', at: 'record' } });
    }
    case 'send': {
      const sent = await sendCompletionCode(deps, order.id);
      if (sent.kind === 'sent')
        return again(200, {
          notice: { text: t('installationJob.code.sent', { last: order.customer.phone.slice(-3) }), kind: 'done', at: 'code' },
        });
      if (sent.kind === 'wait') return again(429, { notice: problem(t('installationJob.code.wait')) });
      return refusedAsNotReady(sent.why);
    }
    case 'confirm': {
      const code = (fields.code ?? '').replace(/\s+/g, '');
      if (!/^\d{6}$/.test(code)) return again(400, { notice: problem(t('installationJob.code.format')) });
      try {
        const done = await confirmCompletion(deps, order.id, code);
        switch (done.kind) {
          case 'completed':
            return again(200, { notice: { text: t('installationJob.done'), kind: 'done', at: 'code' } });
          case 'wrong':
            return again(400, { notice: problem(t('installationJob.code.wrong', { count: done.left })) });
          case 'spent':
            return again(429, { notice: problem(t('installationJob.code.spent')) });
          case 'noCode':
            return again(409, { notice: problem(t('installationJob.code.none')) });
          case 'taken':
            return again(409, { notice: problem(t('installationJob.error.serialRegistered', { serial: done.serial }), 'record') });
          case 'notReady':
            return refusedAsNotReady(done.why);
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return again(error.status, { notice: problem(error.text(t), 'record') });
      }
      break;
    }
  }
  return again(400, { notice: problem(t('api.error.invalid')) });

  function refusedAsNotReady(why: 'closed' | 'waitingDelivery' | 'incomplete') {
    if (why === 'closed') return closed();
    const text = why === 'waitingDelivery' ? t('installationJob.status.waitingDelivery') : t('installationJob.error.notComplete');
    return again(409, { notice: problem(text) });
  }
}
