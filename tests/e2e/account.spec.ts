import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { E2E_AUTH_URL } from './browser.ts';

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

test.describe('accounts', () => {
  test('sign up, confirm through the mailbox, log in, see no orders, log out', async ({ page }) => {
    const email = `e2e-${Date.now()}@shop.test`;
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create an Account' });
    await expect(signUp.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(signUp.getByRole('status')).toHaveText('Check your email to confirm your account.');
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();

    await logIn(page, email, PASSWORD).catch(() => undefined);
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' }).getByRole('alert')).toHaveText('Email not confirmed');
    await page.keyboard.press('Escape');

    await page.goto(`${E2E_AUTH_URL}/mailbox`);
    await page.locator(`a[data-to="${email}"]`).first().click();
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
    await page.goto('/account');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();
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
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect((await openUserMenu(page, DEMO_ADMIN.email)).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await (page.locator('.user-menu__panel')).getByRole('button', { name: 'Logout' }).click();

    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const menu = await openUserMenu(page, DEMO_CUSTOMER.email);
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.goto('/account');
    await expect(page.getByText(/^Amount: KSh /).first()).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByText('Delivered')).toBeVisible();
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
