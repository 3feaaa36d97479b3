import { expect, test, type Page } from '@playwright/test';
import { productPath } from '../../src/lib/catalogue/product-path.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { sizeClassOf } from '../../src/lib/delivery/price-delivery.ts';
import { formatKes } from '../../src/lib/money.ts';
// The expected texts come from the shop's own wording rules, which read the strings the server holds.
import '../../src/i18n/everything.ts';
import { axeViolations } from './axe.ts';

/**
 * A shopper on a product page picks their county and reads what delivering one of it costs and
 * how long it takes; the choice follows them. With scripts off the Shipping tab's table stands.
 */

const KISUMU = '042';
const TURKANA = '023';

/** A product with a weight, cheap enough that Zone 2 charges for it, and the shop's delivery settings, as the built site publishes them. */
async function pricedProduct(page: Page) {
  const { products, delivery } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  if (!delivery) throw new Error('the catalogue snapshot carries no delivery settings');
  const zone2 = delivery.zones.find((zone) => zone.zone === 2)!;
  const threshold = Math.min(zone2.freeAboveCents ?? Infinity, delivery.nationwideFreeAboveCents);
  const found = Object.entries(products).find(([, p]) => p.weightKg != null && p.priceCents <= threshold);
  if (!found) throw new Error('the demo catalogue has no weighed product under the Zone 2 free-delivery threshold');
  const [id, product] = found;
  const weightKg = product.weightKg!;
  return { path: productPath({ id, category: product.category }), zone2, delivery, weightKg };
}

const county = (page: Page) => page.getByLabel('Delivery to', { exact: true });
const result = (page: Page) => page.locator('[data-delivery-result]');

test('picking a county shows the fee and days of one item there, and the choice is remembered', async ({ page }) => {
  const { path, zone2, delivery, weightKg } = await pricedProduct(page);
  expect(delivery.counties[KISUMU], 'Kisumu is in Zone 2').toBe(2);
  expect(delivery.counties[TURKANA], 'Turkana is in Zone 4').toBe(4);
  const zone2Fee = formatKes(zone2.ratesCents![sizeClassOf(weightKg, delivery)], 'en');

  await page.goto(path);
  await expect(result(page)).toHaveAttribute('aria-live', 'polite');
  await expect(result(page)).toHaveText('Choose your county to see the delivery fee and time.');

  await county(page).selectOption({ label: 'Kisumu' });
  await expect(result(page)).toContainText(`${zone2.name.en} · ${zone2Fee}`);
  await expect(result(page)).toContainText('3 to 5 business days');
  await expect(result(page)).toContainText('Paid to the driver on delivery');
  expect(await axeViolations(page, '.product-delivery')).toEqual([]);

  await county(page).selectOption({ label: 'Turkana' });
  await expect(result(page)).toContainText('To be quoted by our team');
  await expect(result(page)).not.toContainText('business days');

  await county(page).selectOption({ label: 'Kisumu' });
  await page.reload();
  await expect(county(page)).toHaveValue(KISUMU);
  await expect(result(page)).toContainText(zone2Fee);
  await expect(result(page)).toContainText('3 to 5 business days');
  expect(await page.evaluate(() => localStorage.getItem('delivery-county'))).toBe(KISUMU);
});

test('the county works from the keyboard', async ({ page }) => {
  const { path } = await pricedProduct(page);
  await page.goto(path);
  await county(page).focus();
  await county(page).press('ArrowDown');
  // A to Z: Baringo comes first.
  await expect(county(page)).toHaveValue('030');
  await expect(result(page)).toContainText('business days');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('there is no county picker and the Shipping table shows every zone with this product’s fee', async ({ page }) => {
    const { path, zone2, delivery, weightKg } = await pricedProduct(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(county(page)).toBeHidden();
    await expect(page.locator('.product-delivery')).toBeHidden();
    const shipping = page.getByRole('tabpanel', { name: 'Shipping' });
    // A header, then one row per zone of the CMS delivery document (issue 25: one delivery price everywhere).
    await expect(shipping.getByRole('row')).toHaveCount(1 + delivery.zones.length);
    const zone2Fee = formatKes(zone2.ratesCents![sizeClassOf(weightKg, delivery)], 'en');
    await expect(
      shipping.getByRole('row', { name: new RegExp(`^${zone2.name.en} 3 to 5 business days ${zone2Fee.replace(/[.,]/g, '.')}`) }),
    ).toBeVisible();
    await expect(shipping.getByRole('row', { name: /^Remote areas .*To be quoted by our team/ })).toBeVisible();
  });
});
