import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { placeOnlineOrder, someProduct } from './place-order.ts';
import { stepUp, workerAdmin } from './session.ts';

/**
 * Every kind of page under the strict Content-Security-Policy the server sends: a walk that
 * records each violation (the `securitypolicyviolation` event in every frame, and the console's
 * CSP messages) and expects none.
 */

const FRAME_FAILED = 'Failed to load payment form. Please try again or contact support.';

/** Starts recording the page's CSP violations; the returned list fills as they happen. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, text: string) => void seen.push(`${frame.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return seen;
}

/**
 * The violations recorded, once the page has done its starting work and every violation it raised is
 * in: every island has hydrated (Astro takes the `ssr` mark off each), then the page asks for an image
 * from a host its policy does not allow, and when that violation (raised after all the others, and
 * reported through the same channel) has arrived, so have they. The marker's own entries are left out.
 */
async function allViolations(page: Page, seen: string[]): Promise<string[]> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const marker = 'https://csp-marker.invalid';
  await page.evaluate((src) => void (new Image().src = src), `${marker}/pixel.png`);
  await expect.poll(() => seen.some((entry) => entry.includes(`img-src blocked ${marker}`))).toBe(true);
  return seen.filter((entry) => !entry.includes(marker));
}

/** Opens a page, checks it came with the strict policy, and waits until it shows `ready`. */
async function visit(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${path} has a strict policy`).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(policy, `${path} runs only its own scripts and hashed ones`).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  if (ready) await ready(page);
  else await page.waitForLoadState('load');
}

const heading = (name: string | RegExp) => async (page: Page) => expect(page.getByRole('heading', { name }).first()).toBeVisible();

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByLabel(`Account menu for ${account.email}`)).toBeVisible();
}

test.describe('the Content-Security-Policy', () => {
  test('the recorder sees a violation: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await visit(page, '/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain('script-src-elem blocked inline');
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });

  test('a shopper walks the catalogue, the cart, checkout and payment without a single violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);
    const product = await someProduct(page.request);

    await visit(page, '/', heading(/./));
    await page.locator('header').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await visit(page, '/shop');
    await visit(page, `/shop/${product.category}`);
    await visit(page, `/shop/${product.category}/${product.id}`);
    await page.locator('main button[data-add-to-cart]').first().click();
    await expect(page.locator('header [data-cart-badge]')).toHaveText('1');
    await visit(page, `/product/${product.id}`);
    await visit(page, '/search?q=battery', async () => expect(page.locator('[data-search-results] > li').first()).toBeVisible());
    await visit(page, '/about');
    await visit(page, '/contact');
    await visit(page, '/privacy-policy');
    await visit(page, '/no-such-page', heading('Oops! Page not found'));
    await visit(page, '/product/no-such-product', heading('Product Not Found'));
    await visit(page, '/cart', async () => expect(page.getByRole('link', { name: 'Checkout' }).first()).toBeVisible());

    await visit(page, '/checkout', heading('Details & Payment'));
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Full name').fill('Achieng Otieno');
    await field('Email').fill(`csp-walk-${Date.now()}@shop.test`);
    await field('Phone').fill('0712 345 678');
    await field('Delivery address').fill('Ngong Road, Adams Arcade');
    await field('City').fill('Nairobi');
    await page.getByRole('combobox', { name: 'County' }).selectOption({ label: 'Nairobi City' });
    await field('Postal code').fill('00100');
    await page.getByRole('radio', { name: /^M-PESA/ }).check();
    for (const policy of [/Terms and Conditions/, /Privacy Policy/, /financial advice/])
      await page.getByRole('checkbox', { name: policy }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/payment\/iframe\?orderTrackingId=/);
    const frame = page.frameLocator('iframe[title="Pesapal secure payment form"]');
    await expect(frame.getByRole('button', { name: 'Send M-PESA prompt' })).toBeVisible();
    const trackingId = new URL(page.url()).searchParams.get('orderTrackingId')!;
    await visit(page, `/payment/return?orderTrackingId=${trackingId}`, async () =>
      expect(page.getByTestId('payment-status')).toBeVisible(),
    );

    expect(await allViolations(page, violations)).toEqual([]);
  });

  test('the account and admin pages, signed in, without a single violation', async ({ page }) => {
    test.setTimeout(60_000);
    const violations = await recordViolations(page);
    await visit(page, '/about');
    // The worker's own admin first: Logout ends every session of the account, and the demo customer is shared by the workers.
    const admin = workerAdmin();
    await logIn(page, admin);
    await visit(page, '/admin', heading('Admin Dashboard'));
    await stepUp(page);
    await visit(page, '/admin/orders', async () => expect(page.locator('.admin-table tbody tr').first()).toBeVisible());
    const orderId = (await page.locator('.admin-table tbody tr').first().getAttribute('data-order-id'))!;
    await visit(page, `/admin/order?id=${orderId}`, heading(`Order ${orderId.slice(0, 8).toUpperCase()}`));
    await page.getByLabel(`Account menu for ${admin.email}`).click();
    await page.locator('.user-menu__panel').getByRole('button', { name: 'Logout' }).click();
    // Signed out, an admin page sends them home (AdminGuard).
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();

    await visit(page, '/about');
    await logIn(page, DEMO_CUSTOMER);
    await visit(page, '/account', heading('My Account'));
    await visit(page, '/orders', heading('Order History'));

    expect(await allViolations(page, violations)).toEqual([]);
  });

  test('/payment/iframe refuses a payment address on another host: the failure message, and no frame', async ({ page }) => {
    const violations = await recordViolations(page);
    const order = await placeOnlineOrder(page.request);
    const foreign = new URL(order.redirectUrl);
    foreign.host = 'pay.pesapal.example';
    await visit(page, `/payment/iframe?${new URLSearchParams({ orderTrackingId: order.orderTrackingId, redirectUrl: foreign.href })}`);
    await expect(page.locator('.payment-error')).toHaveText(FRAME_FAILED);
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(page.locator('iframe')).toHaveCount(0);

    await visit(page, `/payment/iframe?${new URLSearchParams({ orderTrackingId: order.orderTrackingId, redirectUrl: order.redirectUrl })}`);
    await expect(
      page.frameLocator('iframe[title="Pesapal secure payment form"]').getByRole('button', { name: 'Send M-PESA prompt' }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a catalogue image that fails falls back to the placeholder with no inline handler', async ({ page }) => {
    const violations = await recordViolations(page);
    const product = await someProduct(page.request);
    await page.route('**/_astro/*.{webp,jpg,png}', (route) => route.abort());
    await visit(page, `/shop/${product.category}/${product.id}`);
    const image = page.locator('main img[data-fallback]').first();
    await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(violations).toEqual([]);
  });
});
