import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app.ts';
import { fileCatalogueSource } from '../src/server/catalogue-file-source.ts';
import { settingsDeps } from '../src/server/host-deps.ts';
import { localDatabase } from './db.ts';
import { authService } from './auth/service.ts';
import { mailCatcherService } from './mail/service.ts';
import { pesapalSandboxService } from './pesapal/service.ts';

/** `npm run dev`: Astro's dev server, with the API on API_PORT behind its /api proxy. */

const apiPort = Number(process.env.API_PORT || 4322);
// The dev server renders pages on demand; the API prices from the last `npm run build`.
const mail = await mailCatcherService.start();
// The sandbox before the Auth stand-in, which pays the demo orders on it (local/demo-accounts.ts).
const sandbox = await pesapalSandboxService.start();
// This API has no e-mail door (no outbox dispatch): the stand-in writes its own plain auth mails
// instead of calling the shop's Send Email Hook, unless AUTH_HOOK_SEND_EMAIL_URI says otherwise.
process.env.AUTH_HOOK_SEND_EMAIL_URI ||= 'off';
const auth = await authService.start();
for (const [what, where] of [...mail.rows, ...auth.rows, ...sandbox.rows]) console.log(`${what.padEnd(16)} ${where}`);
// Pesapal calls the IPN at the dev server's port (PORT, default 4321), which proxies /api here.
const settings = settingsDeps(process.env, { siteUrl: `http://localhost:${process.env.PORT || 4321}` });
const api = createApp({ catalogue: fileCatalogueSource('dist/catalogue.json'), db: await localDatabase(), ...settings });
const server = serve({ fetch: api.fetch, port: apiPort, hostname: '127.0.0.1' });
console.log(`API on http://127.0.0.1:${apiPort}/api (proxied by the dev server)`);

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: String(apiPort) },
});
astro.on('exit', (code) => {
  server.close();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => astro.kill(signal));
