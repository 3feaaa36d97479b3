import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { estimateCartDelivery } from '../../src/lib/cart/delivery-estimate.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';
import { deliveryCollectText, deliveryFeeText } from '../../src/lib/delivery/describe.ts';
import { formatKes } from '../../src/lib/money.ts';
// The expected texts come from the shop's own wording rules, which read the strings the server holds.
import '../../src/i18n/everything.ts';
import { axeViolations } from './axe.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

const KISUMU = '042';

/** The cart's delivery row: the live region that names the county and the fee. */
const deliveryRow = (page: Page) => page.locator('.cart-summary [aria-live="polite"]');
const countySelect = (page: Page) => page.getByLabel('Delivery county');
const storedCart = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as CartLine[];

test.describe('the cart delivery estimate', () => {
  test('a shopper chooses Kisumu, sees the estimate by the shop’s rule, and the county is remembered on reload', async ({ page }) => {
    const snapshot = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
    await page.goto('/shop/batteries');
    await page.locator('main button[data-add-to-cart]:not([disabled])').first().click();
    await expect(page.locator('header [data-cart-badge]')).toHaveText('1');
    await page.goto('/cart');

    await expect(deliveryRow(page)).toContainText('Choose your county to see the delivery fee');
    await countySelect(page).selectOption({ label: 'Kisumu' });

    const lines = await storedCart(page);
    const expected = estimateCartDelivery(lines, snapshot.products, snapshot.delivery, KISUMU);
    expect(expected, 'the build publishes delivery settings').not.toBeNull();
    await expect(deliveryRow(page)).toContainText('Delivery to Kisumu');
    await expect(deliveryRow(page).locator('[data-delivery-fee]')).toHaveText(deliveryFeeText(expected!, t));
    // The zone by its name, as the delivery document calls it (issue 46.3).
    await expect(deliveryRow(page)).toContainText(expected!.zoneName.en);
    await expect(deliveryRow(page)).not.toContainText(/Zone \d/);
    await expect(deliveryRow(page)).toContainText(deliveryCollectText(expected!, t) ?? deliveryFeeText(expected!, t));
    await expect(page.locator('.cart-summary')).toContainText('Checkout confirms the delivery price.');
    const goods = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const fee = expected!.collect === 'online' ? (expected!.feeCents ?? 0) : 0;
    await expect(page.locator('[data-total]')).toHaveText(formatKes(goods + fee, 'en'));
    // The VAT that total includes: none in a battery's price (zero-rated in the demo data); the delivery fee, when the
    // total counts it, is a service at 16 % (16/116 of it, the net rounded half up).
    expect(snapshot.products[lines[0]!.id]!.taxType).toBe('C');
    await expect(page.locator('[data-vat]')).toHaveText(formatKes(fee - Math.round((fee * 100) / 116), 'en'));
    await expect(page.locator('.cart-summary')).not.toContainText(/Tax KSh|Prices include VAT/);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(countySelect(page)).toHaveValue(KISUMU);
    await expect(deliveryRow(page)).toContainText('Delivery to Kisumu');
    await expect(deliveryRow(page).locator('[data-delivery-fee]')).toHaveText(deliveryFeeText(expected!, t));

    await countySelect(page).selectOption('');
    await expect(deliveryRow(page)).toContainText('Choose your county to see the delivery fee');
    await page.reload();
    await expect(countySelect(page)).toHaveValue('');
  });

  test('without the catalogue snapshot the cart says checkout shows the fee, and makes up no number', async ({ page }) => {
    const snapshot = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
    const [id, product] = Object.entries(snapshot.products).find(([, p]) => p.inStock)!;
    const line: CartLine = {
      id,
      name: product.name,
      priceCents: product.priceCents,
      quantity: 2,
      brand: product.brand,
      category: product.category,
      image: '',
    };
    await page.goto('/404');
    await page.evaluate(
      ([cart, county]) => {
        localStorage.setItem('cart', cart);
        localStorage.setItem('delivery-county', county);
      },
      [JSON.stringify([line]), KISUMU] as const,
    );
    await page.route('**/catalogue.json', (route) => route.abort());
    await page.goto('/cart');
    await expect(deliveryRow(page)).toContainText('Delivery to Kisumu');
    await expect(deliveryRow(page)).toContainText('The delivery fee is shown at checkout');
    await expect(deliveryRow(page).locator('[data-delivery-fee]')).toHaveCount(0);
    await expect(page.locator('[data-total]')).toHaveText(formatKes(2 * product.priceCents, 'en'));
    await expect(page.locator('.cart-summary')).not.toContainText('Checkout confirms the delivery price.');
    // Nor a VAT figure: without the snapshot the cart cannot know the lines' tax types.
    await expect(page.locator('[data-vat]')).toHaveCount(0);
    await expect(page.locator('.cart-summary')).toContainText('Prices include VAT.');
  });
});
