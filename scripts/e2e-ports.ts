import { authConfig } from '../src/lib/auth/config.ts';

/**
 * The ports of the shop, the Pesapal sandbox and the SMS stand-in a browser run starts: E2E_PORT,
 * E2E_SANDBOX_PORT and E2E_SMS_PORT, so two runs (or a run beside `npm start`) can live side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4411);

/**
 * The environment the shop under test is built in: what playwright.config.ts gives `node
 * local/start.ts` (PORT, and with it the site's address), so the server it starts finds the build fresh.
 */
export const E2E_BUILD_ENV: NodeJS.ProcessEnv = { ...process.env, PORT: String(E2E_PORT) };
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4511);
/**
 * The sandbox as the browser reaches it: `localhost`, the shop's own host, on another port. Its frame
 * stays cross-origin to the shop (another port) but same-site, so Chromium renders it in the page's
 * own process, as Chrome on most Android phones does. Cross-site (127.0.0.1), desktop Chromium's site
 * isolation put it in a process of its own, where a click now and then never reached the frame's
 * button and a press never returned once the frame navigated (2 of 274 walks in one CI run).
 */
export const E2E_SANDBOX = `http://localhost:${E2E_SANDBOX_PORT}`;
export const E2E_SMS_PORT = Number(process.env.E2E_SMS_PORT || 4531);
export const E2E_SMS = `http://127.0.0.1:${E2E_SMS_PORT}`;

/** The eTIMS stand-in the run starts (ETIMS_STANDIN_PORT), away from a developer's `npm start` on 4560; invoices in memory. */
export const E2E_ETIMS_PORT = Number(process.env.E2E_ETIMS_PORT || 4561);
export const E2E_ETIMS = `http://127.0.0.1:${E2E_ETIMS_PORT}`;

/** The mail catcher the run starts: SMTP on E2E_SMTP_PORT, the mailbox page (and its control API) on E2E_MAILBOX_PORT. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 4541);
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT || 4542);
export const E2E_MAILBOX = `http://127.0.0.1:${E2E_MAILBOX_PORT}`;

/** The deploy hook stand-in the run starts (DEPLOY_STANDIN_PORT), away from a developer's `npm start` on 4540. */
export const E2E_DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT || 4543);

/** The Auth stand-in the run starts, where PUBLIC_SUPABASE_URL points (its /mailbox leads to the mail catcher's page). */
export const E2E_AUTH_URL = authConfig(process.env).supabaseUrl;
