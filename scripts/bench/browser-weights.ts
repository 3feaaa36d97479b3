import { chromium, type Browser, type Request } from '@playwright/test';
import { isBuildFresh } from '../../local/build-stamp.ts';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { findChromium } from '../chromium.ts';
import { authConfig, LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { storageKeyFor } from '../../src/lib/auth/storage-key.ts';
import { CART_STORAGE_KEY } from '../../src/lib/cart/storage.ts';
import { buildSiteUrl } from '../../src/lib/seo/site-url.ts';
import { gzipSize, inlineJsBytes } from './page-weight.ts';
import { oneLineCart } from './one-line-cart.ts';
import { shopEnvironment, startShop } from './browser-shop.ts';
import {
  kb,
  browserRow,
  isJavaScript,
  largestFirst,
  loadsDiffer,
  samplePages,
  type SamplePage,
  type ScriptResponse,
  type Visit,
} from './visit-weights.ts';

/**
 * The browser part of the budgets (issue 49): every script a page loads in Chromium, for a guest and
 * for a signed-in shopper, where the static weigher sees only what a built page imports at first.
 * The shop runs as the browser tests run it (`node local/start.ts`, E2E=1: a database in memory,
 * the demo accounts seeded), on the port its build was made for (the Auth stand-in lets only that
 * origin in) with the stand-ins on a port set of the bench's own. Each page opens in a fresh browser
 * context (an empty cache) at 390 px and is left until the network is idle; each JavaScript
 * response is weighed as the budgets weigh (gzip -9 of its body) beside what crossed the wire.
 * A page over its budget for either shopper fails the bench; a tool failure is printed and skips.
 */

/** Visits in flight at once: bytes do not depend on the machine's speed, only the section's time does. */
const CONCURRENCY = 3;
const VIEWPORT = { width: 390, height: 844 };
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** The demo customer's session, from the Auth stand-in's password grant, in the form the auth client keeps it in localStorage. */
async function signIn(supabaseUrl: string): Promise<{ key: string; value: string }> {
  const answer = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const session = (await answer.json()) as { access_token?: string; expires_in?: number; expires_at?: number };
  if (!answer.ok || !session.access_token) throw new Error(`the demo customer's sign-in failed: HTTP ${answer.status}`);
  const expiresAt = session.expires_at ?? Math.round(Date.now() / 1000) + (session.expires_in ?? 3600);
  return { key: storageKeyFor(supabaseUrl), value: JSON.stringify({ ...session, expires_at: expiresAt }) };
}

/** A script's body gzipped: as the browser received it, else (a page that moved on drops its bodies) fetched again, the same file. */
async function scriptGzip(url: string, body: () => Promise<Buffer>): Promise<number> {
  const kept = await body().catch(() => null);
  if (kept) return gzipSize(kept);
  const again = await fetch(url);
  if (!again.ok) throw new Error(`${url}: HTTP ${again.status}`);
  return gzipSize(Buffer.from(await again.arrayBuffer()));
}

/**
 * Opens `url` in a fresh context (empty cache) with `storage` in its origin's localStorage, and
 * weighs every script it loads until the network is idle. A page that moves on by script (a guest's
 * /orders goes home) is weighed up to then: the next page is judged as itself.
 */
async function visit(
  browser: Browser,
  url: string,
  storage: Array<{ name: string; value: string }>,
  expectText?: string,
): Promise<Visit & { shown: boolean; landed: string }> {
  const { origin } = new URL(url);
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
  });
  try {
    const page = await context.newPage();
    const weighed: Array<Promise<ScriptResponse | Error | null>> = [];
    const afterMove = new Set<Request>();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    page.on('request', (request: Request) => {
      if (navigations > 1 || (navigations === 1 && request.isNavigationRequest() && request.frame() === page.mainFrame()))
        afterMove.add(request);
    });
    page.on('requestfinished', (request: Request) => {
      if (afterMove.has(request)) return;
      const weighing = (async () => {
        const response = await request.response();
        if (!response) return null;
        const contentType = response.headers()['content-type'] ?? null;
        if (!isJavaScript({ url: request.url(), resourceType: request.resourceType(), contentType })) return null;
        const [sizes, gzip] = await Promise.all([request.sizes(), scriptGzip(request.url(), () => response.body())]);
        return { url: request.url(), transferred: sizes.responseHeadersSize + sizes.responseBodySize, gzip };
      })();
      weighed.push(weighing.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
    });
    const document = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    // The document's own body, or (when a script moved the page on) the same address asked again.
    const html = (document && (await document.text().catch(() => null))) ?? (await (await fetch(url)).text());
    const results = await Promise.all(weighed);
    const failure = results.find((result) => result instanceof Error);
    if (failure) throw failure;
    const scripts = results.filter((script): script is ScriptResponse => script !== null && !(script instanceof Error));
    const shown = expectText === undefined || (await page.locator('body').innerText()).includes(expectText);
    return { scripts, inline: inlineJsBytes(html), shown, landed: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** Runs `work` over `items`, `limit` at a time, keeping their order. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The section: prints a row per sample page and returns whether every page kept to its budget for
 * both shoppers. A tool failure (no Chromium, a stale build, a shop that does not start) is printed
 * and passes; a sign-in the shop does not take fails, since the signed-in figures would be missing.
 */
export async function browserWeightsReport(distDir: string, builtPages: readonly string[]): Promise<boolean> {
  const started = performance.now();
  console.log('\nEvery script a page loads in Chromium, for a guest and for the signed-in demo customer (issue 49):');
  // Debian's headless shell where installed, as the browser tests run: the bytes are the browser's, and it starts faster.
  const chrome = findChromium(process.env, { headlessShell: true });
  if (!chrome) {
    console.log('  skipped: no Chromium (install it, or set CHROMIUM_PATH)');
    return true;
  }
  const siteUrl = buildSiteUrl(process.env).replace(/\/+$/, '');
  const site = new URL(siteUrl);
  if (!['localhost', '127.0.0.1'].includes(site.hostname) || !site.port) {
    console.log(`  skipped: the build's site address (${siteUrl}) is not a local port this section can serve on`);
    return true;
  }
  if (!(await isBuildFresh(shopEnvironment(Number(site.port))))) {
    console.log('  skipped: dist/ is not the build for this environment (run the bench, which builds it first)');
    return true;
  }
  let shop: { stop(): Promise<void> };
  try {
    shop = await startShop(siteUrl, Number(site.port));
  } catch (error) {
    console.log(`  skipped: the shop did not start: ${error instanceof Error ? error.message : String(error)}`);
    return true;
  }
  const startedIn = performance.now() - started;
  const browser = await chromium.launch({ executablePath: chrome, args: CHROME_ARGS }).catch((error: unknown) => {
    console.log(`  skipped: Chromium did not start: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!browser) {
    await shop.stop();
    return true;
  }
  try {
    const session = await signIn(authConfig(process.env).supabaseUrl);
    const cart = await oneLineCart(distDir);
    const pages = samplePages(builtPages);
    const storage = (page: SamplePage, signedIn: boolean) => [
      ...(signedIn ? [{ name: session.key, value: session.value }] : []),
      ...(page.cart && cart ? [{ name: CART_STORAGE_KEY, value: cart }] : []),
    ];
    const jobs = pages.flatMap((page) => [false, true].map((signedIn) => ({ page, signedIn })));
    const measured = await pool(jobs, CONCURRENCY, ({ page, signedIn }) =>
      visit(
        browser,
        `${siteUrl}${page.path}`,
        storage(page, signedIn),
        signedIn && page.path === '/account' ? DEMO_CUSTOMER.email : undefined,
      ).catch((error: unknown) => {
        console.log(
          `  ${page.path} (${signedIn ? 'signed in' : 'guest'}) failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }),
    );
    console.log(
      `  fresh context each (empty cache), ${VIEWPORT.width} px, until the network is idle; JS = inline scripts + every JavaScript response, gzip -9 KB (the budgets' unit), then files and KB transferred`,
    );
    console.log(`${'page'.padEnd(40)} ${'guest: JS files wire'.padStart(20)} ${'signed in: JS files wire'.padStart(20)}  budget`);
    let over = 0;
    let signedInTaken = true;
    pages.forEach((page, index) => {
      const guest = measured[index * 2] ?? null;
      const signedIn = measured[index * 2 + 1] ?? null;
      if (signedIn && !signedIn.shown) signedInTaken = false;
      const row = browserRow(page, guest, signedIn);
      if (row.over) over++;
      console.log(row.line);
      if (page.note) console.log(`    (${page.note})`);
      const movedOn = [guest && ['guest', guest.landed], signedIn && ['signed in', signedIn.landed]].filter(
        (entry): entry is [string, string] => Boolean(entry) && (entry as [string, string])[1] !== new URL(page.path, siteUrl).pathname,
      );
      for (const [who, landed] of movedOn) console.log(`    (${who}: the page moved on to ${landed}, weighed up to then)`);
      if (guest && row.overFor.includes('guest'))
        console.log(
          `    guest loads: ${largestFirst(guest.scripts)
            .map((script) => `${new URL(script.url).pathname.replace(/^\/_astro\//, '')} ${kb(script.gzip)}`)
            .join(', ')}, inline ${kb(guest.inline)}`,
        );
      if (guest && signedIn && (loadsDiffer(guest, signedIn) || row.overFor.includes('signed in'))) {
        const guestFiles = new Set(guest.scripts.map((script) => new URL(script.url).pathname));
        const files = largestFirst(signedIn.scripts).map((script) => {
          const path = new URL(script.url).pathname;
          return `${guestFiles.has(path) ? '' : '+'}${path.replace(/^\/_astro\//, '')} ${kb(script.gzip)}`;
        });
        console.log(`    signed in loads (+ not for a guest): ${files.join(', ')}`);
      }
    });
    const failed = measured.filter((visited) => visited === null).length;
    console.log(
      `${pages.length} pages, ${jobs.length - failed} of ${jobs.length} visits made, ${over} over budget; shop started in ${(startedIn / 1000).toFixed(1)} s, section ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (!signedInTaken) console.log('  The signed-in /account visit did not show the demo customer: the stored session was not taken.');
    return over === 0 && signedInTaken;
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    await browser.close();
    await shop.stop();
  }
}
