import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
// The expected texts come from the shop's own tables.
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { axeViolations } from './axe.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';

/**
 * Issue 45, "The buyer's PIN": on a phone, the shopper ticks I need a tax invoice for a business,
 * types the business and a KRA PIN in lower case; a wrong PIN is named beside its field (and
 * survives a reload), the PIN is written in capitals, and the review and the confirmation name the
 * business the invoice is made out to, as the admin's order page does. In Kiswahili the same, in its words.
 */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function addToCart(page: Page) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id, product] = Object.entries(products).find(([, p]) => p.inStock && p.priceCents > 0)!;
  await page.goto(`/shop/${product.category}/${id}`);
  await page.locator('main button[data-add-to-cart]').first().click();
  await expect(page.locator('header [data-cart-badge]')).toHaveText('1');
}

async function fillDetails(page: Page) {
  await field(page, 'Full name').fill('Wanjiru Kamau');
  await field(page, 'Email').fill(`tax-invoice-${Date.now()}@shop.test`);
  await field(page, 'Phone').fill('0712 345 678');
  await field(page, 'Delivery address').fill('Moi Avenue 12');
  await field(page, 'City').fill('Nairobi');
  await page.getByRole('combobox', { name: 'County' }).selectOption({ label: 'Nairobi City' });
  await field(page, 'Postal code').fill('00100');
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /financial advice/ }).check();
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

test.describe('a tax invoice for a business at checkout', () => {
  test.describe.configure({ timeout: 90_000 });

  test('ticked on a phone: a lower-case PIN is written in capitals, a wrong one is named and kept over a reload, and the review, the confirmation and the admin’s order name the business', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(page);
    await page.goto('/checkout');
    await fillDetails(page);
    const ask = page.getByRole('checkbox', { name: en['checkout.taxInvoice.ask'] });
    await expect(ask).not.toBeChecked();
    await expect(field(page, 'KRA PIN')).toHaveCount(0);

    // By keyboard: Space ticks it, and Tab goes on to the fields it reveals, labelled, with the PIN's format as its description.
    await ask.focus();
    await page.keyboard.press('Space');
    await expect(ask).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Business name')).toBeFocused();
    await page.keyboard.type('Kilimo Bora Ltd');
    await page.keyboard.press('Tab');
    const pin = field(page, 'KRA PIN');
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAccessibleDescription(en['checkout.field.kraPinHint']);
    await expect(pin).toHaveAttribute('autocomplete', 'off');
    await expect(pin).toHaveAttribute('autocapitalize', 'characters');
    await expect(pin).toHaveAttribute('pattern', '[AP][0-9]{9}[A-Z]');

    // A PIN one digit short: refused beside its field, which gets the focus.
    await page.keyboard.type('p05123456x');
    await expect(pin).toHaveValue('P05123456X');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(pin).toHaveAccessibleDescription(`${en['checkout.field.kraPinHint']} ${en['checkout.error.kraPin']}`);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/tax-invoice-checkout-390-en.png', fullPage: true });

    // The form is kept for the tab, the tax invoice with it.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: en['checkout.taxInvoice.ask'] })).toBeChecked();
    await expect(field(page, 'Business name')).toHaveValue('Kilimo Bora Ltd');
    await expect(field(page, 'KRA PIN')).toHaveValue('P05123456X');

    // Typed as people group it, in lower case: in capitals as typed, the spaces gone on leaving the field.
    await field(page, 'KRA PIN').fill('');
    await field(page, 'KRA PIN').pressSequentially('p051 234 567x');
    await expect(field(page, 'KRA PIN')).toHaveValue('P051 234 567X');
    await field(page, 'KRA PIN').blur();
    await expect(field(page, 'KRA PIN')).toHaveValue('P051234567X');

    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
    await expect(page.getByRole('heading', { name: en['confirm.taxInvoiceTo'] })).toBeVisible();
    await expect(page.getByTestId('review-tax-buyer')).toHaveText('Kilimo Bora Ltd, KRA PIN P051234567X');
    await fitsThePhone(page);
    await page.screenshot({ path: 'reports/tax-invoice-review-390-en.png', fullPage: true });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
    await expect(page.getByRole('heading', { name: en['confirm.taxInvoiceTo'] })).toBeVisible();
    await expect(page.getByTestId('order-tax-buyer')).toHaveText('Kilimo Bora Ltd, KRA PIN P051234567X');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/tax-invoice-confirmation-390-en.png', fullPage: true });

    // The team sees whom to make the invoice out to on the order's page.
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await logIn(page, workerAdmin());
    await page.goto(`/admin/order?id=${orderId}`);
    await stepUp(page);
    const customer = page.getByRole('region', { name: 'Customer' });
    await expect(customer.getByTestId('order-tax-buyer')).toHaveText('Kilimo Bora Ltd, KRA PIN P051234567X');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('in Kiswahili, a wrong PIN is named in its words; at 1280 px the fields sit in the form as the others do', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(page);
    await page.goto('/sw/checkout');
    await page.getByRole('checkbox', { name: sw['checkout.taxInvoice.ask'] }).check();
    await field(page, sw['checkout.field.businessName']).fill('Kilimo Bora Ltd');
    const pin = field(page, sw['checkout.field.kraPin']);
    await expect(pin).toHaveAccessibleDescription(sw['checkout.field.kraPinHint']);
    await pin.fill('B051234567X');
    await page.getByRole('button', { name: sw['checkout.next'] }).click();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#checkout-kraPin-error')).toHaveText(sw['checkout.error.kraPin']);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/tax-invoice-checkout-390-sw.png', fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/checkout');
    await expect(page.getByRole('checkbox', { name: en['checkout.taxInvoice.ask'] })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/tax-invoice-checkout-1280-en.png', fullPage: true });
  });
});
