import { describe, expect, it } from 'vitest';
import { createBuildClock } from '../../src/build/clock.ts';
import { buildPhases, phaseSummary, type BuildMarks } from '../../src/build/phase-report.ts';

/** Where a build's time goes (issue 30): the clock the build's code times itself with, and the phases made of its marks. */

describe('the build clock', () => {
  // Each row: spans as [open, close] times; the time the activity was under way counts overlaps once.
  it.each([
    ['one span', [[0, 10]], 10],
    [
      'two apart',
      [
        [0, 10],
        [20, 25],
      ],
      15,
    ],
    [
      'overlapping',
      [
        [0, 10],
        [5, 15],
      ],
      15,
    ],
    [
      'one inside another',
      [
        [0, 30],
        [5, 10],
      ],
      30,
    ],
    [
      'four pages side by side, then a gap',
      [
        [0, 4],
        [1, 5],
        [2, 6],
        [3, 7],
        [10, 12],
      ],
      9,
    ],
  ] as const)('%s: %d ms', (_name, spans, expected) => {
    let time = 0;
    const clock = createBuildClock(() => time);
    const events = spans.flatMap(([open, close], index) => [
      { at: open, index, open: true },
      { at: close, index, open: false },
    ]);
    events.sort((a, b) => a.at - b.at || Number(a.open) - Number(b.open));
    const closers = new Map<number, () => void>();
    for (const event of events) {
      time = event.at;
      if (event.open) closers.set(event.index, clock.busy('render'));
      else closers.get(event.index)!();
    }
    expect(clock.busyMs('render')).toBe(expected);
    expect(clock.busyMs('content')).toBe(0);
  });

  it('counts a span closed twice once, and a span still open up to now', () => {
    let time = 0;
    const clock = createBuildClock(() => time);
    const close = clock.busy('content');
    time = 5;
    close();
    close();
    clock.busy('content');
    time = 8;
    expect(clock.busyMs('content')).toBe(8);
  });
});

const marks: BuildMarks = {
  start: { ms: 2_000, cpuMs: 2_500 },
  generate: { ms: 9_000, cpuMs: 12_000 },
  generated: { ms: 39_000, cpuMs: 43_000 },
  done: { ms: 43_500, cpuMs: 48_000 },
  pathsMs: 1_000,
  contentMs: 600,
  renderMs: 21_000,
  afterBuild: [
    { name: 'island-strings', ms: 3_000, cpuMs: 3_500 },
    { name: 'security-headers', ms: 1, cpuMs: 1 },
  ],
  peakRssBytes: 900 * 1024 * 1024,
};

describe('the phases of a build', () => {
  const phases = buildPhases(marks);
  it.each([
    ['startup', 2_000, 2_500],
    ['bundling', 7_000, 9_500],
    ['generating', 30_000, 31_000],
    ['paths', 1_000, undefined],
    ['content', 600, undefined],
    ['rendering', 21_000, undefined],
    ['writing', 8_000, undefined],
    ['island-strings', 3_000, 3_500],
    ['security-headers', 1, 1],
    ['finishing', 1_499, undefined],
  ])('%s took %d ms (CPU %s)', (name, ms, cpuMs) => {
    const phase = phases.phases.find((p) => p.name === name);
    expect(phase?.ms).toBe(ms);
    expect(phase?.cpuMs).toBe(cpuMs);
  });

  it('adds up to the total, the parts of generating aside', () => {
    const top = phases.phases.filter((phase) => !phase.within).reduce((sum, phase) => sum + phase.ms, 0);
    expect(top).toBe(phases.totalMs);
    expect(phases.totalCpuMs).toBe(48_000);
    expect(phases.peakRssBytes).toBe(900 * 1024 * 1024);
  });

  it('never reports negative writing when rendering outlasts the generation (clock reads apart)', () => {
    expect(buildPhases({ ...marks, renderMs: 40_000 }).phases.find((p) => p.name === 'writing')?.ms).toBe(0);
  });

  it('sums itself up in one line for the build log', () => {
    expect(phaseSummary(phases)).toBe(
      'startup 2.0 s · bundling 7.0 s · generating 30.0 s · content 0.6 s · rendering 21.0 s · island-strings 3.0 s · security-headers 0.0 s · finishing 1.5 s · total 43.5 s',
    );
  });
});
