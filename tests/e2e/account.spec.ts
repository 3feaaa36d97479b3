import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { accountMailSubject } from './auth-mails.ts';
import { E2E_AUTH_URL, E2E_MAILBOX } from '../../scripts/e2e-ports.ts';
import { workerAdmin } from './session.ts';

const PASSWORD = 'e2e-solar-password';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(dialog).toBeHidden();
}

async function openUserMenu(page: Page, email: string) {
  await page.getByLabel(`Account menu for ${email}`).click();
  return page.locator('.user-menu__panel');
}

/** The link in the newest mail to `email` with `subject`, read from the mail catcher's control API. */
async function mailedLink(request: APIRequestContext, email: string, subject: string): Promise<string> {
  const { messages } = (await (await request.get(`${E2E_MAILBOX}/__control/messages`)).json()) as {
    messages: Array<{ to: string[]; subject: string; text: string }>;
  };
  const link = /https?:\/\/\S+/.exec(messages.find((m) => m.to.includes(email) && m.subject === subject)?.text ?? '')?.[0];
  if (!link) throw new Error(`No mail "${subject}" to ${email}`);
  return link;
}

/** Opens the one local mailbox page as a developer does (the stand-in's /mailbox leads there) and follows the link in the newest mail to `email` with `subject`. */
async function followMailedLink(page: Page, email: string, subject: string): Promise<void> {
  await page.goto(`${E2E_AUTH_URL}/mailbox`);
  await expect(page).toHaveURL(`${E2E_MAILBOX}/`);
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) })
    .filter({ hasText: email })
    .first();
  await mail.getByRole('link').first().click();
}

/** A new account with a confirmed e-mail, made through the Auth API (no browser session). */
async function confirmedAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const signedUp = await request.post(`${E2E_AUTH_URL}/auth/v1/signup`, { headers: { apikey: LOCAL_ANON_KEY }, data: { email, password } });
  expect(signedUp.status()).toBe(200);
  const confirmed = await request.get(await mailedLink(request, email, accountMailSubject('signup', 'en')), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
}

