/**
 * The stand-in's rebuilds, pure: one builds at a time, and a hook call while one builds queues
 * exactly one more (a second call then joins the queued run, which will read every change made
 * before it starts).
 */

type RunStatus = 'queued' | 'building' | 'live' | 'failed';

export interface DeployRun {
  /** Cloudflare-like deployment id. */
  id: string;
  status: RunStatus;
  /** ISO times: the first hook call it answers, the build's start, and when it went live or failed. */
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Hook calls it answers (the first and those that joined it while queued). */
  calls: number;
  error: string | null;
}

export interface RunsState {
  /** Oldest first; the last KEEP are kept. */
  runs: DeployRun[];
}

const KEEP = 100;

export const createRuns = (): RunsState => ({ runs: [] });

/** A hook call at `now`: joins the queued run if there is one, else queues a new one (which starts at once when nothing builds). */
export function requestRun(state: RunsState, now: Date, newId: () => string): DeployRun {
  const queued = state.runs.find((run) => run.status === 'queued');
  if (queued) {
    queued.calls += 1;
    return queued;
  }
  const run: DeployRun = {
    id: newId(),
    status: 'queued',
    requestedAt: now.toISOString(),
    startedAt: null,
    finishedAt: null,
    calls: 1,
    error: null,
  };
  state.runs.push(run);
  if (state.runs.length > KEEP) state.runs.splice(0, state.runs.length - KEEP);
  return run;
}

/** The run to build now: the queued one when none is building, else null. */
export function nextRun(state: RunsState): DeployRun | null {
  if (state.runs.some((run) => run.status === 'building')) return null;
  return state.runs.find((run) => run.status === 'queued') ?? null;
}

export function started(run: DeployRun, now: Date): void {
  run.status = 'building';
  run.startedAt = now.toISOString();
}

export function finished(run: DeployRun, now: Date, error: string | null): void {
  run.status = error === null ? 'live' : 'failed';
  run.finishedAt = now.toISOString();
  run.error = error;
}
