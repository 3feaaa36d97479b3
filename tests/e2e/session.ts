import { expect, type Page } from '@playwright/test';

/** Signs in through the header's Login dialog, as a shopper does, and waits for the account menu. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByLabel(`Account menu for ${account.email}`)).toBeVisible();
}
