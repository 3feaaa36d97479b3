import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { authConfig } from '../../src/lib/auth/config.ts';

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else Playwright's own. With `headlessShell`
 * (the browser tests), Debian's chromium-headless-shell first: the old headless build Playwright
 * itself runs headless tests in, without the full browser's UI processes (the axe sweep ran in 6.1
 * min there, 8.7 in the full browser). Lighthouse and the search bench measure in the full browser.
 */
export function findChromium(env: Record<string, string | undefined> = process.env, { headlessShell = false } = {}): string | null {
  const candidates = [
    env.CHROMIUM_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : null;
  } catch {
    return null;
  }
}

export const INSTALL_HINT =
  'Browser tests need Chromium: install it with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.';

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
export const E2E_SANDBOX = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
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
