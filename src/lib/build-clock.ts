/**
 * Where a build's time goes, recorded by the code doing the work: the content door times its
 * loading, the middleware the pages' rendering, the build-phases integration the rest
 * (src/server/static/build-phases.ts). The clock lives on globalThis because Astro runs the
 * pages from their own bundle, apart from the integrations' modules; it exists only while
 * `astro build` runs, so elsewhere (dev, tests, the API) `busy()` does nothing.
 */

/** What is timed from inside the build: content loading, and pages being rendered. */
export type BuildActivity = 'content' | 'render';

export interface BuildClock {
  /** Marks `activity` as under way until the returned function is called; overlapping spans count once. */
  busy(activity: BuildActivity): () => void;
  /** Milliseconds during which `activity` was under way (a union of its spans, not their sum). */
  busyMs(activity: BuildActivity): number;
}

const KEY = Symbol.for('solar-shop.build-clock');

type WithClock = typeof globalThis & { [KEY]?: BuildClock };

/** A clock that sums, per activity, the time during which at least one span of it was open. */
export function createBuildClock(now: () => number = () => performance.now()): BuildClock {
  const open = new Map<BuildActivity, { count: number; since: number }>();
  const total = new Map<BuildActivity, number>();
  return {
    busy(activity) {
      const state = open.get(activity) ?? { count: 0, since: 0 };
      if (state.count === 0) state.since = now();
      state.count++;
      open.set(activity, state);
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        if (--state.count === 0) total.set(activity, (total.get(activity) ?? 0) + now() - state.since);
      };
    },
    busyMs(activity) {
      const state = open.get(activity);
      const running = state && state.count > 0 ? now() - state.since : 0;
      return (total.get(activity) ?? 0) + running;
    },
  };
}

/** Starts timing this process's build (the build-phases integration, at astro:build:start). */
export function startBuildClock(): BuildClock {
  const clock = createBuildClock();
  (globalThis as WithClock)[KEY] = clock;
  return clock;
}

const idle = () => {};

/** Marks `activity` as under way on the build's clock, if a build is being timed. */
export function buildBusy(activity: BuildActivity): () => void {
  return (globalThis as WithClock)[KEY]?.busy(activity) ?? idle;
}

/** Runs `work`, timed as `activity` until its promise settles. */
export function timedAs<T>(activity: BuildActivity, work: () => Promise<T>): Promise<T> {
  const done = buildBusy(activity);
  return work().finally(done);
}
