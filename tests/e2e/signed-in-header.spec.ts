import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { storageKeyFor } from '../../src/lib/auth/storage-key.ts';
import { en } from '../../src/i18n/en.ts';
import { axeViolations } from './axe.ts';
import { E2E_AUTH_URL } from '../../scripts/e2e-ports.ts';

/**
 * Issue 49: a signed-in shopper's catalogue page names them in the header from the stored session
 * alone; the auth client, the dialogs and the favourites' sync load only when the account menu opens.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The chunks of the sign-in code a signed-in catalogue page no longer loads with the page. */
const AUTH_CHUNK = /\/_astro\/(mount|auth-client|session|favourites-sync)\.[\w-]+\.js$/;

test('a signed-in category page shows the account menu before any auth code, and opening it loads the rest', async ({ browser, page }) => {
  // The session as supabase-js stores it after signing in, there before the page's first script.
  const answer = await page.request.post(`${E2E_AUTH_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: DEMO_CUSTOMER,
  });
  expect(answer.status()).toBe(200);
  const session = (await answer.json()) as { expires_in: number };
  const stored = JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + session.expires_in });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeyFor(E2E_AUTH_URL), stored] as const);
  const authChunks: string[] = [];
  page.on('request', (request) => {
    if (AUTH_CHUNK.test(request.url())) authChunks.push(request.url());
  });

  await page.goto('/shop/batteries', { waitUntil: 'networkidle' });
  const button = page.getByLabel(en['auth.menu.label'].replace('{email}', DEMO_CUSTOMER.email));
  await expect(button).toBeVisible();
  // The ☰ menu's account entries are drawn too, closed.
  await expect(page.locator('[data-user-menu-mobile]').getByRole('link', { name: en['nav.orders'], includeHidden: true })).toHaveCount(1);
  expect(authChunks).toEqual([]);

  // From the keyboard: the menu opens at once, and the rest of the sign-in code loads behind it.
  const read = page.waitForResponse('**/api/me');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('.user-menu__panel');
  await expect(panel.getByText(en['nav.welcome'].replace('{email}', DEMO_CUSTOMER.email))).toBeVisible();
  expect((await read).status()).toBe(200);
  // The client has read the account: the menu stayed open, the focus where it was, no admin link for a customer.
  await expect.poll(() => page.evaluate(() => document.querySelector('[data-user-menu] [data-account]')?.hasAttribute('open'))).toBe(true);
  await expect(button).toBeFocused();
  await expect(panel.getByRole('link', { name: en['nav.adminDashboard'] })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: en['nav.myAccount'] })).toBeFocused();
  await expect(panel.getByRole('link', { name: en['nav.myAccount'] })).toHaveAttribute('href', '/account');
  expect(await axeViolations(page, '.site-header')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // A session that has ended (its refresh token refused): named from storage, then signed out once the client has checked it.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const ended = JSON.stringify({ ...session, access_token: 'ended', refresh_token: 'ended', expires_at: 1 });
    await other.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeyFor(E2E_AUTH_URL), ended] as const);
    const phone = await other.newPage();
    await phone.goto('/shop/batteries');
    const stale = phone.getByLabel(en['auth.menu.label'].replace('{email}', DEMO_CUSTOMER.email));
    await stale.click();
    await expect(stale).toHaveCount(0);
    await phone.getByLabel(en['a11y.openMenu']).click();
    await expect(phone.locator('[data-user-menu-mobile]').getByRole('button', { name: en['nav.login'] })).toBeVisible();
  } finally {
    await other.close();
  }
});
