import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../local/build.ts';
import { E2E_BUILD_ENV } from '../../scripts/e2e-ports.ts';
import { localDatabase } from '../../local/db.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { Database } from '../../src/server/db/index.ts';
import { startStandIn, type RunningStandIn } from '../api/auth-fixture.ts';
import { totpCode } from '../../local/auth/totp.ts';
import { freshPostgresWithUrl } from '../api/db-fixture.ts';
import { startNodeHost, startOnFreePort, startWorkerHost, WRANGLER, type RunningHost } from './hosts.ts';
import { walkTheMoneyPath } from './money-path.ts';
import { expiredHold, released, walkTheLastUnits } from './stock-path.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';

/**
 * The same money path against both hosts the README promises: the Node server and the API as
 * Cloudflare Pages Functions under workerd (wrangler pages dev), each over a real database, the
 * local Pesapal sandbox and the Auth stand-in.
 */

const POSTGRES = process.env.TEST_DATABASE_URL;
const REQUIRED = Boolean(process.env.CI || process.env.E2E_REQUIRED);

/** Why the worker cannot be walked here, or null when it can. */
const workerBlocked = !WRANGLER
  ? 'wrangler is not installed'
  : !POSTGRES
    ? 'no PostgreSQL (TEST_DATABASE_URL) for the worker to connect to'
    : null;
if (workerBlocked && !REQUIRED)
  console.warn(`Skipping the Cloudflare worker money path: ${workerBlocked}. CI runs it (.ci/run installs PostgreSQL).`);

interface Setup {
  db: Database;
  databaseUrl: string | null;
  sandbox: SandboxForTests;
  auth: RunningStandIn;
  adminToken: string;
  close(): Promise<void>;
}

/** A database (PostgreSQL when there is one, else the Node server's in-memory PGlite), the sandbox and the stand-in over it. */
async function setUp(database: 'postgres' | 'node-pglite'): Promise<Setup> {
  let db: Database;
  let databaseUrl: string | null = null;
  if (database === 'postgres') {
    ({ db, url: databaseUrl } = await freshPostgresWithUrl(POSTGRES as string));
  } else {
    process.env.E2E = '1';
    delete process.env.DATABASE_URL;
    db = await localDatabase(process.env);
  }
  const sandbox = await startSandboxForTests();
  const auth = await startStandIn(db, { autoconfirm: true });
  const client = auth.client();
  const { data, error } = await client.auth.signUp({ email: `host-admin-${Date.now()}@shop.test`, password: 'correct-horse-1' });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  await db.profiles.setRole(data.user.id, 'admin');
  // The admin's routes need a second factor (aal2): the admin enrolls an authenticator and types its code, as on /admin.
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
  if (verified.error) throw verified.error;
  return {
    db,
    databaseUrl,
    sandbox,
    auth,
    adminToken: verified.data.access_token,
    async close() {
      await auth.stop();
      await sandbox.stop();
      await db.close();
    },
  };
}

/** The settings both hosts get, the same way: every absolute URL from SITE_URL, Pesapal pointed at the sandbox. */
function settings(setup: Setup, url: string): Record<string, string> {
  return {
    SITE_URL: url,
    PUBLIC_SUPABASE_URL: setup.auth.url,
    PESAPAL_ENV: 'local',
    PESAPAL_BASE_URL: setup.sandbox.url,
    PESAPAL_IPN_URL: `${url}/api/pesapal/ipn`,
    PESAPAL_TIMEOUT_MS: '5000',
    ...(setup.databaseUrl ? { DATABASE_URL: setup.databaseUrl } : {}),
  };
}

// The browser tests' build (any build serves the API here): `npm test` builds once for both.
beforeAll(() => buildIfStale(() => {}, E2E_BUILD_ENV), 300_000);

