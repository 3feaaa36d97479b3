import { buildIfStale, buildPreviewIfStale } from './build.ts';
import { pesapalSandboxService } from './pesapal/service.ts';
import { smsStandInService } from './africastalking/service.ts';
import { etimsStandInService } from './etims/service.ts';
import { authService } from './auth/service.ts';
import { mailCatcherService } from './mail/service.ts';
import type { LocalService } from './service.ts';
import { deployHookService } from './deploy-hook/service.ts';
import type { ServedSite } from './deploy-hook/app.ts';
import { startServer } from './serve.ts';
import { DEFAULT_PREVIEW_PORT, localPreviewLink, spawnPreviewServer } from './preview-serve.ts';

/** `npm start`: build when stale, start the local stand-ins, then serve the shop. */

const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '127.0.0.1';
const previewPort = Number(process.env.PREVIEW_PORT || DEFAULT_PREVIEW_PORT);

/** The shop's server once it runs: the deploy hook stand-in tells it to read each new build. */
const shop: { site?: ServedSite } = {};

/**
 * Stand-ins for the hosted services, in start order (the mail catcher first: the auth stand-in sends
 * to it; the Pesapal sandbox before the auth stand-in, which pays the demo orders on it). Each lives
 * in its own folder under local/.
 */
const services: LocalService[] = [
  mailCatcherService,
  pesapalSandboxService,
  authService,
  smsStandInService,
  etimsStandInService,
  deployHookService(() => shop.site),
];

await buildIfStale();
await buildPreviewIfStale();
const rows: Array<[string, string]> = [];
const stops: Array<() => Promise<void> | void> = [];
for (const service of services) {
  const started = await service.start();
  rows.push(...started.rows);
  stops.push(started.stop);
}
const server = await startServer({ port, host });
shop.site = server.build;
// Drafts as shoppers will see them, on their own origin (docs/content.md, "Previews").
const preview = await spawnPreviewServer({ port: previewPort, host, siteUrl: process.env.SITE_URL || `http://localhost:${port}` });
const previewOrigin = `http://127.0.0.1:${previewPort}`;

rows.unshift(
  ['Shop', `http://localhost:${port}`],
  ['API', `http://localhost:${port}/api/health`],
  ['Content', process.env.SANITY_PROJECT_ID ? `Sanity project ${process.env.SANITY_PROJECT_ID}` : 'seed dataset in studio/seed (groq-js)'],
  [
    'Preview',
    preview.settings.mode === 'off'
      ? `off: ${preview.settings.reason}`
      : (localPreviewLink(previewOrigin, preview.settings, '/shop/back-up-systems/felicity-3kw-backup-5kwh') ??
        `${previewOrigin} (open from the Studio's Preview button)`),
  ],
);
console.log('\nSolar Shop Kenya is running:\n');
for (const [what, where] of rows) console.log(`  ${what.padEnd(16)} ${where}`);
console.log('\nPress Ctrl+C to stop.\n');

async function stop(): Promise<void> {
  server.close();
  preview.stop();
  for (const stopService of stops.reverse()) await stopService();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
