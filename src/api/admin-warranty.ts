import { z } from 'zod';
import { CLAIM_STATUSES } from '../lib/warranty/claim-status.ts';
import { warrantyRegistrationAnswer } from './warranty.ts';

/**
 * What the admin's warranty desk reads (issues 31 and 43): GET /api/admin/warranty?serial=… (a
 * serial's registrations, each with its order's customer, its claims with their audit, its serial's
 * corrections and the other orders that tried to register it), the claims, registrations and
 * duplicate-attempt lists, PATCH /api/admin/warranty/claims/{claimId} and PATCH
 * /api/admin/warranty/registrations/{registrationId}. The server builds these shapes
 * (src/server/db/warranty-admin.ts), the admin page reads them as types.
 */

const status = z.enum(CLAIM_STATUSES);

/** A serial registered against a delivered order, with whom to call about it. */
const adminWarrantyRegistration = warrantyRegistrationAnswer.extend({
  id: z.uuid(),
  orderId: z.uuid(),
  /** As given at checkout. */
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type AdminWarrantyRegistration = z.infer<typeof adminWarrantyRegistration>;

/** One move of a claim's status: who (their e-mail when known, else their role), when, from what, to what, why. */
const adminClaimEvent = z.object({
  /** Null for the claim being made. */
  fromStatus: status.nullable(),
  toStatus: status,
  reason: z.string().nullable(),
  actorRole: z.enum(['customer', 'admin']),
  actorEmail: z.string().nullable(),
  at: z.string(),
});
export type AdminClaimEvent = z.infer<typeof adminClaimEvent>;

/** A claim as the team handles it, with its whole audit, oldest first. */
const adminWarrantyClaim = z.object({
  id: z.uuid(),
  /** What the customer quotes: "C-4821907". */
  claimReference: z.string(),
  registrationId: z.uuid(),
  description: z.string(),
  status,
  /** The reason the customer was given; null unless rejected. */
  rejectReason: z.string().nullable(),
  /** The warranty had ended on the day the claim was made: accepted, and the team decides. */
  outOfWarranty: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(adminClaimEvent),
});
export type AdminWarrantyClaim = z.infer<typeof adminWarrantyClaim>;

/** A registration's serial corrected by an admin (the admin audit's entry): from what, to what, why, by whom, when. */
const serialCorrection = z.object({
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  actorEmail: z.string().nullable(),
  at: z.string(),
});
export type SerialCorrection = z.infer<typeof serialCorrection>;

/** Another customer's order that tried to register a serial already registered: a possible fake or stolen unit. */
const duplicateAttempt = z.object({
  id: z.string(),
  /** The serial as that customer typed it (upper case, without spaces). */
  serial: z.string(),
  /** How many times that order tried it, first and last. */
  attempts: z.number().int().positive(),
  firstAt: z.string(),
  lastAt: z.string(),
  /** The order that tried it, and its customer as given at checkout. */
  orderId: z.uuid(),
  reference: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type DuplicateAttempt = z.infer<typeof duplicateAttempt>;

/** A registration as the serial lookup shows it: its claims, its serial's corrections (oldest first), and the other orders that tried its serial (latest first). */
const lookedUpRegistration = adminWarrantyRegistration.extend({
  claims: z.array(adminWarrantyClaim),
  corrections: z.array(serialCorrection),
  duplicateAttempts: z.array(duplicateAttempt),
});
export type LookedUpRegistration = z.infer<typeof lookedUpRegistration>;

/** GET /api/admin/warranty?serial=…: every registration of the serial however typed (one per product at most), newest first; none is an empty list. */
export const serialLookupAnswer = z.object({
  /** The serial as typed, upper case and without spaces; found by its key (without - . / either). */
  serial: z.string(),
  registrations: z.array(lookedUpRegistration),
});
export type SerialLookupAnswer = z.infer<typeof serialLookupAnswer>;

const paging = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** GET /api/admin/warranty/claims: a page of claims, each with its registration. */
export const claimListAnswer = z.object({
  claims: z.array(adminWarrantyClaim.extend({ registration: adminWarrantyRegistration })),
  ...paging,
});
export type ClaimListAnswer = z.infer<typeof claimListAnswer>;

/** GET /api/admin/warranty/registrations: a page of registrations, each with how many claims it has and how many are open. */
export const registrationListAnswer = z.object({
  registrations: z.array(adminWarrantyRegistration.extend({ claims: z.number().int(), openClaims: z.number().int() })),
  ...paging,
});
export type RegistrationListAnswer = z.infer<typeof registrationListAnswer>;

/**
 * GET /api/admin/warranty/duplicates: a page of duplicate registration attempts, latest first, each with the registration it met.
 * @public The route's answer schema, beside its siblings'; code reads only its type so far.
 */
export const duplicateListAnswer = z.object({
  attempts: z.array(duplicateAttempt.extend({ registration: adminWarrantyRegistration })),
  ...paging,
});
export type DuplicateListAnswer = z.infer<typeof duplicateListAnswer>;

/**
 * PATCH /api/admin/warranty/registrations/{registrationId}: the registration with its new serial, and every correction of it.
 * @public The route's answer schema, beside its siblings'; code reads only its type so far.
 */
export const serialCorrectionAnswer = z.object({
  registration: adminWarrantyRegistration,
  corrections: z.array(serialCorrection),
});
export type SerialCorrectionAnswer = z.infer<typeof serialCorrectionAnswer>;

/** PATCH /api/admin/warranty/claims/{claimId}: the claim as it now stands, its audit with the new entry, and its registration. */
export const claimMoveAnswer = z.object({
  claim: adminWarrantyClaim,
  registration: adminWarrantyRegistration,
});
export type ClaimMoveAnswer = z.infer<typeof claimMoveAnswer>;
