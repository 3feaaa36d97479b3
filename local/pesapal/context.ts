import { createHolds, type Holds } from './holds.ts';
import type { SandboxState } from './state.ts';
import { createState } from './state.ts';

/** What every part of the sandbox shares: the state, the clock and its pending timers. */
export interface SandboxContext {
  state: SandboxState;
  /** The sandbox clock: real time plus the offset set by POST /__control/clock. */
  now(): number;
  /** Runs `task` after `ms`; cancelled by reset and close. */
  later(ms: number, task: () => void | Promise<void>): void;
  /** Cancels every pending timer (IPN retries, STK timeouts). */
  cancelTimers(): void;
  /** Tasks given to `later` that have not finished: waiting for their time, or running (an IPN call in flight). */
  pendingTasks(): number;
  /** Fetch used for outgoing IPN calls (tests may route it in-process). */
  fetch: typeof fetch;
  /** API calls held for a test until it releases them (holds.ts). */
  holds: Holds;
}

/** `afterTask` runs when a task given to `later` has settled (the state may have changed: see persist.ts). */
export function createContext(outgoingFetch: typeof fetch = fetch, afterTask: () => void = () => {}): SandboxContext {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // A timer stays counted until its task has settled, so "nothing pending" also means no IPN call is still in flight.
  const running = new Set<ReturnType<typeof setTimeout>>();
  const context: SandboxContext = {
    state: createState(),
    now: () => Date.now() + context.state.clockOffsetMs,
    later(ms, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        running.add(timer);
        void Promise.resolve()
          .then(task)
          .catch((error: unknown) => console.error('Pesapal sandbox task failed', error))
          .finally(() => {
            running.delete(timer);
            afterTask();
          });
      }, ms);
      timer.unref?.();
      timers.add(timer);
    },
    cancelTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    pendingTasks: () => timers.size + running.size,
    fetch: outgoingFetch,
    holds: createHolds(),
  };
  return context;
}
