/**
 * The goals the Lighthouse section of the bench prints its numbers beside (issue 30).
 *
 * Total Blocking Time as a ratio to a reference page measured in the same run (issue 30): on a
 * shared machine absolute timings are noise, but a page that blocks twice as long as the 404 page
 * does so however busy the machine is. The ratio is the measured one (issue 49: a 50 ms floor under
 * the reference turned 3.0× into "1.9× ok"); a reference that blocked 0 ms gives no ratio, and the
 * two figures are printed instead. Beside it, each page's whole main-thread work (Lighthouse's
 * main-thread breakdown, never 0) over the reference's.
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
 * The page's figure over the reference's, as measured: no floor. Null when the reference is 0 (no
 * ratio exists), NaN when either figure is missing.
 */
export function measuredRatio(page: number, reference: number): number | null {
  if (!Number.isFinite(page) || !Number.isFinite(reference)) return Number.NaN;
  return reference === 0 ? null : page / reference;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A page's TBT beside the reference's: "3.0× OVER 2× (95 ms ÷ 32 ms)" or "1.4× ok (70 ms ÷ 50 ms)"
 * for a page held to the goal, "0.8× (40 ms ÷ 50 ms)" for one that is not; with a reference of
 * 0 ms, the two figures and that the ratio is undefined.
 */
export function ratioVerdict(pageMs: number, referenceMs: number, judged: boolean, goal = TBT_RATIO_GOAL): string {
  const ratio = measuredRatio(pageMs, referenceMs);
  if (ratio !== null && Number.isNaN(ratio)) return 'n/a';
  const figures = `${ms(pageMs)} ÷ ${ms(referenceMs)}`;
  if (ratio === null) return `${figures}: ratio undefined`;
  const shown = `${ratio.toFixed(1)}×`;
  return `${!judged ? shown : ratio <= goal ? `${shown} ok` : `${shown} OVER ${goal}×`} (${figures})`;
}

/** A page's whole main-thread work beside the reference's: "2345 ms, 2.4× the reference's 980 ms". */
export function workVersusReference(pageMs: number, referenceMs: number): string {
  const ratio = measuredRatio(pageMs, referenceMs);
  if (ratio !== null && Number.isNaN(ratio)) return 'n/a';
  if (ratio === null) return `${ms(pageMs)}, the reference's 0 ms: ratio undefined`;
  return `${ms(pageMs)}, ${ratio.toFixed(1)}× the reference's ${ms(referenceMs)}`;
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
