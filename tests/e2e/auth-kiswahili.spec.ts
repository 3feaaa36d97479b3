import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { sw } from '../../src/i18n/sw.ts';
import { axeViolations } from './axe.ts';
import { accountMailLine, accountMailSubject, SHOP_NAME } from './auth-mails.ts';
import { E2E_AUTH_URL, E2E_MAILBOX } from '../../scripts/e2e-ports.ts';

/**
 * Issue 25.11 and 46.7: a shopper on the Kiswahili pages sees the password rule before typing and
 * gets the shop's own sign-up and password e-mails (its Send Email Hook) in Kiswahili, leading back
 * to Kiswahili pages.
 */

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
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a Kiswahili sign-up shows the password rule first and is confirmed by the shop's Kiswahili e-mail, signed in on /sw/account", async ({
      page,
    }) => {
      const email = `e2e-sw-${Date.now()}@shop.test`;
      await page.goto('/sw');
      await page.getByLabel(sw['a11y.openMenu']).click();
      await page.getByRole('navigation', { name: sw['a11y.mobileNav'] }).getByRole('button', { name: sw['nav.signup'] }).click();
      const dialog = page.getByRole('dialog', { name: sw['auth.signup.title'] });
      const password = dialog.getByLabel(sw['auth.password'], { exact: true });
      // The rule, before any typing: under the field, and read with it.
      const hint = sw['auth.password.hint'].other.replace('{count}', '8');
      await expect(dialog.getByText(hint)).toBeVisible();
      await expect(password).toHaveAccessibleDescription(hint);
      await expect(password).toHaveAttribute('minlength', '8');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel(sw['auth.email']).fill(email);
      await password.fill(PASSWORD);
      await dialog.getByRole('button', { name: sw['auth.signup.submit'] }).click();
      await expect(dialog.getByRole('status')).toHaveText(sw['auth.signup.checkEmail']);

      const mail = await mailTo(page.request, email);
      expect(mail.subject).toBe(accountMailSubject('signup', 'sw'));
      expect(mail.text).toContain(accountMailLine('messages.auth.signup.body', 'sw'));
      expect(mail.text).toContain(SHOP_NAME);
      await page.goto(mail.link);
      await expect(page).toHaveURL(/\/sw\/account$/);
      await expect(page.getByRole('heading', { name: sw['account.title'] })).toBeVisible();
      await expect(page.getByText(sw['account.empty'])).toBeVisible();
    });
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
    expect(mail.subject).toBe(accountMailSubject('recovery', 'sw'));
    expect(mail.text).toContain(accountMailLine('messages.auth.recovery.body', 'sw'));
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/sw\/account\/reset-password/);
    await expect(page.getByRole('heading', { name: sw['reset.title'] })).toBeVisible();
  });
});
