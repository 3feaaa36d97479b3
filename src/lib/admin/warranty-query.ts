import { claimReferenceOf } from '../warranty/claim-reference.ts';
import type { ClaimStatus } from '../warranty/claim-status.ts';
import { serialKey } from '../warranty/serial.ts';

/**
 * What the admin's warranty lists ask for, as sent to GET /api/admin/warranty/claims and
 * /registrations: the same names in the page and the API. The API checks a query with its schema
 * (src/server/routes/admin/warranty.ts) and refuses a bad one naming the field; the page builds
 * its queries here, without a schema library (issue 27).
 */

/** `open`: open claims (received, inspecting) first, each group newest first; `newest`/`oldest`: by the day the claim was made. */
export const CLAIM_SORTS = ['open', 'newest', 'oldest'] as const;
export type ClaimSort = (typeof CLAIM_SORTS)[number];

/** "Ending soon": warranties whose last day falls within this many days from today. */
export const ENDING_WINDOWS = [30, 90] as const;
export type EndingWindow = (typeof ENDING_WINDOWS)[number];

export const WARRANTY_PAGE_SIZE = 25;
export const WARRANTY_MAX_PAGE_SIZE = 100;
export const WARRANTY_MAX_PAGE = 10_000;
export const WARRANTY_MAX_SEARCH = 40;

export interface ClaimListQuery {
  /** Statuses to include; none means all. */
  status: ClaimStatus[];
  sort: ClaimSort;
  /** A claim's reference, the start of a serial, or an order's reference. */
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export interface RegistrationListQuery {
  ending?: EndingWindow | undefined;
  /** The start of a serial, or an order's reference. */
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** The duplicate registration attempts: a page of them, latest first. */
export interface DuplicateListQuery {
  page: number;
  pageSize: number;
}

export const DEFAULT_CLAIM_QUERY: ClaimListQuery = { status: [], sort: 'open', page: 1, pageSize: WARRANTY_PAGE_SIZE };
export const DEFAULT_REGISTRATION_QUERY: RegistrationListQuery = { page: 1, pageSize: WARRANTY_PAGE_SIZE };
export const DEFAULT_DUPLICATE_QUERY: DuplicateListQuery = { page: 1, pageSize: WARRANTY_PAGE_SIZE };

/** The claims list's query string, defaults left out. */
export function claimListSearch(query: ClaimListQuery): string {
  const params = new URLSearchParams();
  if (query.status.length) params.set('status', query.status.join(','));
  if (query.sort !== 'open') params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  paging(params, query);
  return text(params);
}

/** The registrations list's query string, defaults left out. */
export function registrationListSearch(query: RegistrationListQuery): string {
  const params = new URLSearchParams();
  if (query.ending) params.set('ending', String(query.ending));
  if (query.q) params.set('q', query.q);
  paging(params, query);
  return text(params);
}

/** The duplicate attempts list's query string, defaults left out. */
export function duplicateListSearch(query: DuplicateListQuery): string {
  const params = new URLSearchParams();
  paging(params, query);
  return text(params);
}

function paging(params: URLSearchParams, query: { page: number; pageSize: number }) {
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== WARRANTY_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
}

function text(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * What a registrations search looks for: serials whose key starts with the text's (compared as
 * serials are: upper case, without spaces, - . or /), and, when the text is an order reference
 * (8 hexadecimal characters, a leading # allowed), that order's registrations.
 */
export function registrationSearch(q: string): { serialPrefix: string | null; reference: string | null } {
  const bare = q.trim().replace(/^#/, '');
  const key = serialKey(q);
  return {
    serialPrefix: /^[A-Z0-9]+$/.test(key) ? key : null,
    reference: /^[0-9a-f]{8}$/i.test(bare) ? bare.toLowerCase() : null,
  };
}

/** What a claims search looks for: as a registrations search, and the claim whose reference the text is ("c 482 1907" is C-4821907). */
export function claimSearch(q: string): { claimReference: string | null; serialPrefix: string | null; reference: string | null } {
  return { claimReference: claimReferenceOf(q), ...registrationSearch(q) };
}
