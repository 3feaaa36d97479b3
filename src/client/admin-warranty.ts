import type { ClaimListAnswer, ClaimMoveAnswer, RegistrationListAnswer, SerialLookupAnswer } from '../api/admin-warranty.ts';
import { claimListSearch, registrationListSearch, type ClaimListQuery, type RegistrationListQuery } from '../lib/admin/warranty-query.ts';
import type { ClaimStatus } from '../lib/warranty/claim-status.ts';
import { call, type ApiResult } from './api.ts';

/** The admin's warranty desk calls (issue 31), with the session's token; the server decides whether the caller is an admin. */

/** GET /api/admin/warranty/claims{search}: the path for a query, as useAdminData loads it. */
export const claimListPath = (query: ClaimListQuery) => `/api/admin/warranty/claims${claimListSearch(query)}`;
export const registrationListPath = (query: RegistrationListQuery) => `/api/admin/warranty/registrations${registrationListSearch(query)}`;

export function loadClaimList(path: string): Promise<ApiResult<ClaimListAnswer>> {
  return call(path, { auth: 'required' });
}

export function loadRegistrationList(path: string): Promise<ApiResult<RegistrationListAnswer>> {
  return call(path, { auth: 'required' });
}

/** Every registration of a serial, with its customer and claims; none is an empty list. */
export function lookUpSerial(serial: string): Promise<ApiResult<SerialLookupAnswer>> {
  return call(`/api/admin/warranty?serial=${encodeURIComponent(serial)}`, { auth: 'required' });
}

/** Moves a claim; a rejection carries the reason the customer is told. */
export function moveWarrantyClaim(claimId: string, status: ClaimStatus, reason: string): Promise<ApiResult<ClaimMoveAnswer>> {
  const body = reason.trim() ? { status, reason } : { status };
  return call(`/api/admin/warranty/claims/${encodeURIComponent(claimId)}`, { method: 'PATCH', body, auth: 'required' });
}
