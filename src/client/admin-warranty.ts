import type {
  ClaimListAnswer,
  ClaimMoveAnswer,
  DuplicateListAnswer,
  RegistrationListAnswer,
  SerialCorrectionAnswer,
  SerialLookupAnswer,
} from '../api/admin-warranty.ts';
import {
  claimListSearch,
  duplicateListSearch,
  registrationListSearch,
  type ClaimListQuery,
  type DuplicateListQuery,
  type RegistrationListQuery,
} from '../lib/admin/warranty-query.ts';
import type { ClaimStatus } from '../lib/warranty/claim-status.ts';
import { call, type ApiResult } from './api.ts';

/** The admin's warranty desk calls (issue 31), with the session's token; the server decides whether the caller is an admin. */

/** GET /api/admin/warranty/claims{search}: the path for a query, as useAdminData loads it. */
export const claimListPath = (query: ClaimListQuery) => `/api/admin/warranty/claims${claimListSearch(query)}`;
export const registrationListPath = (query: RegistrationListQuery) => `/api/admin/warranty/registrations${registrationListSearch(query)}`;
export const duplicateListPath = (query: DuplicateListQuery) => `/api/admin/warranty/duplicates${duplicateListSearch(query)}`;

export function loadClaimList(path: string): Promise<ApiResult<ClaimListAnswer>> {
  return call(path, { auth: 'required' });
}

export function loadRegistrationList(path: string): Promise<ApiResult<RegistrationListAnswer>> {
  return call(path, { auth: 'required' });
}

export function loadDuplicateList(path: string): Promise<ApiResult<DuplicateListAnswer>> {
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

/** Corrects a registration's serial to the one printed on the unit; the reason is kept in its history, and the customer is told. */
export function correctWarrantySerial(registrationId: string, serial: string, reason: string): Promise<ApiResult<SerialCorrectionAnswer>> {
  return call(`/api/admin/warranty/registrations/${encodeURIComponent(registrationId)}`, {
    method: 'PATCH',
    body: { serial, reason },
    auth: 'required',
  });
}