describe.each([
  ['the Node server (local/serve.ts)', 'node'],
  ['Cloudflare Pages Functions under workerd (wrangler pages dev)', 'worker'],
] as const)('the money path through %s', (_name, kind) => {
  const blocked = kind === 'worker' && workerBlocked && !REQUIRED;
  let setup: Setup;
  let host: RunningHost;

  beforeAll(async () => {
    if (blocked) return;
    if (kind === 'worker' && workerBlocked) throw new Error(`The worker money path cannot run: ${workerBlocked}`);
    setup = await setUp(POSTGRES ? 'postgres' : 'node-pglite');
    host = await startOnFreePort((port) => {
      const env = settings(setup, `http://127.0.0.1:${port}`);
      return kind === 'node' ? startNodeHost(port, env) : startWorkerHost(port, env);
    });
  }, 180_000);
  afterAll(async () => {
    await host?.stop();
    await setup?.close();
  });

  it.skipIf(blocked)(
    'policies, quote, cash on delivery (idempotent), M-PESA, IPN, paid once, the admin list',
    async () => {
      await walkTheMoneyPath({ url: host.url, db: setup.db, sandbox: setup.sandbox.control, adminToken: setup.adminToken });
    },
    120_000,
  );

  it.skipIf(blocked)(
    'the last units: a count of 3, twelve cash checkouts at once give three orders and nine OUT_OF_STOCK, a cancellation gives one back',
    async () => {
      await walkTheLastUnits({ url: host.url, db: setup.db, sandbox: setup.sandbox.control, adminToken: setup.adminToken }, 'sw');
    },
    120_000,
  );

  // On Cloudflare the cron Worker sweeps (order-messages.test.ts); the Node server sweeps beside itself.
  it.skipIf(blocked || kind !== 'node')(
    "the server's own sweep releases the units of an online order left unpaid past its hold",
    async () => {
      await released(setup.db, await expiredHold(setup.db));
    },
    30_000,
  );

  it.skipIf(blocked)(
    '/product/{id} redirects to the product page; a special offer opens, an unknown id is the 404 page',
    async () => {
      const { products } = (await (await fetch(`${host.url}/catalogue.json`)).json()) as { products: Record<string, { category: string }> };
      const [id, product] = Object.entries(products)[0]!;
      const moved = await fetch(`${host.url}/product/${id}?from=whatsapp`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toMatch(new RegExp(`/shop/${product.category}/${id}\\?from=whatsapp$`));
      expect((await fetch(`${host.url}/product/special-offer-1`)).status).toBe(200);
      expect((await fetch(`${host.url}/product/no-such-product`, { redirect: 'manual' })).status).toBe(404);
    },
    60_000,
  );

  it.skipIf(blocked)(
    'Kiswahili: /sw/product/{id} leads to the Kiswahili page, an unknown /sw address is the Kiswahili 404, and the API answers in the page’s language',
    async () => {
      const { products } = (await (await fetch(`${host.url}/catalogue.json`)).json()) as { products: Record<string, { category: string }> };
      const [id, product] = Object.entries(products)[0]!;
      const moved = await fetch(`${host.url}/sw/product/${id}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toMatch(new RegExp(`/sw/shop/${product.category}/${id}$`));
      const missing = await fetch(`${host.url}/sw/hakuna-ukurasa`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('lang="sw-KE"');
      // Each request in its own language, the worker's included (AsyncLocalStorage under nodejs_compat).
      const refused = (lang: string) =>
        fetch(`${host.url}/api/checkout/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': lang },
          body: JSON.stringify({ items: [] }),
        });
      const [kiswahili, english] = await Promise.all([refused('sw-KE'), refused('en-KE')]);
      expect((await kiswahili.json()) as unknown).toMatchObject({
        error: { field: 'items', message: `items: ${sw['checkout.error.items']}` },
      });
      expect((await english.json()) as unknown).toMatchObject({
        error: { field: 'items', message: `items: ${en['checkout.error.items']}` },
      });
    },
    60_000,
  );

  it.skipIf(blocked)(
    'pages the server answers: a /shop query leads to its built listing, and the contact form posts without a script and is stored',
    async () => {
      for (const [asked, target] of [
        ['/shop?category=accessories', '/shop/accessories'],
        ['/shop?category=power-backups', '/shop/back-up-systems'],
        ['/sw/shop?flash-sale=true', '/sw/shop/deals'],
      ] as const) {
        const moved = await fetch(`${host.url}${asked}`, { redirect: 'manual' });
        expect(moved.status, asked).toBe(301);
        expect(new URL(moved.headers.get('location')!, host.url).pathname).toBe(target);
      }
      const shop = await fetch(`${host.url}/shop?brand=Felicity`);
      expect(shop.status).toBe(200);
      expect(await shop.text()).toContain('data-listing');

      const post = (path: string, fields: Record<string, string>, origin = host.url) =>
        fetch(`${host.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          body: new URLSearchParams(fields),
        });
      const subject = `No script ${Date.now()}`;
      const message = {
        firstName: 'Otieno',
        lastName: 'Ouma',
        email: 'otieno@shop.test',
        phone: '',
        subject,
        message: 'Do you deliver to Homa Bay?',
      };
      const stored = await post('/sw/contact', message);
      expect(stored.status).toBe(303);
      expect(stored.headers.get('location')).toBe('/sw/contact/sent');
      const [row] = await setup.db.sql.query('select first_name, message from public.contact_messages where subject = $1', [subject]);
      expect(row).toMatchObject({ first_name: 'Otieno', message: 'Do you deliver to Homa Bay?' });
      const sent = await fetch(`${host.url}/sw/contact/sent`);
      expect(sent.status).toBe(200);

      const refused = await post('/contact', { ...message, email: 'not an address', subject: `${subject} again` });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
      const page = await refused.text();
      expect(page).toContain(en['form.error.email']);
      expect(page).toContain('value="Otieno"');
      expect(page).toContain('Do you deliver to Homa Bay?</textarea>');
      expect((await post('/contact', message, 'https://elsewhere.example')).status).toBe(403);
    },
    60_000,
  );

  it.skipIf(blocked)(
    'a guest follows an order by phone and reference, by the API and by the /track form without a script; /search?q= carries results',
    async () => {
      const { policies } = (await (await fetch(`${host.url}/api/policies/latest`)).json()) as {
        policies: Array<{ type: string; hash: string }>;
      };
      const { products } = (await (await fetch(`${host.url}/catalogue.json`)).json()) as {
        products: Record<string, { inStock: boolean; priceCents: number }>;
      };
      // The cheapest in stock: cash on delivery within the shop's limit, taken without a call.
      const [id] = Object.entries(products)
        .filter(([, p]) => p.inStock && p.priceCents > 0)
        .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
      const placed = await fetch(`${host.url}/api/checkout/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customer: {
            fullName: 'Njeri Wambui',
            email: 'njeri@shop.test',
            phone: '0733 444 555',
            address: 'Moi Avenue 3',
            city: 'Nakuru',
            county: 'Nakuru',
            postalCode: '20100',
          },
          paymentMethod: 'Cash',
          items: [{ id, quantity: 1 }],
          agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
          acceptedPolicyHashes: Object.fromEntries(policies.map((p) => [p.type, p.hash])),
          idempotencyKey: `track_${Date.now()}_${Math.random().toString(36).slice(2)}`,
        }),
      });
      const { orderId } = (await placed.json()) as { orderId: string };
      const reference = orderId.slice(0, 8).toUpperCase();
      const api = await fetch(`${host.url}/api/orders/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '254733444555', reference }),
      });
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({
        order: { id: orderId },
        timeline: [{ event: 'placed' }, { event: 'payOnDelivery', at: null }],
      });

      const link = await fetch(`${host.url}/track?ref=${reference}`);
      expect(await link.text()).toContain(`value="${reference}"`);
      const form = await fetch(`${host.url}/sw/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.url },
        body: new URLSearchParams({ phone: '0733444555', reference }),
      });
      expect(form.status).toBe(200);
      expect(form.headers.get('content-security-policy')).toContain("default-src 'self'");
      const page = await form.text();
      expect(page).toContain(sw['track.order'].replace('{reference}', reference));
      expect(page).toContain(sw['track.event.payOnDelivery']);
      const wrong = await fetch(`${host.url}/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.url },
        body: new URLSearchParams({ phone: '0799000111', reference }),
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.text()).toContain(en['track.error.notFound']);

      const search = await fetch(`${host.url}/search?q=battery`);
      expect(search.status).toBe(200);
      expect(await search.text()).toContain('class="search-server"');
    },
    60_000,
  );
});
