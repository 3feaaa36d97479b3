import { expect, test, type Page } from '@playwright/test';
import { paymentForm } from './payment-form.ts';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { productPath } from '../../src/lib/catalogue/product-path.ts';
import { formatKes } from '../../src/lib/money.ts';
import { STATUTORY_RATE_BP } from '../../src/lib/tax/tax-types.ts';
import { splitGross } from '../../src/lib/tax/vat.ts';
import { logIn } from './session.ts';
// The expected texts come from the shop's own tables.
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import '../../src/i18n/everything.ts';

/**
 * Issue 25, walked as a Kenyan shopper does: one delivery price, sign-in from a phone, checkout as
 * Kenyans fill it in, a confirmation with the order's reference, a failed payment that keeps the
 * form, payment pages that speak to shoppers, and the pages that work without a script.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function snapshotOf(page: Page): Promise<CatalogueSnapshot> {
  return catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
}

/** A product in stock whose delivery is priced (it has a weight), under `maxShillings`. */
async function weighedProduct(page: Page, maxShillings = 40_000) {
  const { products } = await snapshotOf(page);
  const [id, product] = Object.entries(products).find(
    ([, p]) => p.inStock && p.priceCents > 0 && p.priceCents < maxShillings * 100 && (p.weightKg ?? 0) > 0,
  )!;
  return { id, ...product, path: productPath({ id, category: product.category }) };
}

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main button[data-add-to-cart]').first().click();
  await expect(page.locator('header [data-cart-badge]').first()).not.toHaveText('');
}

async function fillCheckout(page: Page, method: string, phone = '0712-345-678', locale: 'en' | 'sw' = 'en', guest = true) {
  const words = locale === 'en' ? en : sw;
  // A signed-in customer's name and e-mail come from the account, locked.
  if (guest) {
    await field(page, words['checkout.field.fullName']).fill('Achieng Otieno');
    await field(page, words['checkout.field.email']).fill(`trust-${Date.now()}@shop.test`);
  } else {
    // The demo customer's phone and address arrive from their last order after the page opens: typing
    // before them could land mid-fill (seen in CI: '+254712345678' + '0722 111 222'). Wait, then replace them.
    await expect(field(page, words['checkout.field.phone'])).not.toHaveValue('');
  }
  await field(page, words['checkout.field.phone']).fill(phone);
  await field(page, words['checkout.field.address']).fill('Ngong Road, Adams Arcade');
  await field(page, words['checkout.field.city']).fill('Nairobi');
  await page.getByRole('combobox', { name: words['checkout.field.county'] }).selectOption('047');
  // The county's delivery price arrives from the server and its line grows the form: a box ticked while it
  // lands can be missed (seen in CI at 390 px: "Clicking the checkbox did not change its state"). Wait for it.
  await expect(page.getByTestId('checkout-delivery').locator('[data-delivery-fee]')).toBeVisible();
  await field(page, words['checkout.field.postalCode']).fill('00100');
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  for (const name of ['termsAndConditions', 'privacyPolicy', 'financialDisclaimer']) await page.locator(`#checkout-${name}`).check();
}

