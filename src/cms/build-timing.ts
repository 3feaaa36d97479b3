/**
 * The content door's side of the build's clock (src/build/clock.ts): loading is timed only while
 * `astro build` runs and its build-phases integration has put a clock on globalThis (Astro runs
 * the pages from their own bundle, apart from the integrations' modules, so a shared import
 * would be two modules). Elsewhere (the preview server, dev, tests, the API) there is no clock
 * and `timedAs` only runs the work.
 */

/** What is timed from inside the build: content loading, and pages being rendered. */
export type BuildActivity = 'content' | 'render';

export interface BuildClock {
  /** Marks `activity` as under way until the returned function is called; overlapping spans count once. */
  busy(activity: BuildActivity): () => void;
  /** Milliseconds during which `activity` was under way (a union of its spans, not their sum). */
  busyMs(activity: BuildActivity): number;
}

/** Where the build puts its clock on globalThis. */
export const BUILD_CLOCK_KEY = Symbol.for('solar-shop.build-clock');

export type WithBuildClock = typeof globalThis & { [BUILD_CLOCK_KEY]?: BuildClock };

const idle = () => {};

/** Runs `work`, timed as `activity` on the build's clock until its promise settles (when a build is being timed). */
export function timedAs<T>(activity: BuildActivity, work: () => Promise<T>): Promise<T> {
  const done = (globalThis as WithBuildClock)[BUILD_CLOCK_KEY]?.busy(activity) ?? idle;
  return work().finally(done);
}
