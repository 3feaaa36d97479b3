import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeployHookStandIn, type DeployHookStandIn } from '../../local/deploy-hook/app.ts';
import { buildFolders, type BuildFolders } from '../../local/deploy-hook/swap.ts';
import { until } from '../until.ts';
import { createServedSite } from '../../local/serve.ts';
import { writeHostFiles } from '../../src/build/headers.ts';
import { precompressBuild } from '../../src/build/precompress.ts';
import { deployHookAt } from '../../src/server/publish/deploy-hook.ts';

/**
 * The local deploy hook over a small fixture build instead of astro build (a real one takes a
 * minute): it answers as Cloudflare's hook does, builds into staging while the old build goes on
 * serving, swaps the new one in whole (pages and their compressed copies), and the running server
 * serves it; one build at a time, and calls during a build queue exactly one more.
 */

const page = (version: number) => `<!doctype html><html><body>${`Solar panel price list, version ${version}. `.repeat(40)}</body></html>`;

/** A build of `version`: index.html and an asset, the host files and the precompressed copies, as the real build writes them. */
async function writeBuild(outDir: string, version: number): Promise<void> {
  await mkdir(join(outDir, '_astro'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), page(version));
  await writeFile(join(outDir, `_astro/app.v${version}.js`), `export const version = ${version};`.repeat(40));
  await writeHostFiles(outDir, process.env);
  await precompressBuild(outDir, { assetQuality: 5, pageQuality: 5 });
}

describe('the local deploy hook swaps a new build in under the running server', () => {
  let root: string;
  let folders: BuildFolders;
  let shop: Hono;
  let hook: DeployHookStandIn;
  let version = 1;
  /** While set, a build waits for it: a build "under way". */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    vi.stubEnv('E2E', '1');
    vi.stubEnv('DATABASE_URL', '');
    root = await mkdtemp(join(tmpdir(), 'shop-deploy-'));
    folders = buildFolders(join(root, 'dist'));
    await writeBuild(folders.live, version);
    const served = await createServedSite(folders.live);
    shop = served.app;
    hook = createDeployHookStandIn({
      folders,
      site: () => served.build,
      log: () => undefined,
      build: async (outDir) => {
        if (gate) await gate;
        await writeBuild(outDir, ++version);
      },
    });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(root, { recursive: true, force: true });
  });

  const home = async (encoding = 'identity') => {
    const res = await shop.request('/', { headers: { 'accept-encoding': encoding } });
    const body = Buffer.from(await res.arrayBuffer());
    return res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body).toString() : body.toString();
  };
  const callHook = () =>
    deployHookAt('http://hook.test/deploy', (async (url: string, init: RequestInit) => hook.app.request(url, init)) as typeof fetch)();

  it("answers as Cloudflare's hook, rebuilds, and the server serves the new build in every coding", async () => {
    expect(await home()).toContain('version 1.');
    expect(await callHook()).toMatchObject({ ok: true, deployId: expect.any(String) });
    await hook.idle();
    expect(hook.state.runs).toMatchObject([{ status: 'live', calls: 1, error: null }]);
    expect(await home()).toContain('version 2.');
    expect(await home('br')).toContain('version 2.');
    expect((await shop.request('/_astro/app.v2.js')).status).toBe(200);
    expect(existsSync(join(folders.live, '_astro/app.v1.js'))).toBe(false);
    // The old build was set aside, not deleted under the server's feet.
    expect(existsSync(join(folders.previous, 'index.html'))).toBe(true);
  });

  it('serves the old build while a new one builds, and queues exactly one more for calls during the build', async () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    await callHook();
    await until('the first call to start its build', async () => (hook.state.runs[1]?.status === 'building' ? true : null));
    await callHook();
    await callHook();
    expect(hook.state.runs.slice(1).map((run) => [run.status, run.calls])).toEqual([
      ['building', 1],
      ['queued', 2],
    ]);
    expect(await home()).toContain('version 2.');
    gate = null;
    open();
    await hook.idle();
    expect(hook.state.runs.map((run) => run.status)).toEqual(['live', 'live', 'live']);
    expect(await home()).toContain('version 4.');
  });

  it('keeps the live build and records the error when a build fails', async () => {
    const failing = createDeployHookStandIn({
      folders,
      log: () => undefined,
      build: async () => {
        throw new Error('astro build exited with 1: a product has no price');
      },
    });
    await failing.app.request('/deploy', { method: 'POST' });
    await failing.idle();
    expect(failing.state.runs).toMatchObject([{ status: 'failed', error: 'astro build exited with 1: a product has no price' }]);
    expect(await home()).toContain('version 4.');
    const runs = (await (await failing.app.request('/__control/runs')).json()) as { runs: unknown[] };
    expect(runs.runs).toHaveLength(1);
    expect((await failing.app.request('/')).status).toBe(200);
  });
});
