import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_ADMIN, demoAdminTotpSecret } from '../../local/demo-accounts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { until } from '../until.ts';
import { E2E_AUTH_URL } from '../../scripts/e2e-ports.ts';

/**
 * A second factor verified ends the user's sessions below aal2 (as Supabase Auth does), and Logout
 * ends all of them (a global sign-out): a demo admin signed in at aal1 in one worker would lose
 * their session when a test in the other worker steps the demo admin up or logs them out. So the
 * demo admin signs in and steps up (or logs out) one test at a time: from logIn (or
 * holdAdminSignIn) to the end of stepUp (or adminAccessToken, or releaseAdminSignIn after a
 * Logout), a lock directory is held; one older than 45 s (a test that failed before stepping up) is taken over.
 */
const ADMIN_LOCK = join(tmpdir(), 'solar-shop-e2e-demo-admin-aal1');
let holding = false;

export async function holdAdminSignIn(): Promise<void> {
  if (holding) await rm(ADMIN_LOCK, { recursive: true, force: true });
  // Another worker's lock is waited out; one left by a worker that died (older than 45 s) is taken over.
  await until(
    'the demo admin sign-in lock',
    async () => {
      try {
        await mkdir(ADMIN_LOCK);
        return true;
      } catch {
        const since = await stat(ADMIN_LOCK).then(
          (found) => Date.now() - found.mtimeMs,
          () => 0,
        );
        if (since > 45_000) await rm(ADMIN_LOCK, { recursive: true, force: true });
        return null;
      }
    },
    120_000,
  );
  holding = true;
}

export async function releaseAdminSignIn(): Promise<void> {
  if (!holding) return;
  holding = false;
  await rm(ADMIN_LOCK, { recursive: true, force: true });
}

/** Signs in through the header's Login dialog, as a shopper does, and waits for the account menu. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  if (account.email === DEMO_ADMIN.email) await holdAdminSignIn();
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

/** The demo admin's authenticator, from the secret the stand-in gives its factor (DEMO_ADMIN_TOTP_SECRET or the default). */
const demoAuthenticator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(demoAdminTotpSecret(process.env)) });

/**
 * Tries the demo admin's codes until `attempt` takes one: the stand-in takes a code of the current
 * 30-second step or the next (one step of drift), so the current step's code is tried, then the
 * next step's; when both were refused (a step another test used up, where codes are not taken
 * twice), a code not tried yet exists once the clock reaches the next step, so it is polled for.
 */
async function withCode(attempt: (code: string) => Promise<boolean>, secret?: string): Promise<void> {
  const totp = secret ? new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }) : demoAuthenticator;
  const tried = new Set<number>();
  await until(
    'an authenticator code the Auth stand-in takes',
    async () => {
      const step = Math.floor(Date.now() / 30_000);
      const untried = [step, step + 1].find((candidate) => !tried.has(candidate));
      if (untried === undefined) return null;
      tried.add(untried);
      return (await attempt(totp.generate({ timestamp: untried * 30_000 + 1_000 }))) ? true : null;
    },
    75_000,
  );
}

/**
 * Steps the signed-in admin up to aal2 on an admin page: the page asks for the code (the demo
 * admin has a factor), and the test types the one its authenticator shows now.
 */
export async function stepUp(page: Page, secret?: string): Promise<void> {
  const field = page.getByLabel('6-digit code');
  try {
    await expect(field).toBeVisible();
    await withCode(async (code) => {
      await field.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      // Taken: the step-up leaves the page. Refused: the field is emptied (and the error shown beside it).
      const outcome = () =>
        page.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>('.admin-mfa input[name="code"]');
          return !input ? 'taken' : input.value === '' ? 'refused' : 'waiting';
        });
      await expect.poll(outcome, { timeout: 10_000 }).not.toBe('waiting');
      return (await outcome()) === 'taken';
    }, secret);
  } finally {
    await releaseAdminSignIn();
  }
}

/** The demo admin's access token at aal2, as the browser gets it after typing the code (challenge and verify through the Auth API). */
export async function adminAccessToken(
  request: APIRequestContext,
  account: { email: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  await holdAdminSignIn();
  try {
    return await raisedToken(request, account);
  } finally {
    await releaseAdminSignIn();
  }
}

async function raisedToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const token = await accessToken(request, account);
  const headers = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` };
  const user = (await (await request.get(`${E2E_AUTH_URL}/auth/v1/user`, { headers })).json()) as {
    factors?: Array<{ id: string; status: string }>;
  };
  const factor = user.factors?.find((f) => f.status === 'verified');
  if (!factor) throw new Error(`${account.email} has no verified factor`);
  let raised = '';
  await withCode(async (code) => {
    const challenge = await request.post(`${E2E_AUTH_URL}/auth/v1/factors/${factor.id}/challenge`, { headers, data: {} });
    expect(challenge.status()).toBe(200);
    const { id } = (await challenge.json()) as { id: string };
    const verified = await request.post(`${E2E_AUTH_URL}/auth/v1/factors/${factor.id}/verify`, {
      headers,
      data: { challenge_id: id, code },
    });
    if (verified.status() !== 200) return false;
    raised = ((await verified.json()) as { access_token: string }).access_token;
    return true;
  });
  return raised;
}
