import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { renderRuns } from './page.ts';
import { createRuns, finished, nextRun, requestRun, started, type RunsState } from './runs.ts';
import type { SiteBuild } from './builder.ts';
import { prepareStaging, swapIn, type BuildFolders } from './swap.ts';

/** What the stand-in tells the server serving the live folder (local/live-build.ts LiveBuild). */
export interface ServedSite {
  movedTo(from: string, to: string): void;
  reload(): Promise<void>;
}

export interface DeployHookOptions {
  folders: BuildFolders;
  build: SiteBuild;
  /** The server over `folders.live`, once it runs; without one, only the folders change. */
  site?: () => ServedSite | undefined;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DeployHookStandIn {
  app: Hono;
  state: RunsState;
  /** Resolves once no run is building or queued. */
  idle(): Promise<void>;
}

/**
 * The local Cloudflare Pages deploy hook: `POST /deploy` answers as Cloudflare's does and runs a
 * rebuild (astro build into staging, swapped in whole, the server told to read it); one builds at a
 * time, a call during a build queues one more. GET / shows the runs; GET /__control/runs gives them
 * as JSON for tests.
 */
export function createDeployHookStandIn(options: DeployHookOptions): DeployHookStandIn {
  const state = createRuns();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  let working: Promise<void> = Promise.resolve();
  let busy = false;

  async function pump(): Promise<void> {
    for (let run = nextRun(state); run; run = nextRun(state)) {
      started(run, now());
      log(`Deploy hook: building ${run.id}...`);
      try {
        await prepareStaging(options.folders);
        await options.build(options.folders.staging);
        const site = options.site?.();
        swapIn(options.folders, (from, to) => site?.movedTo(from, to));
        await site?.reload();
        finished(run, now(), null);
        log(
          `Deploy hook: ${run.id} is live (${((Date.parse(run.finishedAt ?? '') - Date.parse(run.startedAt ?? '')) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        finished(run, now(), error instanceof Error ? error.message : String(error));
        log(`Deploy hook: ${run.id} failed: ${run.error}`);
      }
    }
  }
  const kick = () => {
    if (busy) return;
    busy = true;
    working = pump().finally(() => {
      busy = false;
    });
  };

  const app = new Hono();
  app.post('/deploy', (c) => {
    const run = requestRun(state, now(), randomUUID);
    kick();
    return c.json({ success: true, errors: [], messages: [], result: { id: run.id, created_on: run.requestedAt } });
  });
  app.get('/__control/runs', (c) => c.json({ runs: state.runs }, 200, { 'cache-control': 'no-store' }));
  app.get('/', (c) => c.html(renderRuns(state, options.folders.live), 200, { 'cache-control': 'no-store' }));
  app.notFound((c) => c.json({ success: false, errors: [{ message: `No route for ${c.req.method} ${c.req.path}` }] }, 404));
  return {
    app,
    state,
    async idle() {
      while (busy) await working;
    },
  };
}
