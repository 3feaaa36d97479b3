import { expect, test, type Page } from '@playwright/test';
import { paymentForm } from './payment-form.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { sizingPage } from '../../src/i18n/sw/sizing-page.ts';
import { sizingRules } from '../../src/i18n/sw/sizing.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { axeViolations } from './axe.ts';

/**
 * Issue 19: the shop in Kiswahili. Expectations are read from the two string tables, so each step
 * checks that the page speaks Kiswahili and not English.
 */
void E2E_SANDBOX;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function someProduct(page: Page) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id, product] = Object.entries(products).filter(([, p]) => p.inStock && p.priceCents > 0)[0]!;
  return { id, ...product };
}

test.describe('Kiswahili', () => {
  test('switch on a product page, add to cart, check out with M-PESA in Kiswahili, and switch back on the same page', async ({ page }) => {
    // A walk through five pages and Pesapal's frame: its own budget (issue 34).
    test.setTimeout(90_000);
    const product = await someProduct(page);
    const path = `/shop/${product.category}/${product.id}`;
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');

    // The switch in the header: the same product, in Kiswahili.
    await page
      .locator('header')
      .getByRole('link', { name: /Kiswahili/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/sw${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    await expect(page.locator('link[rel="alternate"][hreflang="en-KE"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    const add = page.locator('main button[data-add-to-cart]').first();
    await expect(add).toContainText(sw['card.addToCart']);
    await add.click();
    await expect(page.locator('header [data-cart-badge]')).toHaveText('1');

    // The cart and its links stay in Kiswahili.
    await page.goto('/sw/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw['cart.title']);
    await page.locator('main').getByRole('link', { name: sw['cart.proceedToCheckout'] }).first().click();
    await expect(page).toHaveURL(/\/sw\/checkout$/);
    await expect(page.getByRole('heading', { name: sw['checkout.step.details'] })).toBeVisible();

    // Every validation message in Kiswahili.
    await page.getByRole('button', { name: sw['checkout.next'] }).click();
    await expect(page.getByText(sw['checkout.error.fullName'])).toBeVisible();
    await expect(page.getByText(sw['checkout.error.privacy'])).toBeVisible();
    await expect(page.getByText(en['checkout.error.fullName'])).toHaveCount(0);
    await field(page, sw['checkout.field.phone']).fill('0812');
    await page.getByRole('button', { name: sw['checkout.next'] }).click();
    await expect(page.getByText(sw['checkout.error.phone'])).toBeVisible();

    // The fields behave as in English: the same phone forms, the same 47 counties.
    await field(page, sw['checkout.field.fullName']).fill('Achieng Otieno');
    await field(page, sw['checkout.field.email']).fill(`achieng-sw-${Date.now()}@shop.test`);
    await field(page, sw['checkout.field.phone']).fill('0712 345 678');
    await expect(page.getByText(sw['checkout.error.phone'])).toBeHidden();
    await field(page, sw['checkout.field.address']).fill('Ngong Road, Adams Arcade');
    await field(page, sw['checkout.field.city']).fill('Nairobi');
    await page.getByRole('combobox', { name: sw['checkout.field.county'] }).selectOption({ label: 'Nairobi City' });
    await field(page, sw['checkout.field.postalCode']).fill('00100');
    await page.getByRole('radio', { name: /^M-PESA/ }).check();
    await page.getByRole('checkbox', { name: new RegExp(sw['checkout.agree.terms.link']) }).check();
    await page.getByRole('checkbox', { name: new RegExp(sw['checkout.agree.privacy.link']) }).check();
    await page.getByRole('checkbox', { name: sw['checkout.agree.disclaimer'] }).check();
    await page.getByRole('button', { name: sw['checkout.next'] }).click();
    await expect(page.getByRole('heading', { name: sw['checkout.step.review'] })).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('KSh');
    await page.getByRole('button', { name: sw['checkout.placeOrder'] }).click();

    // The payment page and its status in Kiswahili.
    await expect(page).toHaveURL(/\/sw\/payment\/iframe\?orderTrackingId=/);
    await expect(page.getByRole('heading', { name: sw['payment.iframe.title'] })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(sw['payment.status.PENDING']);
    const frame = await paymentForm(page, sw['payment.frameTitle']);
    await frame.getByRole('button', { name: 'Send M-PESA prompt' }).click();
    await frame.getByRole('button', { name: 'Enter PIN and approve' }).click();

    // Pesapal returns the shopper to the Kiswahili status page (the order remembers its language).
    await expect(async () => {
      const details = page.getByRole('link', { name: sw['payment.viewDetails'] });
      if (await details.isVisible()) await details.click();
      await expect(page).toHaveURL(/\/sw\/payment\/return\?/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: sw['payment.return.title'] })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(sw['payment.status.COMPLETED']);
    await expect(page.getByTestId('payment-outcome')).toHaveText(sw['payment.outcome.paid']);
    await expect(page.getByTestId('payment-receipt')).toHaveText(/^[A-Z0-9]{10}$/);
    await expect(page.getByRole('link', { name: sw['payment.return.continue'] })).toHaveAttribute('href', '/sw');

    // Back to English on the same page, its query kept.
    const query = new URL(page.url()).search;
    await page
      .locator('header')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/payment/return' && url.search === query);
    await expect(page.getByRole('heading', { name: en['payment.return.title'] })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(en['payment.status.COMPLETED']);
  });

  test('the choice is remembered: a link shared in English opens in Kiswahili, until the shopper switches back', async ({ page }) => {
    await page.goto('/about');
    await page
      .locator('footer')
      .getByRole('link', { name: /Kiswahili/ })
      .click();
    await expect(page).toHaveURL(/\/sw\/about$/);
    await page.goto('/contact?from=whatsapp');
    await expect(page).toHaveURL(/\/sw\/contact\?from=whatsapp$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    // Links on a Kiswahili page lead to Kiswahili pages; the admin area and files stay where they are.
    await expect(page.locator('header a.logo')).toHaveAttribute('href', '/sw');
    await page
      .locator('footer')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?from=whatsapp$/);
    await page.goto('/sw/about');
    await expect(page).toHaveURL(/\/about$/);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  test('without JavaScript the switch is a plain link to the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop/batteries');
    await page
      .locator('header')
      .getByRole('link', { name: /Kiswahili/ })
      .click();
    await expect(page).toHaveURL(/\/sw\/shop\/batteries$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    await context.close();
  });

  test('an unknown Kiswahili address gets the Kiswahili 404 page', async ({ page }) => {
    const answer = await page.goto('/sw/hakuna-ukurasa-huu');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: sw['notFound.heading'] })).toBeVisible();
  });

  test('the calculator works in Kiswahili: its form, figures and explanations', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/sw/solar-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sizingPage['sizing.page.heading']);
    // The calculator's own form, once its island runs (before, a plain form stands in).
    const form = page.locator('form.sizing-add:not([data-sizing-plain-form])');
    await form.getByLabel(sizingPage['sizing.page.appliance']).selectOption('fridge');
    await form.getByLabel(sizingPage['sizing.page.quantity']).fill('1');
    await form.getByRole('button', { name: sizingPage['sizing.page.add'] }).click();
    await expect(
      page
        .locator('.sizing-figure')
        .filter({ has: page.locator('dt', { hasText: sizingPage['sizing.page.figure.dailyWh'] }) })
        .locator('strong'),
    ).toHaveText('1,000 Wh');
    await expect(page.locator('[aria-live="polite"]')).toContainText(sizingRules['sizing.rule.dailyWh'].replace('{wh}', '1,000'));
    expect(errors).toEqual([]);
  });

  test('Kiswahili pages have no accessibility violations', async ({ page }) => {
    test.setTimeout(90_000);
    const product = await someProduct(page);
    for (const path of ['/sw', `/sw/shop/${product.category}/${product.id}`, '/sw/shop/batteries', '/sw/solar-calculator']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto(`/sw/shop/${product.category}/${product.id}`);
    await page.locator('main button[data-add-to-cart]').first().click();
    await page.goto('/sw/checkout');
    await page.getByRole('button', { name: sw['checkout.next'] }).click();
    await expect(page.getByText(sw['checkout.error.fullName'])).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('the sign-in dialog speaks Kiswahili, the auth server’s refusals too', async ({ page }) => {
    await page.goto('/sw');
    await page.locator('header').getByRole('button', { name: sw['nav.login'] }).click();
    const dialog = page.getByRole('dialog', { name: sw['auth.login.title'] });
    await dialog.getByLabel(sw['auth.email']).fill(DEMO_CUSTOMER.email);
    await dialog.getByLabel(sw['auth.password']).fill('not-the-password');
    await dialog.getByRole('button', { name: sw['auth.login.submit'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(sw['auth.error.invalidCredentials']);
  });

  test('the contact form’s checks read in Kiswahili', async ({ page }) => {
    await page.goto('/sw/contact');
    await page.getByRole('button', { name: sw['contact.send'] }).click();
    await expect(page.locator('[data-error-for="firstName"]')).toHaveText(sw['form.error.required']);
    await page.getByLabel(sw['contact.email'], { exact: false }).fill('si-barua-pepe');
    await page.getByRole('button', { name: sw['contact.send'] }).click();
    await expect(page.locator('[data-error-for="email"]')).toHaveText(sw['form.error.email']);
  });
});
