/** The stand-in's whole state, in memory: what it received, the delivery reports it sent, and the fault it will inject next. */

/** One message as it reached the stand-in (one entry per number in `to`). */
export interface StandInMessage {
  /** ISO time it arrived. */
  at: string;
  to: string;
  /** The `from` field, or AT's default sender when none was sent. */
  from: string;
  text: string;
  /** `ATXid_<32 hex>` when accepted, `None` when refused. */
  messageId: string;
  statusCode: number;
  status: string;
  cost: string;
}

/** The form fields of one delivery report, as Africa's Talking posts them (reference section 1.4). */
export interface ReportFields {
  id: string;
  status: string;
  phoneNumber: string;
  networkCode: string;
  /** Only with Failed and Rejected. */
  failureReason?: string;
}

/** One delivery report the stand-in posted, and what the shop answered. */
export interface StandInReport {
  /** ISO time it was posted. */
  at: string;
  /** Where it went: the origin and path (the key in the query is left out). */
  to: string;
  fields: ReportFields;
  /** The shop's HTTP status; null when there was no answer. */
  httpStatus: number | null;
  /** Why there was no answer (refused connection, timeout). */
  error: string | null;
}

/** Where and when the stand-in posts delivery reports. */
export interface ReportSettings {
  /** The shop's delivery-report URL with its key; null sends none. */
  url: string | null;
  /** Milliseconds between accepting a message and reporting on it. */
  delayMs: number;
}

const DEFAULT_REPORT_DELAY_MS = 300;

/**
 * Faults (reference section 2): the transport ones break POST /version1/messaging; the dlr ones
 * change the delivery reports of the messages that request sends.
 */
export type Fault =
  | { kind: 'http500' }
  | { kind: 'http401' }
  | { kind: 'drop' }
  | { kind: 'slow'; ms: number }
  | { kind: 'dlr-duplicate' }
  | { kind: 'dlr-none' }
  | { kind: 'dlr-delay'; ms: number };

interface ActiveFault {
  /** As it was set: http500, http401, drop, slow:<ms>, dlr-duplicate, dlr-none or dlr-delay:<ms>. */
  name: string;
  fault: Fault;
  /** Requests it still applies to; null until cleared. */
  remaining: number | null;
}

export interface StandInState {
  messages: StandInMessage[];
  reports: StandInReport[];
  fault: ActiveFault | null;
  reportSettings: ReportSettings;
  /** The settings it started with, which a reset brings back. */
  initialReportSettings: ReportSettings;
  /** Reports waiting for their delay or being posted; a reset or stop cancels those still waiting. */
  pendingReports: Set<ReturnType<typeof setTimeout>>;
}

/** Oldest messages and reports go beyond this many, so a long `npm start` does not grow without end. */
const KEEP = 1000;

export const createState = (reportSettings: Partial<ReportSettings> = {}): StandInState => {
  const initial = { url: reportSettings.url ?? null, delayMs: reportSettings.delayMs ?? DEFAULT_REPORT_DELAY_MS };
  return {
    messages: [],
    reports: [],
    fault: null,
    reportSettings: { ...initial },
    initialReportSettings: initial,
    pendingReports: new Set(),
  };
};

/** Stops the reports still waiting. */
export function cancelPendingReports(state: StandInState): void {
  for (const timer of state.pendingReports) clearTimeout(timer);
  state.pendingReports.clear();
}

/** Forgets messages, reports and faults, and goes back to the report settings it started with. */
export function resetState(state: StandInState): void {
  cancelPendingReports(state);
  Object.assign(state, createState(state.initialReportSettings));
}

const keepLast = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
};

export const record = (state: StandInState, message: StandInMessage): void => keepLast(state.messages, message);

export const recordReport = (state: StandInState, report: StandInReport): void => keepLast(state.reports, report);

/** `slow:250` → { kind: 'slow', ms: 250 }; null for a name that is no fault. */
export function parseFault(name: string): Fault | null {
  if (name === 'http500' || name === 'http401' || name === 'drop' || name === 'dlr-duplicate' || name === 'dlr-none') return { kind: name };
  const timed = /^(slow|dlr-delay):(\d{1,6})$/.exec(name);
  return timed ? { kind: timed[1] as 'slow' | 'dlr-delay', ms: Number(timed[2]) } : null;
}

/** The fault for this request, if any, counting it against `times`. */
export function takeFault(state: StandInState): Fault | null {
  const active = state.fault;
  if (!active) return null;
  if (active.remaining !== null) {
    active.remaining -= 1;
    if (active.remaining <= 0) state.fault = null;
  }
  return active.fault;
}
