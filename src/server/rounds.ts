/** A background worker of this process: rounds of work one at a time, every `intervalMs` and whenever kicked. */
export interface Rounds {
  /** Runs a round now (after the current one): work was just queued. */
  kick(): void;
  /** Finishes the current round and stops. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now (unless `firstAfterInterval`), then every `intervalMs`, never two at once; a round that throws is reported to
 * `onError` and the next one runs all the same. `round` is told whether the worker was stopped, so
 * a long round can end early. The timer does not keep the process alive.
 */
export function everyRound(
  round: (stopped: () => boolean) => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void; firstAfterInterval?: boolean },
): Rounds {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await round(() => stopped);
      } catch (error) {
        options.onError(error);
      }
    });
  };
  const timer = setInterval(next, options.intervalMs);
  timer.unref?.();
  if (!options.firstAfterInterval) next();
  return {
    kick: next,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
