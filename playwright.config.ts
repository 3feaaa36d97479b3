import { defineConfig, devices } from '@playwright/test';
import {
  E2E_DEPLOY_PORT,
  E2E_ETIMS,
  E2E_ETIMS_PORT,
  E2E_MAILBOX_PORT,
  E2E_PORT,
  E2E_SANDBOX,
  E2E_SANDBOX_PORT,
  E2E_SMS,
  E2E_SMS_PORT,
  E2E_SMTP_PORT,
} from './scripts/e2e-ports.ts';
import { findChromium } from './scripts/chromium.ts';

const port = E2E_PORT;
const executablePath = findChromium(process.env, { headlessShell: true }) ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once, so its failure leaves a trace; a test that then passes is flaky, and
  // a flaky test fails the run (scripts/e2e.ts names it in the summary): no test passes on its second try.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node local/start.ts',
    url: `http://localhost:${port}/api/health`,
    // The Pesapal sandbox, the SMS and eTIMS stand-ins and the mail catcher on their own ports, so a developer's `npm start` (4500, 4530, 4560, 2525/4525) never answers the tests;
    // the SMS stand-in posts its delivery reports to this shop (PORT) with the local key.
    // The suite signs in, checks out and polls many times from 127.0.0.1: the Auth stand-in's and the
    // API's rate limits are raised out of its way (the API tests check the limits themselves).
    env: {
      PORT: String(port),
      E2E: '1',
      PESAPAL_SANDBOX_PORT: String(E2E_SANDBOX_PORT),
      PESAPAL_BASE_URL: E2E_SANDBOX,
      AT_STANDIN_PORT: String(E2E_SMS_PORT),
      AT_BASE_URL: E2E_SMS,
      ETIMS_ENV: 'local',
      ETIMS_STANDIN_PORT: String(E2E_ETIMS_PORT),
      ETIMS_BASE_URL: `${E2E_ETIMS}/etims-api/`,
      SMTP_CATCHER_PORT: String(E2E_SMTP_PORT),
      MAILBOX_PORT: String(E2E_MAILBOX_PORT),
      DEPLOY_STANDIN_PORT: String(E2E_DEPLOY_PORT),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '10000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '10000',
      AUTH_RATE_LIMIT_VERIFY: '10000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '10000',
      AUTH_RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY: '10000',
      RATE_LIMIT_CHECKOUT: '10000/60',
      RATE_LIMIT_QUOTE: '10000/60',
      RATE_LIMIT_CONTACT: '10000/60',
      RATE_LIMIT_PAYMENT_STATUS: '10000/60',
      RATE_LIMIT_PAYMENT_VERIFY: '10000/60',
      RATE_LIMIT_PESAPAL_IPN: '10000/60',
      RATE_LIMIT_ORDER_VIEW: '10000/60',
      RATE_LIMIT_TRACK: '10000/60',
      RATE_LIMIT_SMS_DELIVERY_REPORT: '10000/60',
      RATE_LIMIT_STOCK_ALERT: '10000/60',
      // Every catalogue page, cart and cart drawer asks GET /api/stock once: the suite opens hundreds a minute.
      RATE_LIMIT_STOCK: '10000/60',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
