import { startLocalOutboxWorker } from '../local/serve.ts';

/**
 * `npm run outbox:worker`: the order-message worker on its own, for hosts that run no Node server
 * (Cloudflare Pages queues the messages in the database; this process sends them). It reads the
 * same settings as the server: DATABASE_URL, SITE_URL, SMTP_URL, MAIL_FROM and AT_*.
 */
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
const worker = await startLocalOutboxWorker(siteUrl);
console.log('Outbox worker running: order e-mails and SMS are sent as they fall due. Ctrl+C stops it.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void worker.stop().then(() => process.exit(0)));
}
