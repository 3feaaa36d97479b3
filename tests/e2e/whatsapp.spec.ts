import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { productPath } from '../../src/lib/catalogue/product-path.ts';
import { catalogueSnapshot, type SnapshotProduct } from '../../src/lib/catalogue/snapshot.ts';
import { formatKes } from '../../src/lib/money.ts';

/**
 * WhatsApp click-to-chat: the product page, the cart, the contact page and the footer link to the
 * shop's WhatsApp number from the CMS site settings, with the order typed in where there is one.
 * The links are plain anchors, so they work with scripts off.
 */

/** The demo site settings the local build reads. */
const settings = JSON.parse(readFileSync('studio/seed/settings.ndjson', 'utf8').split('\n')[0]!) as { shopName: string; whatsapp: string };
const chat = `https://wa.me/${settings.whatsapp.slice(1)}`;

/** The message a link types in, after checking that it opens a chat with the shop in a new tab. */
async function message(link: Locator): Promise<string> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const url = new URL((await link.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe(chat);
  return url.searchParams.get('text') ?? '';
}

/** An in-stock product of the built catalogue, as /catalogue.json publishes it. */
async function someProduct(page: Page): Promise<SnapshotProduct & { id: string }> {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id, product] = Object.entries(products).find(([, p]) => p.inStock && p.priceCents > 0)!;
  return { id, ...product };
}

const orderLink = (page: Page) =>
  page.getByRole('region', { name: 'Order directly' }).getByRole('link', { name: 'Order on WhatsApp (opens WhatsApp)' });

/** The product page's link names the product and its price as shown, and links its page. */
async function expectProductMessage(page: Page, product: SnapshotProduct & { id: string }) {
  const [first, url, ...rest] = (await message(orderLink(page))).split('\n');
  expect(first).toBe(`Hello ${settings.shopName}, I would like to order: ${product.name} (${formatKes(product.priceCents, 'en')}).`);
  expect(new URL(url!).pathname).toBe(productPath(product));
  expect(rest).toEqual([]);
}

test('the product page offers to order the product on WhatsApp, its name and price typed in', async ({ page }) => {
  const product = await someProduct(page);
  await page.goto(productPath(product));
  await expect(page.locator('.product__now')).toHaveText(formatKes(product.priceCents, 'en'));
  await expect(orderLink(page)).toBeVisible();
  await expect(orderLink(page).locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expectProductMessage(page, product);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page still links to WhatsApp with the order typed in', async ({ page }) => {
    const product = await someProduct(page);
    await page.goto(productPath(product));
    await expect(page.locator('button[data-add-to-cart]')).toBeHidden();
    await expect(orderLink(page)).toBeVisible();
    await expectProductMessage(page, product);
  });
});

test('the cart sends its lines, quantities, prices and subtotal on WhatsApp, and follows changes', async ({ page }) => {
  const product = await someProduct(page);
  await page.goto(productPath(product));
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.locator('main button[data-add-to-cart]').first().click();
  await expect(page.locator('header [data-cart-badge]')).toHaveText('2');

  await page.goto('/cart');
  const send = page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('link', { name: 'Send this order on WhatsApp (opens WhatsApp)' });
  await expect(send).toBeVisible();
  const intro = `Hello ${settings.shopName}, I would like to order:`;
  expect((await message(send)).split('\n')).toEqual([
    intro,
    `2 x ${product.name}: ${formatKes(2 * product.priceCents, 'en')}`,
    `Subtotal: ${formatKes(2 * product.priceCents, 'en')}`,
  ]);

  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(page.locator('[data-subtotal]')).toHaveText(formatKes(3 * product.priceCents, 'en'));
  expect((await message(send)).split('\n')).toEqual([
    intro,
    `3 x ${product.name}: ${formatKes(3 * product.priceCents, 'en')}`,
    `Subtotal: ${formatKes(3 * product.priceCents, 'en')}`,
  ]);
});

test('the contact page gives WhatsApp beside phone and e-mail', async ({ page }) => {
  await page.goto('/contact');
  const visit = page.getByRole('complementary', { name: 'Visit or call us' });
  await expect(visit.getByText('WhatsApp', { exact: true })).toBeVisible();
  const link = visit.getByRole('link', { name: `${settings.whatsapp} (opens WhatsApp)` });
  await expect(link).toBeVisible();
  expect(await message(link)).toBe(`Hello ${settings.shopName}`);
});

for (const path of ['/', '/contact', '/shop/batteries']) {
  test(`the footer of ${path} gives WhatsApp beside phone and e-mail`, async ({ page }) => {
    await page.goto(path);
    const link = page.getByRole('contentinfo').getByRole('link', { name: `WhatsApp ${settings.whatsapp}` });
    await expect(link).toBeVisible();
    expect(await message(link)).toBe(`Hello ${settings.shopName}`);
  });
}
