import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { RATE_LIMIT_NAMES, rateLimitVariable } from '../../src/server/rate-limit/limits.ts';

/**
 * The processes of the checkout load (checkout-load.ts): a free port, a child Node that says when it
 * is up, and the host's environment (this database, these doors, every rate limit off).
 */

export interface Doors {
  smtpUrl: string;
  pesapalUrl: string;
  smsUrl: string;
}

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A child Node running `script`; resolves with its first stdout line once it prints one (its output after that is passed through). */
export function child(script: string, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<{ process: ChildProcess; line: string }> {
  return new Promise((done, fail) => {
    const started = spawn(process.execPath, [...nodeFlags, script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let ready = false;
    let stderr = '';
    started.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    started.stdout.on('data', (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString();
      const end = output.indexOf('\n');
      if (end < 0) return;
      ready = true;
      done({ process: started, line: output.slice(0, end).trim() });
    });
    started.on('error', fail);
    started.on('exit', (code) => {
      if (!ready) fail(new Error(`${script} exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

/** Ends a child and waits until it has exited. */
export function stop(running: ChildProcess): Promise<void> {
  if (running.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    running.on('exit', () => done());
    running.kill('SIGTERM');
  });
}

/** The host's environment: this database and these doors, every rate limit off, no eTIMS or lay-by work beside it. */
export function hostEnv(port: number, databaseUrl: string, doors: Doors): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    PESAPAL_ENV: 'local',
    PESAPAL_BASE_URL: doors.pesapalUrl,
    AT_ENV: 'local',
    AT_BASE_URL: doors.smsUrl,
    SMTP_URL: doors.smtpUrl,
    ETIMS_ENV: 'off',
    LAYBY_WORKER: 'off',
  };
  for (const name of RATE_LIMIT_NAMES) env[rateLimitVariable(name)] = 'off';
  for (const unset of ['NODE_ENV', 'PESAPAL_IPN_URL', 'PESAPAL_IPN_ID', 'DEPLOY_HOOK_URL', 'SANITY_WEBHOOK_SECRET']) delete env[unset];
  return env;
}
