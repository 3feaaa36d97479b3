import { fetchCatalogueSource } from '../src/server/catalogue-source.ts';
import { startLocalEtimsWorker, startLocalOutboxWorker } from '../local/serve.ts';

/**
 * `npm run outbox:worker`: the order-message worker on its own, for hosts that run no Node server
 * (Cloudflare Pages queues the messages in the database; this process sends them). It reads the
 * same settings as the server: DATABASE_URL, SITE_URL, SMTP_URL, MAIL_FROM and AT_*. It also sends
 * the tax invoices waiting for KRA (ETIMS_*, docs/tax.md), unless ETIMS_ENV is off.
 */
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
const worker = await startLocalOutboxWorker(siteUrl);
const etims = await startLocalEtimsWorker(fetchCatalogueSource((path) => fetch(new URL(path, siteUrl))));
console.log(
  `Outbox worker running: order e-mails and SMS are sent as they fall due${etims ? ', tax invoices as they are queued' : ''}. Ctrl+C stops it.`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([worker.stop(), etims?.stop()]).then(() => process.exit(0)));
}