/** Each order card of /orders as [heading, payment status, method's label, method]. */
function orderCards(page: Page) {
  return page.locator('.orders__order').evaluateAll((cards) =>
    cards.map((card) => {
      const facts = Object.fromEntries(
        [...card.querySelectorAll('.orders__facts div')].map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
      const [methodLabel = '', method = ''] = Object.entries(facts).find(([term]) => !['Payment', 'Delivery'].includes(term)) ?? [];
      return { heading: card.querySelector('h2')?.textContent ?? '', payment: facts.Payment ?? '', methodLabel, method };
    }),
  );
}

const SHOWN_METHODS = ['M-PESA', 'Visa', 'MasterCard', 'Bank transfer', 'Card', 'Cash on delivery'];

test.describe('accounts', () => {
  // Each walk goes through the auth server and the mailbox several times: its own budget (issue 34).
  test.describe.configure({ timeout: 60_000 });
  test('sign up, confirm through the mailbox, log in, see no orders, log out', async ({ page }) => {
    const email = `e2e-${Date.now()}@shop.test`;
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create an Account' });
    await expect(signUp.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    // The password rule shows before the first try (issue 46.7).
    await expect(signUp.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters');
    await expect(signUp.getByLabel('Password')).toHaveAttribute('minlength', '8');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(signUp.getByRole('status')).toHaveText('Check your email to confirm your account.');
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();

    await logIn(page, email, PASSWORD).catch(() => undefined);
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' }).getByRole('alert')).toHaveText('Email not confirmed');
    await page.keyboard.press('Escape');

    await followMailedLink(page, email, accountMailSubject('signup', 'en'));
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();

    await (await openUserMenu(page, email)).getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();

    await logIn(page, email, PASSWORD);
    const menu = await openUserMenu(page, email);
    await expect(menu.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');

    await (await openUserMenu(page, email)).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // Signed out, /account sends the shopper home (checkout spec), where the login dialog says why.
    await page.goto('/account');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toContainText('Sign in to see your account.');
  });

  test('a wrong password shows the provider message inside the dialog', async ({ page }) => {
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
    await dialog.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible();
  });

  test('the admin sees Admin Dashboard; the customer does not, but sees past orders', async ({ page }) => {
    await page.goto('/');
    // Logout ends every session of the admin: the worker's own admin, so no other worker's test is signed out (session.ts).
    const admin = workerAdmin();
    await logIn(page, admin.email, admin.password);
    await expect((await openUserMenu(page, admin.email)).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await page.locator('.user-menu__panel').getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();

    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const menu = await openUserMenu(page, DEMO_CUSTOMER.email);
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.goto('/account');
    await expect(page.getByText(/^Amount: KSh /).first()).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.locator('.orders__facts').getByText('Delivered')).toBeVisible();
  });

  test('/orders says Paid with only for paid orders, and names every method one way', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/orders');
    await expect(page.locator('.orders__order').first()).toBeVisible();
    const cards = await orderCards(page);
    for (const card of cards) {
      expect(card.methodLabel, `${card.heading} (${card.payment})`).toBe(
        card.payment === 'Paid'
          ? 'Paid with'
          : card.payment === 'Awaiting payment' || card.payment === 'Cash on delivery'
            ? 'Pay with'
            : 'Payment method',
      );
      expect(SHOWN_METHODS, card.heading).toContain(card.method);
    }
    // The seeded orders: paid by M-PESA and by Visa, an M-PESA attempt that failed, one awaiting M-PESA, one cash on delivery.
    for (const [payment, methodLabel, method] of [
      ['Paid', 'Paid with', 'M-PESA'],
      ['Paid', 'Paid with', 'Visa'],
      ['Payment failed', 'Payment method', 'M-PESA'],
      ['Awaiting payment', 'Pay with', 'M-PESA'],
      ['Cash on delivery', 'Pay with', 'Cash on delivery'],
    ]) {
      expect(cards).toContainEqual(expect.objectContaining({ payment, methodLabel, method }));
    }
    await expect(page.locator('main')).not.toContainText(/MpesaKE|M-Pesa|Mpesa/);
  });

  test('/account and /orders list the same orders, cash on delivery included, by the same reference and in words', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const references = async (path: string) => {
      await page.goto(path);
      const headings = page.locator('main').getByRole('heading', { name: /^Order [0-9A-F]{8}$/ });
      await expect(headings.first()).toBeVisible();
      return (await headings.allTextContents()).sort();
    };
    // Other tests may place orders for the demo customer meanwhile: both pages must agree on one reading.
    await expect(async () => {
      const onAccount = await references('/account');
      expect(onAccount.length).toBeGreaterThanOrEqual(5);
      expect(await references('/orders')).toEqual(onAccount);
    }).toPass({ timeout: 20_000 });

    await page.goto('/account');
    const entries = page.locator('.account__item');
    await expect(entries.first()).toBeVisible();
    const cash = entries.filter({ hasText: 'Status: Cash on delivery' });
    await expect(cash.first()).toContainText('Payment method: Cash on delivery');
    await expect(entries.filter({ hasText: 'Status: Paid' }).first()).toContainText(/Payment method: (M-PESA|Visa)/);
    await expect(entries.filter({ hasText: 'Status: Payment failed' }).first()).toContainText('Payment method: M-PESA');
    for (const entry of await entries.all()) {
      await expect(entry).toContainText(/Amount: KSh [\d,]+/);
      await expect(entry).toContainText(/^Order [0-9A-F]{8}/);
    }
    const main = page.locator('main');
    await expect(main).not.toContainText(/PENDING|FAILED|COMPLETED|MpesaKE|demo-|N\/A/);
    await expect(main).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  });

  test('Pay now on the demo customer’s awaiting and failed orders opens Pesapal’s form (issue 43, item 9)', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const status of ['Awaiting payment', 'Payment failed']) {
      await page.goto('/orders');
      // The demo's order is the oldest of its kind: other tests may add newer ones meanwhile.
      const payable = page
        .locator('.orders__order')
        .filter({ has: page.locator('.orders__facts dd', { hasText: status }) })
        .filter({ has: page.getByRole('button', { name: 'Pay now' }) });
      await expect(payable.first()).toBeVisible();
      await payable.last().getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/payment\/iframe\?orderTrackingId=/);
      const form = page.frameLocator('iframe[title="Pesapal secure payment form"]');
      await expect(form.getByRole('button', { name: 'Send M-PESA prompt' })).toBeVisible();
      await expect(page.getByText('Failed to load payment form')).toHaveCount(0);
    }
  });

  test('a forgotten password: a link from the mailbox, a new password, and the old one stops working', async ({ page }) => {
    const email = `reset-${Date.now()}@shop.test`;
    const OLD = 'old-solar-password-1';
    const NEW = 'new-solar-password-2';
    await confirmedAccount(page.request, email, OLD);
    const SENT = 'If an account exists for that address, we have sent a link to reset your password. Check your e-mail.';

    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login to Your Account' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const recover = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(recover.getByLabel('E-mail')).toBeFocused();
    // An address without an account gets the very same answer.
    await recover.getByLabel('E-mail').fill(`nobody-${Date.now()}@shop.test`);
    await recover.getByRole('button', { name: 'Send reset link' }).click();
    await expect(recover.getByRole('status')).toHaveText(SENT);
    await recover.getByLabel('E-mail').fill(email);
    await recover.getByRole('button', { name: 'Send reset link' }).click();
    await expect(recover.getByRole('status')).toHaveText(SENT);
    await recover.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
    await page.keyboard.press('Escape');

    await followMailedLink(page, email, accountMailSubject('recovery', 'en'));
    await expect(page).toHaveURL(/\/account\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const fresh = page.getByLabel('New password', { exact: true });
    await expect(fresh).toHaveAccessibleDescription('At least 8 characters');
    const again = page.getByLabel('Confirm new password');
    const save = page.getByRole('button', { name: 'Save new password' });
    const problem = page.locator('main').getByRole('alert');

    await fresh.fill(NEW);
    await again.fill(`${NEW}x`);
    await save.click();
    await expect(problem).toHaveText('The two passwords do not match.');
    await fresh.fill('short');
    await again.fill('short');
    await save.click();
    await expect(problem).toHaveText('This password is too weak. Password should be at least 8 characters.');
    await fresh.fill(OLD);
    await again.fill(OLD);
    await save.click();
    await expect(problem).toHaveText('Your new password must be different from the old one.');
    await fresh.fill(NEW);
    await again.fill(NEW);
    await save.click();
    await expect(page.locator('main').getByRole('status')).toHaveText('Your password has been changed, and you are signed in.');
    await expect(page.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');

    await (await openUserMenu(page, email)).getByRole('button', { name: 'Logout' }).click();
    await logIn(page, email, NEW);
    await (await openUserMenu(page, email)).getByRole('button', { name: 'Logout' }).click();
    await page.locator('header').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login to Your Account' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(OLD);
    await login.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(login.getByRole('alert')).toHaveText('Invalid login credentials');

    // The link worked once: opened again, it says so and offers a new one.
    await followMailedLink(page, email, accountMailSubject('recovery', 'en'));
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'This link to reset your password is invalid or has expired, or it was opened in another browser. Ask for a new one.',
    );
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu offers Order History, and Admin Orders only to admins', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Open menu').click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
      await dialog.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
      await dialog.getByLabel('Password').fill(DEMO_CUSTOMER.password);
      await dialog.getByRole('button', { name: 'Continue with Email' }).click();
      await expect(dialog).toBeHidden();
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      if (!(await mobile.isVisible())) await page.getByLabel('Open menu').click();
      await expect(mobile.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders');
      await expect(mobile.getByRole('link', { name: 'Admin Orders' })).toHaveCount(0);
    });
  });
});
