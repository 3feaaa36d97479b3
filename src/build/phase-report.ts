/**
 * Where a build's time went, from the moments the build-phases integration noted
 * (src/build/phases.ts): pure arithmetic, so the bench and the build log read the
 * same numbers.
 */

/** Milliseconds since the process started, and the CPU (user + system) it had used by then. */
export interface Mark {
  ms: number;
  cpuMs: number;
}

/** What the integration notes during one build. */
export interface BuildMarks {
  /** astro:build:start: configuration read, routes listed. */
  start: Mark;
  /** Page generation starts (Astro sets its prerenderer up): the bundles are built. */
  generate: Mark;
  /** astro:build:generated: every page and optimised image written. */
  generated: Mark;
  /** After the last astro:build:done hook. */
  done: Mark;
  /** Wall time in getStaticPaths (every route's list of pages). */
  pathsMs: number;
  /** Wall time during which content was being loaded through the content door (src/cms). */
  contentMs: number;
  /** Wall time during which at least one page was being rendered. */
  renderMs: number;
  /** Each integration's astro:build:done hook, in the order they ran. */
  afterBuild: ReadonlyArray<{ name: string; ms: number; cpuMs: number }>;
  /** Largest resident set of the process, when known. */
  peakRssBytes: number | null;
}

interface Phase {
  /** A short name (`bundling`, `rendering`…). */
  name: string;
  /** What it covers, for a reader of the bench. */
  label: string;
  ms: number;
  /** CPU used, where the phase has its own marks. */
  cpuMs?: number;
  /** Part of the phase above rather than a phase of its own (shown indented). */
  within?: boolean;
}

export interface BuildPhases {
  phases: Phase[];
  totalMs: number;
  totalCpuMs: number;
  peakRssBytes: number | null;
}

const between = (from: Mark, to: Mark) => ({ ms: to.ms - from.ms, cpuMs: to.cpuMs - from.cpuMs });

/**
 * The phases, in order: starting up, bundling, generating pages (the paths and their content,
 * rendering, and what is left: writing the files and Astro's own work per page), the images, and
 * each step after the build. Rendering overlaps writing (pages are generated a few at a time), so
 * "writing" is what the generation took beyond the paths and the moments a page was rendering.
 */
export function buildPhases(marks: BuildMarks): BuildPhases {
  const generating = between(marks.generate, marks.generated);
  const afterBuild = marks.afterBuild.reduce((sum, step) => sum + step.ms, 0);
  const phases: Phase[] = [
    { name: 'startup', label: 'starting up (config, routes)', ...between({ ms: 0, cpuMs: 0 }, marks.start) },
    { name: 'bundling', label: 'bundling (Vite: server and browser)', ...between(marks.start, marks.generate) },
    { name: 'generating', label: 'generating pages (Astro)', ...generating },
    { name: 'paths', label: 'paths (getStaticPaths)', ms: marks.pathsMs, within: true },
    { name: 'content', label: 'of which loading content', ms: marks.contentMs, within: true },
    { name: 'rendering', label: 'rendering', ms: marks.renderMs, within: true },
    {
      name: 'writing',
      label: 'writing files, Astro per page, images',
      ms: Math.max(0, generating.ms - marks.pathsMs - marks.renderMs),
      within: true,
    },
    ...marks.afterBuild.map((step) => ({ name: step.name, label: `after the build: ${step.name}`, ms: step.ms, cpuMs: step.cpuMs })),
    {
      name: 'finishing',
      label: 'Astro between the steps',
      ms: Math.max(0, marks.done.ms - marks.generated.ms - afterBuild),
    },
  ];
  return { phases, totalMs: marks.done.ms, totalCpuMs: marks.done.cpuMs, peakRssBytes: marks.peakRssBytes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One line for the build's log: `startup 1.2 s · bundling 6.0 s · …`. */
export function phaseSummary({ phases, totalMs }: BuildPhases): string {
  const shown = phases.filter((phase) => !phase.within || phase.name === 'content' || phase.name === 'rendering');
  return `${shown.map((phase) => `${phase.name} ${seconds(phase.ms)}`).join(' · ')} · total ${seconds(totalMs)}`;
}
