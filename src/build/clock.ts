import { BUILD_CLOCK_KEY, type BuildActivity, type BuildClock, type WithBuildClock } from '../cms/build-timing.ts';

/**
 * Where a build's time goes, recorded by the code doing the work: the content door times its
 * loading (src/cms/build-timing.ts), the build-phases integration the pages' rendering and the
 * rest (./phases.ts). The clock lives on globalThis because Astro runs the pages from their own
 * bundle, apart from the integrations' modules; it exists only while `astro build` runs.
 */

export type { BuildClock };

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
  (globalThis as WithBuildClock)[BUILD_CLOCK_KEY] = clock;
  return clock;
}
