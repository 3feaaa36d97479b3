import { z } from 'zod';
import { CLAIM_STATUSES } from '../lib/warranty/claim-status.ts';
import { warrantyRegistrationAnswer } from './warranty.ts';

/**
 * What the admin's warranty desk reads (issue 31): GET /api/admin/warranty?serial=… (a serial's
 * registrations, each with its order's customer and its claims with their audit), the claims and
 * registrations lists, and PATCH /api/admin/warranty/claims/{claimId}. The server builds these
 * shapes (src/server/db/warranty-admin.ts), the admin page reads them as types.
 */

const status = z.enum(CLAIM_STATUSES);

/** A serial registered against a delivered order, with whom to call about it. */
export const adminWarrantyRegistration = warrantyRegistrationAnswer.extend({
  id: z.uuid(),
  orderId: z.uuid(),
  /** As given at checkout. */
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type AdminWarrantyRegistration = z.infer<typeof adminWarrantyRegistration>;

/** One move of a claim's status: who (their e-mail when known, else their role), when, from what, to what, why. */
export const adminClaimEvent = z.object({
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
export const adminWarrantyClaim = z.object({
  id: z.uuid(),
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

/** GET /api/admin/warranty?serial=…: every registration of the serial (one per product at most), newest first; none is an empty list. */
export const serialLookupAnswer = z.object({
  /** The serial as compared: upper case, without spaces. */
  serial: z.string(),
  registrations: z.array(adminWarrantyRegistration.extend({ claims: z.array(adminWarrantyClaim) })),
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

/** PATCH /api/admin/warranty/claims/{claimId}: the claim as it now stands, its audit with the new entry, and its registration. */
export const claimMoveAnswer = z.object({
  claim: adminWarrantyClaim,
  registration: adminWarrantyRegistration,
});
export type ClaimMoveAnswer = z.infer<typeof claimMoveAnswer>;
