import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { startBuildClock } from './clock.ts';
import { buildPhases, phaseSummary, type BuildMarks, type Mark } from './phase-report.ts';

/**
 * Where `astro build`'s time goes (issue 30): a few timestamps at Astro's hooks, Astro's
 * prerenderer wrapped to time getStaticPaths and each page's rendering, the content door's own
 * loading time (src/cms/build-timing.ts), and each integration's after-build step. The build's
 * log gets one line; with BUILD_PHASES_FILE set (the bench) the phases are written there as JSON.
 * It costs a few clock reads per page.
 */

type Env = Record<string, string | undefined>;

const mark = (): Mark => {
  const cpu = process.cpuUsage();
  return { ms: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 };
};

type DoneHook = NonNullable<AstroIntegration['hooks']['astro:build:done']>;

/** The integrations with their after-build steps timed, followed by the one that reports. */
export function withBuildPhases(integrations: AstroIntegration[], env: Env = process.env): AstroIntegration[] {
  const afterBuild: Array<{ name: string; ms: number; cpuMs: number }> = [];
  const timed = integrations.map((integration): AstroIntegration => {
    const done = integration.hooks['astro:build:done'];
    if (!done) return integration;
    const timedDone: DoneHook = async (options) => {
      const from = mark();
      await done(options);
      const to = mark();
      afterBuild.push({ name: integration.name, ms: to.ms - from.ms, cpuMs: to.cpuMs - from.cpuMs });
    };
    return { ...integration, hooks: { ...integration.hooks, 'astro:build:done': timedDone } };
  });
  return [...timed, buildPhasesIntegration(afterBuild, env)];
}

function buildPhasesIntegration(afterBuild: BuildMarks['afterBuild'], env: Env): AstroIntegration {
  let start: Mark | undefined;
  let generate: Mark | undefined;
  let generated: Mark | undefined;
  let pathsMs = 0;
  const clock = { current: undefined as ReturnType<typeof startBuildClock> | undefined };
  return {
    name: 'build-phases',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        start = mark();
        const buildClock = startBuildClock();
        clock.current = buildClock;
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          async setup() {
            generate = mark();
            await prerenderer.setup?.();
          },
          async getStaticPaths() {
            const from = performance.now();
            try {
              return await prerenderer.getStaticPaths();
            } finally {
              pathsMs += performance.now() - from;
            }
          },
          async render(request, options) {
            const rendered = buildClock.busy('render');
            try {
              return await prerenderer.render(request, options);
            } finally {
              rendered();
            }
          },
        }));
      },
      'astro:build:generated': () => {
        generated = mark();
      },
      'astro:build:done': async ({ logger }) => {
        if (!start || !generate || !generated || !clock.current) return;
        const phases = buildPhases({
          start,
          generate,
          generated,
          done: mark(),
          pathsMs,
          contentMs: clock.current.busyMs('content'),
          renderMs: clock.current.busyMs('render'),
          afterBuild,
          peakRssBytes: process.resourceUsage().maxRSS * 1024,
        });
        logger.info(phaseSummary(phases));
        if (env.BUILD_PHASES_FILE) await writeFile(env.BUILD_PHASES_FILE, JSON.stringify(phases, null, 2));
      },
    },
  };
}
