import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { storageKeyFor } from '../../src/lib/auth/storage-key.ts';
import { axeViolations } from './axe.ts';
import { E2E_AUTH_URL, E2E_MAILBOX } from '../../scripts/e2e-ports.ts';
import { placeCashOrder } from './place-order.ts';
import { stepUp, workerAdmin } from './session.ts';

/**
 * Issue 43, item 3: an admin link opened from a message (the new-order e-mail's, or any admin page)
 * by someone not signed in, or whose session has ended, opens the sign-in, which says why; after the
 * password comes the code, then the very page asked for. A customer is told the page is for the team.
 */

const LOGIN = 'Login to Your Account';
const WHY = "Sign in with your team account to open the shop's admin page. Next you type the code from your authenticator app.";

/** Types `account`'s password into the login dialog the page opened by itself. */
async function signInThroughDialog(page: Page, account: { email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: LOGIN });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
}

/** The admin link of the shop's new-order e-mail for `orderId`, as the mail catcher received it. */
async function mailedAdminLink(page: Page, orderId: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const { messages } = (await (await page.request.get(`${E2E_MAILBOX}/__control/messages`)).json()) as {
      messages: Array<{ text: string }>;
    };
    const found = messages
      .map((mail) => mail.text.match(/https?:\/\/\S+\/admin\/order\?id=[\w-]+/)?.[0])
      .find((url) => url?.endsWith(orderId));
    expect(found).toBeTruthy();
    link = found!;
  }).toPass({ timeout: 20_000 });
  return link;
}

test("the new-order e-mail's link, opened signed out, leads through the sign-in and the code to that order", async ({ page }) => {
  test.setTimeout(90_000);
  const orderId = await placeCashOrder(page.request);
  const link = await mailedAdminLink(page, orderId);
  const path = new URL(link).pathname + new URL(link).search;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: LOGIN });
  await expect(dialog).toContainText(WHY);
  // Home, with the address cleaned; Back does not return to the admin page that only sent them on.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await axeViolations(page)).toEqual([]);

  await signInThroughDialog(page, workerAdmin());
  await expect(page).toHaveURL(path);
  await stepUp(page);
  await expect(page.getByRole('heading', { name: `Order ${orderId.slice(0, 8).toUpperCase()}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(path);
});

test('on a phone, /admin opened with a session that has ended asks to sign in again, then for the code, then shows the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A session this browser still holds, but which has ended at the auth server (logged out elsewhere).
  const { email, password } = workerAdmin();
  const signedIn = await page.request.post(`${E2E_AUTH_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
  const session = (await signedIn.json()) as { access_token: string };
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeyFor(E2E_AUTH_URL), JSON.stringify(session)] as const);
  const ended = await page.request.post(`${E2E_AUTH_URL}/auth/v1/logout?scope=local`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session.access_token}` },
  });
  expect(ended.status()).toBe(204);

  await page.goto('/admin');
  const dialog = page.getByRole('dialog', { name: LOGIN });
  await expect(dialog).toContainText(WHY);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await signInThroughDialog(page, workerAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  await stepUp(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest orders' })).toBeVisible();
});

test('a customer who opens an admin link is told it is for the team, and may sign in with a team account instead', async ({ page }) => {
  // Signed out: the sign-in, with the admin page replaced in the history, so Back leaves for the page before.
  await page.goto('/about');
  await page.goto('/admin/orders?payment=paid');
  const dialog = page.getByRole('dialog', { name: LOGIN });
  await expect(dialog).toContainText(WHY);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/admin/orders?payment=paid');
  await signInThroughDialog(page, DEMO_CUSTOMER);
  await expect(page).toHaveURL(/\/admin\/orders\?payment=paid$/);
  await expect(page.getByText('This page is for the shop’s team.')).toBeVisible();
  await expect(page.getByText(`You are signed in as ${DEMO_CUSTOMER.email}, a customer account, which cannot open it.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign in with a team account' }).click();
  await expect(dialog).toContainText(WHY);
  await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a sign-in link that names another site leads to the admin area, never away; the reason is in Kiswahili on a Kiswahili page', async ({
  page,
}) => {
  await page.goto(`/sw?sign-in=admin&back=${encodeURIComponent('//evil.test/admin')}`);
  const dialog = page.getByRole('dialog', { name: 'Ingia kwenye Akaunti Yako' });
  await expect(dialog).toContainText('Ingia kwa akaunti yako ya timu ili ufungue ukurasa wa usimamizi wa duka.');
  await dialog.getByLabel('Barua pepe').fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel('Nenosiri').fill(DEMO_CUSTOMER.password);
  await dialog.getByRole('button', { name: 'Endelea na Barua Pepe' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/admin$/);
  await expect(page.getByText('This page is for the shop’s team.')).toBeVisible();
});

test('Google, chosen in the sign-in an admin link opened, also comes back to the page asked for', async ({ page }) => {
  await page.goto('/admin/orders?payment=paid');
  const dialog = page.getByRole('dialog', { name: LOGIN });
  await expect(dialog).toContainText(WHY);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  // The Auth stand-in's consent page: its first test identity, a Google account that is no admin.
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This page is for the shop’s team.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\?payment=paid$/);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('an admin page says it needs JavaScript instead of loading for ever', async ({ page }) => {
    await page.goto('/admin/order?id=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    // Playwright's text queries skip <noscript> content (no-script.spec.ts): the note is found by its class.
    await expect(page.locator('.admin__no-script')).toBeVisible();
    await expect(page.locator('.admin__no-script')).toContainText(
      'The admin area works only with JavaScript, and this browser has it turned off.',
    );
    await expect(page.locator('.admin__loading')).toBeHidden();
  });
});
