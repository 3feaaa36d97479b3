import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUTH_MAIL_TEXTS } from '../../local/auth/mail-texts.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { sw } from '../../src/i18n/sw.ts';
import { E2E_AUTH_URL, E2E_MAILBOX } from './browser.ts';

/** Issue 25.11: a shopper on the Kiswahili pages gets the sign-up and password mails in Kiswahili, leading back to Kiswahili pages. */

const PASSWORD = 'e2e-solar-password';

/** The newest mail to `email`, from the mail catcher's control API. */
async function mailTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string; link: string }> {
  const { messages } = (await (await request.get(`${E2E_MAILBOX}/__control/messages`)).json()) as {
    messages: Array<{ to: string[]; subject: string; text: string }>;
  };
  const mail = messages.find((m) => m.to.includes(email));
  if (!mail) throw new Error(`No mail to ${email}`);
  return { ...mail, link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '' };
}

test.describe('auth mails in Kiswahili', () => {
  test('a sign-up on a Kiswahili page is confirmed by a Kiswahili mail that leads to the Kiswahili account page', async ({ page }) => {
    const email = `e2e-sw-${Date.now()}@shop.test`;
    await page.goto('/sw');
    await page.locator('header').getByRole('button', { name: sw['nav.signup'] }).click();
    const dialog = page.getByRole('dialog', { name: sw['auth.signup.title'] });
    await dialog.getByLabel(sw['auth.email']).fill(email);
    await dialog.getByLabel(sw['auth.password'], { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: sw['auth.signup.submit'] }).click();
    await expect(dialog.getByRole('status')).toHaveText(sw['auth.signup.checkEmail']);

    const mail = await mailTo(page.request, email);
    expect(mail.subject).toBe(AUTH_MAIL_TEXTS.sw.signup.subject);
    expect(mail.text).toContain(AUTH_MAIL_TEXTS.sw.signup.body);
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/sw\/account$/);
    await expect(page.getByRole('heading', { name: sw['account.title'] })).toBeVisible();
  });

  test('a password reset asked on a Kiswahili page comes in Kiswahili and leads to the Kiswahili reset page', async ({ page }) => {
    const email = `e2e-sw-reset-${Date.now()}@shop.test`;
    // Signed up in English: the page the reset is asked from decides.
    const signedUp = await page.request.post(`${E2E_AUTH_URL}/auth/v1/signup`, {
      headers: { apikey: LOCAL_ANON_KEY },
      data: { email, password: PASSWORD, data: { locale: 'en' } },
    });
    expect(signedUp.status()).toBe(200);
    expect((await page.request.get((await mailTo(page.request, email)).link, { maxRedirects: 0 })).status()).toBe(303);

    await page.goto('/sw');
    await page.locator('header').getByRole('button', { name: sw['nav.login'] }).click();
    await page.getByRole('dialog', { name: sw['auth.login.title'] }).getByRole('button', { name: sw['auth.login.forgot'] }).click();
    const recover = page.getByRole('dialog', { name: sw['auth.recover.title'] });
    await recover.getByLabel(sw['auth.email']).fill(email);
    await recover.getByRole('button', { name: sw['auth.recover.submit'] }).click();
    await expect(recover.getByRole('status')).toHaveText(sw['auth.recover.sent']);

    const mail = await mailTo(page.request, email);
    expect(mail.subject).toBe(AUTH_MAIL_TEXTS.sw.recovery.subject);
    expect(mail.text).toContain(AUTH_MAIL_TEXTS.sw.recovery.body);
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/sw\/account\/reset-password/);
    await expect(page.getByRole('heading', { name: sw['reset.title'] })).toBeVisible();
  });
});
