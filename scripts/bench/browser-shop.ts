import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The shop as the browser weights visit it (browser-weights.ts): started as the browser tests start it
 * (`node local/start.ts`, E2E=1), on its build's port, with the stand-ins on a port set of the bench's own.
 */

/** The stand-ins' ports for this section, apart from the browser tests' (44xx, 45x1) and `npm start`'s (4500, 4530…). */
const PORTS = { pesapal: 4481, sms: 4482, etims: 4483, smtp: 4484, mailbox: 4485, deploy: 4486, preview: 4487 } as const;
/** The environment the shop is started in: the browser tests' settings, this section's ports. */
export function shopEnvironment(port: number): NodeJS.ProcessEnv {
  const local = (p: number) => `http://127.0.0.1:${p}`;
  return {
    ...process.env,
    PORT: String(port),
    E2E: '1',
    PESAPAL_SANDBOX_PORT: String(PORTS.pesapal),
    PESAPAL_BASE_URL: local(PORTS.pesapal),
    AT_STANDIN_PORT: String(PORTS.sms),
    AT_BASE_URL: local(PORTS.sms),
    ETIMS_ENV: 'local',
    ETIMS_STANDIN_PORT: String(PORTS.etims),
    ETIMS_BASE_URL: `${local(PORTS.etims)}/etims-api/`,
    SMTP_CATCHER_PORT: String(PORTS.smtp),
    MAILBOX_PORT: String(PORTS.mailbox),
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    DEPLOY_STANDIN_PORT: String(PORTS.deploy),
    PREVIEW_PORT: String(PORTS.preview),
    // Each catalogue page asks GET /api/stock once, and the visits all come from 127.0.0.1.
    RATE_LIMIT_STOCK: '10000/60',
    AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '10000',
    AUTH_RATE_LIMIT_TOKEN_REFRESH: '10000',
  };
}

/** Starts `node local/start.ts` and waits for its health check; stop() ends it (and the stand-ins it started). */
export async function startShop(siteUrl: string, port: number): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['local/start.ts'], {
    env: shopEnvironment(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Should the bench die before stop(), the shop and its stand-ins go with it.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${siteUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { stop };
    const code = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(resolve, 250, undefined))]); // polls the health check
    if (code !== undefined) throw new Error(`local/start.ts exited with ${code}:\n${output.slice(-1500)}`);
  }
  await stop();
  throw new Error(`the shop did not answer ${siteUrl}/api/health within 120 s:\n${output.slice(-1500)}`);
}
