import { missingFields } from '../../lib/installation/checklist.ts';
import { storedRecord } from '../../lib/installation/commissioning.ts';
import { serialSlots, serialsBySlot } from '../../lib/installation/serial-slots.ts';
import type { Installation } from '../../lib/installation/types.ts';
import { codeMessages, completedMessages } from '../../lib/messages/installation-messages.ts';
import type { Order } from '../../lib/order-types.ts';
import { serialKey } from '../../lib/warranty/serial.ts';
import { kenyanDay } from '../../lib/warranty/terms.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { SerialTaken } from '../db/warranty.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { tokenHash } from '../random-token.ts';
import { recordDuplicateAttempt, registerForOrder, termsFrom } from '../warranty/register.ts';

/**
 * Completion of an installation by the customer's code (issue 48, item 5). The technician asks for
 * a 6-digit code, sent to the customer's phone by SMS (at most one a minute, kept only as a hash);
 * the customer reads it out once the system runs, and the technician types it in. Five wrong
 * tries spend the code. A right one completes the job in one transaction: each serial registered
 * for the customer's warranty (the customer's own registration, warranty/register.ts), the
 * workmanship warranty started that day, the order's audit, and the customer's message.
 */

const CODE_TRIES = 5;
const CODE_RESEND_MS = 60_000;

export interface CompletionDeps {
  db: Database;
  catalogue: CatalogueSource;
  events?: OrderEvents | undefined;
  now: () => Date;
}

/** Why a job cannot be completed yet, or null when it can (an assigned job, its goods delivered, record and serials complete). */
export function notReady(job: Installation, order: Order): 'closed' | 'waitingDelivery' | 'incomplete' | null {
  if (job.status !== 'assigned') return 'closed';
  if (order.deliveryStatus !== 'delivered' || order.orderStatus === 'cancelled' || order.orderStatus === 'refunded')
    return 'waitingDelivery';
  const record = storedRecord(job.checklist);
  if (!record || missingFields(record.values).length > 0) return 'incomplete';
  if (serialsBySlot(serialSlots(order.items), job.serials).some((s) => s === '')) return 'incomplete';
  return null;
}

/** A completion code: six digits, each equally likely. */
function newCode(): string {
  const values = crypto.getRandomValues(new Uint32Array(1));
  return String(values[0]! % 1_000_000).padStart(6, '0');
}

const codeHashOf = (orderId: string, code: string) => tokenHash(`installation-code:${orderId}:${code}`);

export type SendOutcome = { kind: 'sent' } | { kind: 'wait' } | { kind: 'notReady'; why: NonNullable<ReturnType<typeof notReady>> };

/** Sends a new completion code to the customer (the last one no longer works). */
export async function sendCompletionCode(deps: CompletionDeps, orderId: string): Promise<SendOutcome> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<SendOutcome> => {
    await tx.orders.lockState(orderId);
    const job = await tx.installations.lock(orderId);
    const order = await tx.orders.byId(orderId);
    if (!job || !order) return { kind: 'notReady', why: 'closed' };
    const why = notReady(job, order);
    if (why) return { kind: 'notReady', why };
    if (job.codeSentAt && now.getTime() - Date.parse(job.codeSentAt) < CODE_RESEND_MS) return { kind: 'wait' };
    const code = newCode();
    await tx.installations.codeSent(orderId, await codeHashOf(orderId, code));
    // Each send is a message of its own (the outbox keeps one per order, event and key).
    const key = `code-${now.getTime()}`;
    await deps.events?.queueWritten(tx, orderId, (o, context) => codeMessages(o, context, code).map((m) => ({ ...m, dedupeKey: key })));
    return { kind: 'sent' };
  });
  if (outcome.kind === 'sent') deps.events?.sendNow(orderId);
  return outcome;
}

export type ConfirmOutcome =
  | { kind: 'completed' }
  | { kind: 'wrong'; left: number }
  | { kind: 'spent' }
  | { kind: 'noCode' }
  | { kind: 'notReady'; why: NonNullable<ReturnType<typeof notReady>> }
  | { kind: 'taken'; serial: string; productId: string };

/**
 * Completes the job when `code` is the one last sent. A wrong code is counted (the count stays:
 * that transaction commits); the fifth spends it. A serial already registered to another order
 * undoes everything and is named, for the technician to check the label.
 */
export async function confirmCompletion(deps: CompletionDeps, orderId: string, code: string): Promise<ConfirmOutcome> {
  const today = kenyanDay(deps.now().toISOString());
  const termsOf = await termsFrom(deps.catalogue);
  let taken: { order: Order; taken: SerialTaken } | null = null;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      await tx.orders.lockState(orderId);
      const job = await tx.installations.lock(orderId);
      const order = await tx.orders.byId(orderId);
      if (!job || !order) return { kind: 'notReady', why: 'closed' };
      const why = notReady(job, order);
      if (why) return { kind: 'notReady', why };
      const kept = await tx.installations.codeHash(orderId);
      if (!kept) return { kind: 'noCode' };
      if (job.codeAttempts >= CODE_TRIES) return { kind: 'spent' };
      if ((await codeHashOf(orderId, code)) !== kept) {
        const tries = await tx.installations.codeMissed(orderId);
        return tries >= CODE_TRIES ? { kind: 'spent' } : { kind: 'wrong', left: CODE_TRIES - tries };
      }
      // Serials the customer registered themselves for this order since delivery are theirs already.
      const already = new Set((await tx.warranty.forOrder(orderId)).map((r) => `${r.productId}\n${serialKey(r.serial)}`));
      const items = (job.serials ?? []).filter((s) => !already.has(`${s.productId}\n${serialKey(s.serial)}`));
      if (items.length > 0) {
        const written = await registerForOrder(tx, order, items, termsOf);
        if (!written.ok) {
          taken = { order, taken: written.taken };
          throw written.error;
        }
      }
      await tx.installations.complete(orderId, today);
      await tx.orderActions.record(orderId, {
        action: 'installation_completed',
        actor: null,
        actorRole: 'customer',
        reason: null,
        detail: { technicianId: job.technician?.id ?? null, serials: job.serials?.length ?? 0, day: today },
      });
      await deps.events?.queueWritten(tx, orderId, (o, context) => completedMessages(o, context));
      return { kind: 'completed' };
    });
    if (outcome.kind === 'completed') deps.events?.sendNow(orderId);
    return outcome;
  } catch (error) {
    const refused = taken as { order: Order; taken: SerialTaken } | null;
    if (!refused) throw error;
    await recordDuplicateAttempt(deps.db, refused.order, refused.taken);
    return { kind: 'taken', serial: refused.taken.serial, productId: refused.taken.productId };
  }
}
