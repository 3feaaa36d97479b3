import type { ClaimAnswer } from '../../api/warranty.ts';
import { claimMessages } from '../../lib/messages/warranty-messages.ts';
import { orderReference } from '../../lib/order-display.ts';
import { claimMoveProblem, type ClaimStatus } from '../../lib/warranty/claim-status.ts';
import type { ClaimRequest } from '../../lib/warranty/requests.ts';
import { serialKey } from '../../lib/warranty/serial.ts';
import { inWarranty, kenyanDay } from '../../lib/warranty/terms.ts';
import type { WarrantyClaim, WarrantyRegistration } from '../../lib/warranty/types.ts';
import type { AdminActor, Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { countingMisses, type Guesser } from '../rate-limit/misses.ts';
import type { WarrantyDeps } from './register.ts';

/** The claim as the customer's answer shows it. */
export function claimAnswerOf(claim: WarrantyClaim, registration: WarrantyRegistration): ClaimAnswer['claim'] {
  return {
    id: claim.id,
    claimReference: claim.claimReference,
    reference: orderReference(registration.orderId),
    serial: registration.serial,
    productId: registration.productId,
    productName: registration.productName,
    status: claim.status,
    outOfWarranty: claim.outOfWarranty,
    endsOn: registration.endsOn,
    createdAt: claim.createdAt,
  };
}

/** Queues a claim's messages for its `step`th status (1: received) in the transaction that reached it. */
async function queueClaimMessages(
  deps: Pick<WarrantyDeps, 'events'>,
  tx: Database,
  registration: WarrantyRegistration,
  claim: WarrantyClaim,
  step: number,
): Promise<void> {
  await deps.events?.queueWritten(tx, registration.orderId, (order, context) => claimMessages(order, registration, claim, step, context));
}

/**
 * Records a claim against a registered serial (issue 31), for whoever holds the serial (however
 * typed: it is found by its key) and the phone its order was placed with: an unknown serial and a
 * wrong phone answer the same 404, each miss counted against the client who tried it on that
 * serial's key (rate-limit/misses.ts). A warranty that has ended is no reason to refuse: the claim
 * is kept, marked out of warranty, and the team decides. The claim gets its reference (C-…), and
 * the customer is told it by e-mail and SMS.
 */
export async function makeClaim(
  deps: WarrantyDeps,
  guesser: Guesser,
  request: ClaimRequest,
): Promise<{ claim: WarrantyClaim; registration: WarrantyRegistration }> {
  const registration = await countingMisses(guesser, `serial:${serialKey(request.serial)}`, async () => {
    for (const r of await deps.db.warranty.bySerial(request.serial)) {
      const order = await deps.db.orders.byId(r.orderId);
      if (order?.customer.phone === request.phone) return r;
    }
    return null;
  });
  if (!registration) throw new ApiError(404, 'SERIAL_NOT_FOUND', 'warranty.error.serialNotFound', 'serial');
  const outOfWarranty = !inWarranty(registration.endsOn, kenyanDay(deps.now().toISOString()));
  const claim = await deps.db.transaction(async (tx) => {
    const made = await tx.warranty.createClaim({
      registrationId: registration.id,
      description: request.description,
      outOfWarranty,
      actor: null,
    });
    await queueClaimMessages(deps, tx, registration, made, 1);
    return made;
  });
  deps.events?.sendNow(registration.orderId);
  return { claim, registration };
}

/** Who moves a claim: an admin, by user id (null for the team's own tools), with their audit identity when known. */
export interface ClaimActor {
  id: string | null;
  audit?: AdminActor | undefined;
}

/**
 * Moves a claim to another status (admins): an entry in its audit and the customer's e-mail and
 * SMS, and the admin audit's entry, in one transaction. A rejection needs its reason; the status it has already is a 409.
 */
export async function moveClaim(
  deps: Pick<WarrantyDeps, 'db' | 'events'>,
  claimId: string,
  move: { status: ClaimStatus; reason?: string | undefined },
  actor: ClaimActor,
): Promise<{ claim: WarrantyClaim; registration: WarrantyRegistration }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const claim = await tx.warranty.claimById(claimId, true);
    if (!claim) throw new ApiError(404, 'CLAIM_NOT_FOUND', 'warranty.error.claimNotFound', 'claimId');
    const reason = move.reason?.trim() || null;
    const problem = claimMoveProblem(claim.status, move.status, reason);
    if (problem === 'same') throw new ApiError(409, 'CLAIM_UNCHANGED', 'warranty.error.claimUnchanged');
    if (problem === 'reason') throw new ApiError(400, 'INVALID_REQUEST', 'warranty.error.rejectReason', 'reason');
    const registration = (await tx.warranty.registrationById(claim.registrationId))!;
    const moved = await tx.warranty.moveClaim(claim, move.status, { reason, actor: actor.id, actorRole: 'admin' });
    if (actor.audit)
      await tx.adminActions.record(actor.audit, {
        action: 'warranty.claim.status',
        target: { kind: 'claim', id: claim.id },
        details: {
          from: claim.status,
          to: move.status,
          reason,
          serial: registration.serial,
          reference: orderReference(registration.orderId),
          claimReference: claim.claimReference,
        },
      });
    const step = (await tx.warranty.claimEvents(claim.id)).length;
    await queueClaimMessages(deps, tx, registration, moved, step);
    return { claim: moved, registration };
  });
  deps.events?.sendNow(outcome.registration.orderId);
  return outcome;
}
