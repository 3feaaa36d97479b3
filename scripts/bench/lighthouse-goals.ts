/**
 * The goals the Lighthouse section of the bench prints its numbers beside (issue 30).
 *
 * Total Blocking Time as a ratio to a reference page measured in the same run (issue 30): on a
 * shared machine absolute timings are noise, but a page that blocks twice as long as the 404 page
 * does so however busy the machine is.
 */

/** Home and category pages may block at most this many times as long as the reference page. */
export const TBT_RATIO_GOAL = 2;

/** What the home page may make a phone download on its first load (Lighthouse's total byte weight, mobile). */
export const HOME_FIRST_LOAD_GOAL_BYTES = 150 * 1024;

/** "137.2 KB ok (goal ≤ 150 KB)" or "179.0 KB OVER (goal ≤ 150 KB)". */
export function bytesVerdict(bytes: number, goal: number): string {
  if (!Number.isFinite(bytes)) return 'n/a';
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  return `${kb(bytes)} ${bytes <= goal ? 'ok' : 'OVER'} (goal ≤ ${Math.round(goal / 1024)} KB)`;
}

/**
 * The page's TBT over the reference's. A reference that blocks for less than `floorMs` counts as
 * `floorMs`: a quiet 404 page at 0 ms would otherwise make every ratio infinite.
 */
export function tbtRatio(pageMs: number, referenceMs: number, floorMs = 50): number {
  if (!Number.isFinite(pageMs) || !Number.isFinite(referenceMs)) return Number.NaN;
  return pageMs / Math.max(referenceMs, floorMs);
}

/** "1.4× ok" or "2.6× OVER 2×" for a page held to the goal, the bare ratio for one that is not. */
export function ratioVerdict(ratio: number, judged: boolean, goal = TBT_RATIO_GOAL): string {
  if (Number.isNaN(ratio)) return 'n/a';
  const shown = `${ratio.toFixed(1)}×`;
  if (!judged) return shown;
  return ratio <= goal ? `${shown} ok` : `${shown} OVER ${goal}×`;
}

export interface MainThreadGroup {
  group: string;
  groupLabel?: string;
  duration: number;
}

/** Lighthouse's main-thread breakdown, largest first, as "Style & Layout 812 ms, Script Evaluation 301 ms". */
export function mainThreadSummary(groups: readonly MainThreadGroup[], top = 4): string {
  return [...groups]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, top)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
    .join(', ');
}
