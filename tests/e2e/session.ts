import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_DESK_ADMINS } from '../../local/demo-accounts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { E2E_AUTH_URL } from '../../scripts/e2e-ports.ts';

export type DeskAdmin = (typeof DEMO_DESK_ADMINS)[number];

/**
 * The admin this worker works the desk as: the desk admin of its slot (test.info().parallelIndex,
 * which a retry's new worker takes over once the old one is gone). A step-up ends the admin's other
 * sessions below aal2 and Logout ends all of them, so each worker has its own admin and no test
 * signs out another worker's.
 */
export function workerAdmin(): DeskAdmin {
  const slot = test.info().parallelIndex;
  const admin = DEMO_DESK_ADMINS[slot];
  if (!admin)
    throw new Error(
      `No desk admin for worker slot ${slot}: local/demo-accounts.ts has ${DEMO_DESK_ADMINS.length} (DEMO_DESK_ADMINS), one per Playwright worker; run with at most that many workers.`,
    );
  return admin;
}

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

/**
 * The code an authenticator with `secret` shows now. The stand-in takes a code of the current
 * 30-second step or the one either side, and takes it again on a new challenge (as Supabase Auth
 * does), so the code of now is always taken.
 */
function codeNow(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/**
 * Steps the signed-in admin up to aal2 on an admin page: the page asks for the code (the admin has a
 * factor), and the test types the one its authenticator shows now (the worker's admin's unless `secret` is given).
 */
export async function stepUp(page: Page, secret: string = workerAdmin().totpSecret): Promise<void> {
  const field = page.getByLabel('6-digit code');
  await expect(field).toBeVisible();
  await field.fill(codeNow(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Taken: the step-up leaves the page.
  await expect(page.locator('.admin-mfa input[name="code"]')).toHaveCount(0, { timeout: 10_000 });
}

/** An admin's access token at aal2 (the worker's admin's unless given), as the browser gets it after typing the code (challenge and verify through the Auth API). */
export async function adminAccessToken(request: APIRequestContext, account: DeskAdmin = workerAdmin()): Promise<string> {
  const token = await accessToken(request, account);
  const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` };
  const user = (await (await request.get(`${E2E_AUTH_URL}/auth/v1/user`, { headers })).json()) as {
    factors?: Array<{ id: string; status: string }>;
  };
  const factor = user.factors?.find((f) => f.status === 'verified');
  if (!factor) throw new Error(`${account.email} has no verified factor`);
  const challenge = await request.post(`${E2E_AUTH_URL}/auth/v1/factors/${factor.id}/challenge`, { headers, data: {} });
  expect(challenge.status()).toBe(200);
  const { id } = (await challenge.json()) as { id: string };
  const verified = await request.post(`${E2E_AUTH_URL}/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: id, code: codeNow(account.totpSecret) },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { access_token: string }).access_token;
}
