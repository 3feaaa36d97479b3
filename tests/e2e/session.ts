import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { E2E_AUTH_URL } from './browser.ts';

/** Signs in through the header's Login dialog, as a shopper does, and waits for the account menu. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByLabel(`Account menu for ${account.email}`)).toBeVisible();
}

/** An account's access token from the Auth API, as the browser gets it at sign-in. */
export async function accessToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post(`${E2E_AUTH_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}