test.describe('before paying', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const)
    test(`1. at ${width} px the county box and the Shipping tab give one delivery price`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const product = await weighedProduct(page);
      await page.goto(product.path);
      await page.locator('[data-product-delivery] select').selectOption({ label: 'Kisumu' });
      const fee = (await page.locator('[data-delivery-result] strong').textContent())!.trim();
      await page.getByRole('tab', { name: 'Shipping' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Shipping' });
      // Kisumu is in Zone 2, other major towns: the tab's row for it and its line for the chosen county say the same fee.
      await expect(panel.getByRole('row', { name: /^Other major towns/ })).toContainText(fee);
      await expect(panel.locator('[data-delivery-echo]')).toContainText(`Kisumu: Other major towns · ${fee}`);
      await expect(panel).toContainText(`${product.weightKg!.toLocaleString('en-KE')} kg`);
    });

  test('1. without a script the Shipping tab still states every zone for this product', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await weighedProduct(page);
    await page.goto(product.path);
    const panel = page.locator('#panel-shipping');
    await expect(panel).toBeVisible();
    for (const zone of ['Nairobi and environs', 'Other major towns', 'Rural areas', 'Remote areas'])
      await expect(panel.getByRole('row', { name: new RegExp(`^${zone}`) })).toBeVisible();
    await context.close();
  });

  for (const [locale, prefix] of [
    ['en', ''],
    ['sw', '/sw'],
  ] as const) {
    test(`2. (${locale}) on a 390 px phone the menu's Login can be tapped, and /account signed out opens it saying why`, async ({
      page,
    }) => {
      const words = locale === 'en' ? en : sw;
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(prefix || '/');
      await page.getByRole('button', { name: words['a11y.openMenu'] }).or(page.locator('.mobile-menu summary')).first().click();
      const login = page.locator('.mobile-menu').getByRole('button', { name: words['nav.login'] });
      await expect(login).toBeVisible();
      // What a finger at the button's centre touches is the button, not the tab bar over it.
      const box = (await login.boundingBox())!;
      const touched = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim() ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(touched).toBe(words['nav.login']);
      await login.click();
      await expect(page.getByRole('dialog', { name: words['auth.login.title'] })).toBeVisible();

      await page.goto(`${prefix}/account`);
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
      const dialog = page.getByRole('dialog', { name: words['auth.login.title'] });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(words['auth.reason.account']);
      await dialog.getByLabel(words['auth.email']).fill(DEMO_CUSTOMER.email);
      await dialog.getByLabel(words['auth.password']).fill(DEMO_CUSTOMER.password);
      await dialog.getByRole('button', { name: words['auth.login.submit'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    });
  }

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`3. at ${width} px checkout takes Kenyan phone forms, shows the order beside step 1, says how much VAT the total includes, and what is paid now and to the driver`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const product = await weighedProduct(page);
      await addToCart(page, product.path);
      await page.goto('/checkout');
      const summary = page.locator('.checkout-summary');
      await expect(summary).toBeVisible();
      if (width >= 960) {
        const [form, aside] = [(await page.locator('.checkout-form').boundingBox())!, (await summary.boundingBox())!];
        expect(aside.x).toBeGreaterThan(form.x + form.width - 1);
      } else {
        await summary.locator('summary').click();
      }
      await expect(summary).toContainText(product.name);
      for (const phone of ['254712345678', '0712-345-678']) {
        await fillCheckout(page, 'M-PESA', phone);
        await page.getByRole('button', { name: 'Continue to Review' }).click();
        await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
        await expect(page.getByText(en['checkout.error.phone'])).toHaveCount(0);
        await page.getByRole('button', { name: 'Back to Details' }).click();
      }
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      const review = page.locator('.checkout-review');
      await expect(review).not.toContainText(/Tax KSh|Prices include VAT/);
      await expect(review.getByTestId('pay-now')).toHaveText(formatKes(product.priceCents, 'en'));
      const driver = review.getByTestId('pay-driver');
      const fee = await review.getByTestId('order-delivery').locator('[data-delivery-fee]').textContent();
      const feeCents = fee && /KSh/.test(fee) ? Number(fee.replace(/\D/g, '')) * 100 : 0;
      if (feeCents > 0) await expect(driver).toHaveText(fee!);
      await expect(review.getByTestId('order-total')).toHaveText(formatKes(product.priceCents + feeCents, 'en'));
      // "Includes VAT": the line at its product's rate, the delivery fee as a service at 16 %, each split as KRA splits it.
      const vat = splitGross(product.priceCents, STATUTORY_RATE_BP[product.taxType]).vatCents + splitGross(feeCents, 1600).vatCents;
      await expect(review.getByTestId('vat-included')).toHaveText(formatKes(vat, 'en'));
    });
  }

  test("3. a signed-in customer's phone and address are offered from the last order", async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO_CUSTOMER);
    await addToCart(page, (await weighedProduct(page)).path);
    await page.goto('/checkout');
    await expect(field(page, 'Phone')).not.toHaveValue('');
    await expect(field(page, 'Delivery address')).not.toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'County' })).not.toHaveValue('');
  });
});

