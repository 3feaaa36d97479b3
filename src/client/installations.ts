import type { SlotsAnswer } from '../api/installation.ts';
import { call, type ApiResult } from './api.ts';

/** The days an installation can be booked on for a county's zone, with the places each has left (GET /api/installations/slots). */
export function loadSlots(county: string): Promise<ApiResult<SlotsAnswer>> {
  return call(`/api/installations/slots?${new URLSearchParams({ county })}`);
}
