/** The stand-in's whole state, in memory: what it received and the fault it will inject next. */

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

/** Transport faults for POST /version1/messaging (reference section 2). */
export type Fault = { kind: 'http500' } | { kind: 'http401' } | { kind: 'drop' } | { kind: 'slow'; ms: number };

export interface ActiveFault {
  /** As it was set: http500, http401, drop or slow:<ms>. */
  name: string;
  fault: Fault;
  /** Requests it still applies to; null until cleared. */
  remaining: number | null;
}

export interface StandInState {
  messages: StandInMessage[];
  fault: ActiveFault | null;
}

/** Oldest messages go beyond this many, so a long `npm start` does not grow without end. */
const KEEP = 1000;

export const createState = (): StandInState => ({ messages: [], fault: null });

export function resetState(state: StandInState): void {
  Object.assign(state, createState());
}

export function record(state: StandInState, message: StandInMessage): void {
  state.messages.push(message);
  if (state.messages.length > KEEP) state.messages.splice(0, state.messages.length - KEEP);
}

/** `slow:250` → { kind: 'slow', ms: 250 }; null for a name that is no fault. */
export function parseFault(name: string): Fault | null {
  if (name === 'http500' || name === 'http401' || name === 'drop') return { kind: name };
  const slow = /^slow:(\d{1,6})$/.exec(name);
  return slow ? { kind: 'slow', ms: Number(slow[1]) } : null;
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