test.describe('after paying', () => {
  for (const [locale, prefix, width] of [
    ['en', '', 1280],
    ['sw', '/sw', 390],
  ] as const) {
    test(`5. (${locale}, ${width} px) cash on delivery ends on a confirmation with the spec's words, the reference, what was bought, the days, what comes next and a link that follows the order`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 844 });
      const words = locale === 'en' ? en : sw;
      const product = await weighedProduct(page);
      await addToCart(page, `${prefix}${product.path}`);
      await page.goto(`${prefix}/checkout`);
      await fillCheckout(page, words['checkout.method.Cash'], '0712 345 678', locale);
      await page.locator('.checkout-actions button[type="submit"]').click();
      await page.locator('.checkout-actions .button:not(.button--ghost)').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/confirmation\\?order=`));
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByTestId('order-lead')).toHaveText(words['checkout.codPlaced']);
      const reference = (await confirmation.getByTestId('order-reference').textContent())!;
      expect(reference).toMatch(/^[0-9A-F]{8}$/);
      await expect(confirmation).toContainText(product.name);
      await expect(confirmation.getByTestId('confirm-delivery')).toContainText(/\d/);
      await expect(confirmation.getByRole('listitem').filter({ hasText: words['confirm.next.call'] })).toBeVisible();
      await expect(page.locator('header [data-cart-badge]').first()).toBeHidden();
      await confirmation.getByRole('link', { name: words['confirm.follow'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/track\\?ref=${reference}`));
      await field(page, words['track.phone']).fill('0712 345 678');
      await page.getByRole('button', { name: words['track.submit'] }).click();
      await expect(page.getByTestId('tracked-order')).toContainText(words['track.event.payOnDelivery']);
    });
  }

  test('5. a completed M-PESA payment ends on the payment status and the same confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    const product = await weighedProduct(page);
    await addToCart(page, product.path);
    await page.goto('/checkout');
    await fillCheckout(page, 'M-PESA');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/payment\/iframe\?orderTrackingId=/);
    const frame = await paymentForm(page);
    await frame.getByRole('button', { name: 'Send M-PESA prompt' }).click();
    await frame.getByRole('button', { name: 'Enter PIN and approve' }).click();
    await expect(page).toHaveURL(/\/payment\/return\?/, { timeout: 20_000 });
    await expect(page.getByTestId('payment-status')).toHaveText('COMPLETED');
    await expect(page.getByTestId('order-lead')).toHaveText(en['confirm.paid']);
    await expect(page.getByTestId('order-reference')).toHaveText(/^[0-9A-F]{8}$/);
    await expect(page.getByTestId('order-confirmation')).toContainText(product.name);
  });

  test('6. at 390 px a wrong PIN, then Back to Checkout finds the form as it was; the awaiting order offers Pay now on /orders', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await logIn(page, DEMO_CUSTOMER);
    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(page, (await weighedProduct(page)).path);
    await page.goto('/checkout');
    await fillCheckout(page, 'M-PESA', '0722 111 222', 'en', false);
    await field(page, 'Apartment, suite, etc. (optional)').fill('Block C, door 4');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const frame = await paymentForm(page);
    await frame.getByRole('button', { name: 'Send M-PESA prompt' }).click();
    await frame.getByRole('button', { name: 'Enter a wrong PIN' }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('FAILED', { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: en['payment.iframe.failed'] })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Checkout' }).click();
    await expect(field(page, 'Phone')).toHaveValue('0722 111 222');
    await expect(field(page, 'Apartment, suite, etc. (optional)')).toHaveValue('Block C, door 4');
    await expect(page.locator('#checkout-financialDisclaimer')).toBeChecked();

    await page.goto('/orders');
    const awaiting = page.locator('.orders__order').filter({ hasText: 'Payment failed' }).first();
    await awaiting.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment\/iframe\?orderTrackingId=/);
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const)
    test(`7. at ${width} px payment pages say what happened and what to do, keeping the technical word for support`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/payment/iframe');
      await expect(page.getByRole('alert')).toContainText(en['payment.problem.missingId.what']);
      await expect(page.getByText(`For our support team: ${en['payment.error.missingId']}`)).toBeVisible();
      await page.goto('/payment/iframe?orderTrackingId=3fa85f64-5717-4562-b3fc-2c963f66afa6');
      await expect(page.getByRole('alert')).toContainText(en['payment.problem.noUrl.what']);
      await expect(page.getByText(`For our support team: ${en['payment.noUrl']}`)).toBeVisible();
      await page.goto('/sw/payment/return');
      await expect(page.getByRole('alert')).toContainText(sw['payment.problem.missingId.what']);
      await page.goto('/payment/iframe?orderTrackingId=3fa85f64-5717-4562-b3fc-2c963f66afa6&redirectUrl=https%3A%2F%2Fexample.com');
      // No STK hint until the shop knows this payment, and a missing one is said as such.
      await expect(page.getByRole('alert')).toContainText(en['payment.error.unknown']);
      await expect(page.getByText(en['payment.iframe.stk'])).toHaveCount(0);
    });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, prefix, width] of [
    ['en', '', 1280],
    ['sw', '/sw', 390],
  ] as const) {
    test(`8. (${locale}, ${width} px) the contact form posts, keeps what was typed when a field is wrong, and is stored`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const words = locale === 'en' ? en : sw;
      await page.goto(`${prefix}/contact`);
      await field(page, words['contact.firstName']).fill('Otieno');
      await field(page, words['contact.lastName']).fill('Ouma');
      await field(page, words['contact.email']).fill('otieno-at-shop.test');
      await field(page, words['contact.subject']).fill('Delivery to Homa Bay');
      await field(page, words['contact.message']).fill('Do you deliver to Homa Bay?');
      // The browser's own check stops a bad address without a script; the server checks too.
      await page.locator('form[data-contact-form]').evaluate((form) => form.setAttribute('novalidate', ''));
      await page.getByRole('button', { name: words['contact.send'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
      await expect(page.locator('#contact-email-error')).toHaveText(words['form.error.email']);
      await expect(field(page, words['contact.message'])).toHaveValue('Do you deliver to Homa Bay?');
      await field(page, words['contact.email']).fill('otieno@shop.test');
      await page.getByRole('button', { name: words['contact.send'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact/sent$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words['contact.sentPage.title']);
      expect(page.url()).not.toContain('Homa');
    });
  }

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const)
    test(`9. at ${width} px links with a query open the deals or the category, not every product`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/shop?flash-sale=true');
      await expect(page).toHaveURL(/\/shop\/deals$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['listing.titleDeals']);
      await page.goto('/shop?category=accessories');
      await expect(page).toHaveURL(/\/shop\/accessories$/);
      await page.goto('/shop?category=power-backups');
      await expect(page).toHaveURL(/\/shop\/back-up-systems$/);
      await page.goto('/sw/shop?flash-sale=true');
      await expect(page).toHaveURL(/\/sw\/shop\/deals$/);
    });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`10. at ${width} px the header search answers with results`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await page.goto('/search?q=5kw+inverter');
      const results = page.locator('.search-server');
      await expect(results.locator('li').first()).toContainText(/5\s?kW/i);
      await expect(page.getByText(/Search needs JavaScript/)).toHaveCount(0);
      await page.goto('/sw/search?q=betri');
      await expect(page.locator('.search-server li').first()).toBeVisible();
    });
  }

  test('the track form works without a script', async ({ page }) => {
    await page.goto('/track?ref=FFFFFFFF');
    await expect(field(page, 'Order reference')).toHaveValue('FFFFFFFF');
    await field(page, 'Phone number').fill('0712 345 678');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.locator('.track-form__notice')).toHaveText(en['track.error.notFound']);
  });
});

test('11. the Kiswahili policies read in Kiswahili: no block falls back to English', async ({ page }) => {
  for (const policy of ['terms-and-conditions', 'privacy-policy', 'refund-policy', 'warranty-info']) {
    await page.goto(`/sw/${policy}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    expect(await page.locator('main [lang="en"]').count(), policy).toBe(0);
  }
});
