import { serve } from '@hono/node-server';
import { authConfig } from '../../src/lib/auth/config.ts';
import { fileCatalogueSource } from '../../src/server/catalogue-file-source.ts';
import { createEmailSender, emailConfigFromEnv } from '../../src/server/email/index.ts';
import { createPesapalClient, readPesapalConfig } from '../../src/server/pesapal/index.ts';
import { authStore } from '../../local/auth/store.ts';
import { describeLocalDatabase, localDatabase } from '../db.ts';
import { catcherSettings } from '../mail/config.ts';
import { refuseInProduction } from '../production-guard.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_DESK_ADMINS,
  DEMO_NEW_ADMIN,
  demoAdminTotpSecret,
  demoAdminTotpUri,
  seedDemoData,
  type DemoPayments,
} from '../demo-accounts.ts';
import { sandboxControl } from '../pesapal/testing.ts';
import { localSiteUrl } from '../start-defaults.ts';
import type { LocalService } from '../service.ts';
import { createAuthApp } from './app.ts';
import { readConfig } from './config.ts';
import { loadSigningKey } from './keys.ts';
import { hookMailer, localSendEmailHook } from './hook-mailer.ts';
import { smtpMailer } from './mails.ts';

/** Where the signing key lives, so tokens survive a restart; E2E runs keep theirs in memory. */
const KEY_FILE = '.data/auth/signing-key.json';

function isLocal(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * The demo orders are paid on the local Pesapal sandbox (started before this stand-in), through
 * the same door as checkout; none without it (PESAPAL_ENV sandbox or live).
 */
function demoPayments(env: Record<string, string | undefined>): DemoPayments | null {
  const config = readPesapalConfig(env);
  if (config.env !== 'local') return null;
  return { pesapal: createPesapalClient(config), sandbox: sandboxControl(config.baseUrl), siteOrigin: env.SITE_URL || localSiteUrl(env) };
}

/**
 * `npm start` runs the Auth stand-in where PUBLIC_SUPABASE_URL points (http://127.0.0.1:54321 by
 * default), over the same database as the API, and seeds the demo accounts and orders.
 */
export const authService: LocalService = {
  name: 'Auth',
  async start() {
    const env = process.env;
    const { supabaseUrl } = authConfig(env);
    if (isLocal(supabaseUrl))
      refuseInProduction('The Auth stand-in (local/auth)', 'point PUBLIC_SUPABASE_URL at the Supabase project instead', env);
    const db = await localDatabase(env);
    if (!isLocal(supabaseUrl))
      return {
        rows: [
          ['Auth', `Supabase at ${supabaseUrl}`],
          ['Database', describeLocalDatabase(env)],
        ],
        stop() {},
      };
    const config = readConfig(env);
    const adminTotpSecret = demoAdminTotpSecret(env);
    const key = await loadSigningKey(env.E2E === '1' ? undefined : KEY_FILE);
    const store = authStore(db.sql);
    // Its e-mails go out through the shop's e-mail door, so locally they land in the one mailbox (local/mail).
    const sender = createEmailSender(emailConfigFromEnv(env));
    const mailbox = catcherSettings(env);
    const mailboxUrl = mailbox.catchesMail ? mailbox.mailboxUrl : null;
    // As a project with a Send Email Hook: the shop's own route writes and sends the mails (issue 46).
    const hook = localSendEmailHook(env);
    const mailer = hook ? hookMailer(hook, mailboxUrl) : smtpMailer(sender, mailboxUrl);
    const app = createAuthApp({ store, key, config, mailer });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`Port ${config.port} is in use: stop the other auth server, or set PUBLIC_SUPABASE_URL to another local port.`)
            : error,
        ),
      );
    });
    const snapshot = await fileCatalogueSource('dist/catalogue.json')().catch(() => null);
    await seedDemoData(db, store, snapshot, demoPayments(env), adminTotpSecret);
    return {
      rows: [
        ['Database', describeLocalDatabase(env)],
        ['Auth (Supabase)', `${config.publicUrl}/auth/v1 (e-mail confirmation ${config.autoconfirm ? 'off' : 'on'})`],
        ['  e-mails', mailbox.catchesMail ? `in the Mailbox (${config.publicUrl}/mailbox leads there too)` : 'sent through SMTP_URL'],
        ['  written by', hook ? `the shop's Send Email Hook (${hook.uri})` : 'the stand-in (AUTH_HOOK_SEND_EMAIL_URI=off)'],
        ['  demo admin', `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`],
        ['  demo admin MFA', `TOTP secret ${adminTotpSecret} (${demoAdminTotpUri(adminTotpSecret)})`],
        ...DEMO_DESK_ADMINS.flatMap((desk, index): Array<[string, string]> => [
          [`  desk admin ${index + 1}`, `${desk.email} / ${desk.password}`],
          [`  desk admin ${index + 1} MFA`, `TOTP secret ${desk.totpSecret} (${demoAdminTotpUri(desk.totpSecret, desk.email)})`],
        ]),
        ['  new admin (no MFA yet)', `${DEMO_NEW_ADMIN.email} / ${DEMO_NEW_ADMIN.password}`],
        ['  demo customer', `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`],
      ],
      stop: () =>
        new Promise<void>((resolve) => {
          sender.close();
          server.close(() => resolve());
        }),
    };
  },
};
