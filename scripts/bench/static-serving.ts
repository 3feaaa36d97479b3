import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { BodyCache } from '../../src/server/static/body-cache.ts';
import { contentType } from '../../src/server/static/content-types.ts';
import { loadStaticSiteFiles } from '../../src/server/static/static-site-files.ts';
import { staticResponse } from '../../src/server/static/static-response.ts';

/**
 * Requests per second for one small page, over keep-alive, as a browser asks for it
 * (`Accept-Encoding: gzip, deflate, br`): the way local/serve.ts served files before (read from
 * disk and gzipped on every request by hono/compress) against the build's precompressed copies.
 * Both run the static handler alone, in this process; the load comes from a child process so
 * the two do not share a core. Reported, never judged: the numbers depend on the machine.
 */

const PAGE = '/about';
const SECONDS = 5;
const CONNECTIONS = 16;
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** The load generator, run by a second Node: CONNECTIONS loops of GETs over keep-alive for SECONDS. */
const LOAD = `
import { Agent, request } from 'node:http';
const [url, seconds, connections, acceptEncoding] = process.argv.slice(1);
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections) });
const until = Date.now() + Number(seconds) * 1000;
let requests = 0, bytes = 0, errors = 0, encoding = '';
const once = () => new Promise((done) => {
  const req = request(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
    encoding = res.headers['content-encoding'] ?? 'identity';
    res.on('data', (chunk) => (bytes += chunk.length));
    res.on('end', () => { if (res.statusCode === 200) requests++; else errors++; done(); });
  });
  req.on('error', () => { errors++; done(); });
  req.end();
});
const loop = async () => { while (Date.now() < until) await once(); };
await Promise.all(Array.from({ length: Number(connections) }, loop));
console.log(JSON.stringify({ requests, bytes, errors, encoding }));
agent.destroy();
`;

interface Load {
  requests: number;
  bytes: number;
  errors: number;
  encoding: string;
}

function runLoad(url: string): Promise<Load> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD, url, String(SECONDS), String(CONNECTIONS), ACCEPT_ENCODING], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(output) as Load) : fail(new Error(`load generator exited with ${code}`))));
  });
}

/** The old way: every request reads the file and hono/compress gzips it. */
function compressPerRequest(root: string, path: string): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.get(PAGE, async (c) =>
    c.body(await readFile(join(root, path)), 200, { 'content-type': contentType(path), 'cache-control': 'no-cache' }),
  );
  return app;
}

async function precompressed(root: string): Promise<Hono> {
  const files = await loadStaticSiteFiles(root);
  const bodies = new BodyCache(64 * 1024 * 1024);
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => staticResponse(files, bodies, c.req.raw, c.req.path));
  return app;
}

async function measure(app: Hono): Promise<Load> {
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started));
  });
  try {
    return await runLoad(`http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE}`);
  } finally {
    server.close();
  }
}

export async function staticServingReport(distDir = 'dist'): Promise<void> {
  const root = resolve(distDir);
  const files = await loadStaticSiteFiles(root);
  const page = files.resolve(PAGE);
  if (!page) {
    console.log(`\nStatic serving: ${PAGE} is not in ${distDir}; skipped.`);
    return;
  }
  console.log(
    `\nStatic serving of ${PAGE} (${(page.representations.identity.size / 1024).toFixed(1)} KB), ${CONNECTIONS} keep-alive connections for ${SECONDS} s, Accept-Encoding: ${ACCEPT_ENCODING} (reported, not a pass/fail):`,
  );
  for (const [label, app] of [
    ['compressed per request (before)', compressPerRequest(root, page.path)],
    ['precompressed at build (now)', await precompressed(root)],
  ] as const) {
    const load = await measure(app).catch((error: unknown) => error as Error);
    if (load instanceof Error) {
      console.log(`  ${label}: not measured (${load.message})`);
      continue;
    }
    const perResponse = load.requests > 0 ? (load.bytes / load.requests / 1024).toFixed(1) : '-';
    console.log(
      `  ${label.padEnd(34)} ${String(Math.round(load.requests / SECONDS)).padStart(7)} requests/s  ${load.encoding.padEnd(5)} ${perResponse} KB each${load.errors ? `  ${load.errors} errors` : ''}`,
    );
  }
}

if (import.meta.main) await staticServingReport(process.argv[2]);
