import type { z } from 'zod';
import type {
  AdminInstallation,
  assignAnswer,
  calendarAnswer,
  capacityAnswer,
  technicianAnswer,
  techniciansAnswer,
} from '../api/admin-installation.ts';
import type { TechnicianInput as TechnicianFields } from '../lib/installation/types.ts';
import { call, type ApiResult } from './api.ts';

/** The team's installation calls (issue 48, items 3 and 6), with the session's token; the server decides whether the caller is an admin at aal2. */

export type TechniciansAnswer = z.output<typeof techniciansAnswer>;
export type TechnicianAnswer = z.output<typeof technicianAnswer>;
export type CalendarAnswer = z.output<typeof calendarAnswer>;
export type CapacityAnswer = z.output<typeof capacityAnswer>;
export type AssignAnswer = z.output<typeof assignAnswer>;

/** What the technician form sends (POST, and PATCH with any of it): the data door's input, new technicians active unless said. */
export type TechnicianInput = Omit<TechnicianFields, 'active'> & { active?: boolean };

/** GET /api/admin/technicians: every technician, active first, with where their licence stands. */
export function loadTechnicians(path: string): Promise<ApiResult<TechniciansAnswer>> {
  return call<TechniciansAnswer>(path, { auth: 'required' });
}

/** POST /api/admin/technicians: a technician added. */
export function addTechnician(body: TechnicianInput): Promise<ApiResult<TechnicianAnswer>> {
  return call<TechnicianAnswer>('/api/admin/technicians', { method: 'POST', body, auth: 'required' });
}

/** PATCH /api/admin/technicians/{id}: a technician edited, deactivated (`active: false`) or taken back. */
export function editTechnician(id: string, body: Partial<TechnicianInput>): Promise<ApiResult<TechnicianAnswer>> {
  return call<TechnicianAnswer>(`/api/admin/technicians/${encodeURIComponent(id)}`, { method: 'PATCH', body, auth: 'required' });
}

/** GET /api/admin/installations?from=&to=: each zone's jobs a day and the jobs in the range, those that need the team first. */
export function loadInstallations(path: string): Promise<ApiResult<CalendarAnswer>> {
  return call<CalendarAnswer>(path, { auth: 'required' });
}

/** PUT /api/admin/installations/capacity: a zone's jobs a day, or one day's own (null with a day: the zone's again). */
export function setInstallationCapacity(body: {
  zone: number;
  jobsPerDay: number | null;
  day?: string;
}): Promise<ApiResult<CapacityAnswer>> {
  return call<CapacityAnswer>('/api/admin/installations/capacity', { method: 'PUT', body, auth: 'required' });
}

/** POST /api/admin/installations/{orderId}/assign: the job given to a technician, and the job sheet's link as sent to them. */
export function assignInstallation(orderId: string, technicianId: string): Promise<ApiResult<AssignAnswer>> {
  return call<AssignAnswer>(`/api/admin/installations/${encodeURIComponent(orderId)}/assign`, {
    method: 'POST',
    body: { technicianId },
    auth: 'required',
  });
}

/** POST /api/admin/installations/{orderId}/reschedule: the job moved by the team to another open day (a technician who may not take the new day is dropped). */
export function moveInstallation(orderId: string, date: string): Promise<ApiResult<{ installation: AdminInstallation }>> {
  return call<{ installation: AdminInstallation }>(`/api/admin/installations/${encodeURIComponent(orderId)}/reschedule`, {
    method: 'POST',
    body: { date },
    auth: 'required',
  });
}
