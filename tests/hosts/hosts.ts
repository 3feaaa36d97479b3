import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { startServer } from '../../local/serve.ts';
import { until } from '../until.ts';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `ready` answers true, failing with the host's output when it exits or the time runs out. */
async function answering(
  url: string,
  ready: () => Promise<boolean>,
  child: ChildProcess | null,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  try {
    await until(
      `the host to answer on ${url}`,
      async () => {
        if (child && child.exitCode !== null) throw new Error(`The host exited with ${child.exitCode}`);
        return (await ready().catch(() => false)) || null;
      },
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${output()}`);
  }
}

/**
 * Starts a host on a free port: `start` is given the port (which the host's own settings may
 * name, as SITE_URL does). A port is only free until something binds it: when another process on
 * this busy machine took it between our look and the host's bind, the host is started again on
 * another free port, at most three times. Any other failure is thrown as it is.
 */
export async function startOnFreePort(start: (port: number) => Promise<RunningHost>): Promise<RunningHost> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      const taken = error instanceof Error && /address already in use|EADDRINUSE/i.test(error.message);
      if (!taken || attempt === 3) throw error;
    }
  }
}

const healthy = (url: string) => () => fetch(`${url}/api/health`).then((res) => res.ok);

export interface RunningHost {
  url: string;
  stop(): Promise<void>;
}

/** The Node server (local/serve.ts) in this process, over dist/, with `env` as its environment. */
export async function startNodeHost(port: number, env: Record<string, string>): Promise<RunningHost> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const server = await startServer({ port, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    await answering(url, healthy(url), null, 10_000, () => '');
    return { url, stop: () => new Promise<void>((done) => server.close(() => done())) };
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Where wrangler is, or null when it is not installed. */
export const WRANGLER = existsSync('node_modules/wrangler/bin/wrangler.js') ? 'node_modules/wrangler/bin/wrangler.js' : null;

/** Runs wrangler with `args` on `port` until `ready` answers true; its output goes into the error when it does not start. */
async function startWrangler(args: string[], port: number, ready: (url: string) => () => Promise<boolean>): Promise<RunningHost> {
  if (!WRANGLER) throw new Error('wrangler is not installed (npm install)');
  const child = spawn(
    process.execPath,
    [WRANGLER, ...args, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', '0', '--log-level', 'warn'],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await answering(url, ready(url), child, 90_000, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/**
 * `wrangler pages dev dist`: Cloudflare's own runtime (workerd) serving the build and running
 * functions/ with the checked-in wrangler.jsonc, every setting passed as a binding.
 */
export function startWorkerHost(port: number, env: Record<string, string>): Promise<RunningHost> {
  const bindings = Object.entries(env).flatMap(([name, value]) => ['--binding', `${name}=${value}`]);
  return startWrangler(['pages', 'dev', 'dist', ...bindings], port, healthy);
}

/**
 * The outbox's sweep Worker (workers/outbox-sweep) under `wrangler dev --test-scheduled`, every
 * setting passed as a variable: GET /__scheduled?cron=… runs its scheduled handler as the Cron
 * Trigger would. It has no fetch handler, so any answer means it is up.
 */
export function startSweepWorker(port: number, env: Record<string, string>): Promise<RunningHost> {
  const vars = Object.entries(env).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  return startWrangler(
    ['dev', '-c', 'workers/outbox-sweep/wrangler.jsonc', '--test-scheduled', ...vars],
    port,
    (url) => () => fetch(url).then(() => true),
  );
}
