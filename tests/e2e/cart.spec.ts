import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot, type SnapshotProduct } from '../../src/lib/catalogue/snapshot.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';
import { formatKes } from '../../src/lib/money.ts';
import { axeViolations } from './axe.ts';

type Product = SnapshotProduct & { id: string };

/** Products as the built site publishes them, so the tests follow the demo dataset. */
async function catalogue(page: Page): Promise<{ inStock: Product[]; outOfStock: Product[] }> {
  const response = await page.request.get('/catalogue.json');
  const { products } = catalogueSnapshot.parse(await response.json());
  const all = Object.entries(products).map(([id, p]) => ({ id, ...p }));
  return { inStock: all.filter((p) => p.inStock), outOfStock: all.filter((p) => !p.inStock) };
}

const asLine = (p: Product, quantity: number): CartLine => ({
  id: p.id,
  name: p.name,
  priceCents: p.priceCents,
  quantity,
  brand: p.brand,
  category: p.category,
  image: '',
});

/** Puts a raw value under the `cart` key, then opens `path` so the store loads it. */
async function seed(page: Page, value: string, path = '/cart') {
  await page.goto('/404');
  await page.evaluate((v) => localStorage.setItem('cart', v), value);
  await page.goto(path);
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));
const badge = (page: Page) => page.locator('header [data-cart-badge]');
const line = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('cart', () => {
  test('Add to Cart on a card adds one, says Added! for 1.5 s, shows one toast and counts in the badge', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/shop/batteries');
    await expect(badge(page)).toBeHidden();
    const button = page.locator('main button[data-add-to-cart]:not([disabled])').first();
    const item = JSON.parse((await button.getAttribute('data-add-to-cart')) ?? '') as { name: string };
    const label = (await button.textContent())?.trim() ?? '';
    await button.click();
    await expect(button).toHaveText('Added!');
    await expect(button).toHaveClass(/is-added/);
    await expect(page.locator('[data-toast]')).toContainText(`${item.name} added to your cart.`);
    await expect(badge(page)).toHaveText('1');
    await expect(page.locator('header a[data-cart-link]')).toHaveAttribute('aria-label', 'Cart, 1 item');
    // The tab bar's link shows the word Cart: its name starts with what it shows, then the count (WCAG 2.5.3).
    await expect(page.locator('.tab-bar [data-cart-count]')).toHaveText('(1 item)');
    await button.click();
    await expect(badge(page)).toHaveText('2');
    await expect(page.locator('.tab-bar [data-cart-count]')).toHaveText('(2 items)');
    await expect(page.locator('[data-toast]')).toHaveCount(1);
    await expect(button).toHaveText(label, { timeout: 3000 });
    await expect(button).not.toHaveClass(/is-added/);
    expect(errors).toEqual([]);
  });

  test('the detail page adds the chosen quantity, and adding an id again sums the quantities', async ({ page }) => {
    const { inStock } = await catalogue(page);
    const product = inStock[0]!;
    await page.goto(`/shop/${product.category}/${product.id}`);
    const quantity = page.locator(`#quantity-${product.id}`);
    await quantity.fill('3');
    await page.locator('main button[data-add-to-cart]').first().click();
    await expect(badge(page)).toHaveText('3');
    await quantity.fill('4');
    await page.locator('main button[data-add-to-cart]').first().click();
    await expect(badge(page)).toHaveText('7');
    await page.goto('/cart');
    await expect(line(page, product.name).locator('output')).toHaveText('7');
  });

  test('a line stops at 100 and the badge shows 99+', async ({ page }) => {
    const { inStock } = await catalogue(page);
    const product = inStock[0]!;
    await page.goto(`/shop/${product.category}/${product.id}`);
    await page.locator(`#quantity-${product.id}`).fill('150');
    const add = page.locator('main button[data-add-to-cart]').first();
    await add.click();
    await expect(badge(page)).toHaveText('99+');
    await expect(add).toHaveText('Added!');
    await page.locator(`#quantity-${product.id}`).fill('5');
    await add.click();
    await expect(page.locator('[data-toast]')).toContainText('already holds the most');
    await page.goto('/cart');
    const row = line(page, product.name);
    await expect(row.locator('output')).toHaveText('100');
    await expect(row.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeDisabled();
    await expect(page.getByText('Total', { exact: true }).locator('..').locator('dd')).toHaveText(
      formatKes(product.priceCents * 100, 'en'),
    );
  });

  test('150 items show 99+ in the badge', async ({ page }) => {
    const [a, b] = (await catalogue(page)).inStock;
    await seed(page, JSON.stringify([asLine(a!, 100), asLine(b!, 50)]), '/');
    await expect(badge(page)).toHaveText('99+');
    await expect(page.locator('header a[data-cart-link]')).toHaveAttribute('aria-label', 'Cart, 150 items');
  });

  test('a reload keeps the cart', async ({ page }) => {
    await page.goto('/shop/batteries');
    await page.locator('main button[data-add-to-cart]:not([disabled])').first().click();
    await expect(badge(page)).toHaveText('1');
    await expect.poll(() => stored(page)).not.toBeNull();
    await page.reload();
    await expect(badge(page)).toHaveText('1');
  });

  test('a second tab sees a change made in the first', async ({ page, context }) => {
    const [a] = (await catalogue(page)).inStock;
    await seed(page, JSON.stringify([asLine(a!, 2)]));
    const other = await context.newPage();
    await other.goto('/');
    await expect(badge(other)).toHaveText('2');
    await line(page, a!.name)
      .getByRole('button', { name: `Increase quantity of ${a!.name}` })
      .click();
    await expect(badge(other)).toHaveText('3');
    await line(page, a!.name)
      .getByRole('button', { name: `Remove ${a!.name} from cart` })
      .click();
    await expect(badge(other)).toBeHidden();
  });

  test('a corrupted cart in storage gives an empty cart that works', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await seed(page, '[{"id": "broken",', '/shop/batteries');
    await expect(badge(page)).toBeHidden();
    expect(warnings.some((w) => w.includes('not valid JSON'))).toBe(true);
    await page.locator('main button[data-add-to-cart]:not([disabled])').first().click();
    await expect(badge(page)).toHaveText('1');
    const storedLines = async () => {
      try {
        return (JSON.parse((await stored(page)) ?? 'null') as unknown[]).length;
      } catch {
        return 'not JSON';
      }
    };
    await expect.poll(storedLines).toBe(1);
  });

  test('an empty cart says so and leads back to the shop', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  test('quantity changes and remove update line totals, subtotal and total', async ({ page }) => {
    const [a, b] = (await catalogue(page)).inStock;
    await seed(page, JSON.stringify([asLine(a!, 1), asLine(b!, 2)]));
    const subtotal = page.locator('[data-subtotal]');
    const total = page.locator('[data-total]');
    await expect(subtotal).toHaveText(formatKes(a!.priceCents + 2 * b!.priceCents, 'en'));
    const rowA = line(page, a!.name);
    await expect(rowA.getByRole('button', { name: `Decrease quantity of ${a!.name}` })).toBeDisabled();
    await rowA.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
    await expect(rowA.locator('[data-line-total]')).toHaveText(formatKes(2 * a!.priceCents, 'en'));
    await expect(subtotal).toHaveText(formatKes(2 * a!.priceCents + 2 * b!.priceCents, 'en'));
    await expect(total).toHaveText(formatKes(2 * a!.priceCents + 2 * b!.priceCents, 'en'));
    await line(page, b!.name)
      .getByRole('button', { name: `Decrease quantity of ${b!.name}` })
      .click();
    await expect(subtotal).toHaveText(formatKes(2 * a!.priceCents + b!.priceCents, 'en'));
    await line(page, b!.name)
      .getByRole('button', { name: `Remove ${b!.name} from cart` })
      .click();
    await expect(line(page, b!.name)).toHaveCount(0);
    await expect(total).toHaveText(formatKes(2 * a!.priceCents, 'en'));
    await expect(badge(page)).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toHaveAttribute('href', '/checkout');
    await line(page, a!.name)
      .getByRole('button', { name: `Remove ${a!.name} from cart` })
      .click();
    await expect(page.locator('main').getByText('Your cart is empty.')).toBeVisible();
  });

  test('lines whose price, stock or existence changed since they were added are flagged', async ({ page }) => {
    const { inStock, outOfStock } = await catalogue(page);
    const repriced = inStock[0]!;
    const gone: CartLine = {
      id: 'retired-product',
      name: 'Retired Inverter',
      priceCents: 100_000,
      quantity: 1,
      brand: 'Old',
      category: 'inverters',
      image: '',
    };
    const lines = [
      { ...asLine(repriced, 1), priceCents: repriced.priceCents + 50_000 },
      gone,
      ...outOfStock.slice(0, 1).map((p) => asLine(p, 1)),
    ];
    await seed(page, JSON.stringify(lines));
    const row = line(page, repriced.name);
    await expect(row).toContainText(
      `The price has changed from ${formatKes(repriced.priceCents + 50_000, 'en')} to ${formatKes(repriced.priceCents, 'en')}.`,
    );
    await expect(line(page, gone.name)).toContainText('No longer sold');
    const review = page.locator('main').getByText('Some items have changed since you added them');
    if (outOfStock[0]) {
      // A sold-out line holds checkout, and the summary says so (rather than asking for a review); gone, the review remains.
      await expect(line(page, outOfStock[0].name)).toContainText('Out of stock now');
      await expect(page.locator('main').getByText('Some items are sold out or have fewer left than your cart asks for')).toBeVisible();
      await expect(review).toHaveCount(0);
      await line(page, outOfStock[0].name)
        .getByRole('button', { name: `Remove ${outOfStock[0].name} from cart` })
        .click();
    }
    await expect(review).toBeVisible();
    await row.getByRole('button', { name: `Use the new price for ${repriced.name}` }).click();
    await expect(row.locator('[data-unit-price]')).toHaveText(formatKes(repriced.priceCents, 'en'));
    await expect(row).not.toContainText('The price has changed');
    await expect
      .poll(() => stored(page))
      .toContain(`"id":"${repriced.id}","name":${JSON.stringify(repriced.name)},"priceCents":${repriced.priceCents},`);
  });

  test('the header cart opens a drawer with the lines: focus stays inside, Escape closes and focus returns', async ({ page }) => {
    const [a] = (await catalogue(page)).inStock;
    await seed(page, JSON.stringify([{ ...asLine(a!, 2), priceCents: a!.priceCents + 10_000 }]), '/');
    const cartLink = page.locator('header a[data-cart-link]');
    await expect(cartLink).toHaveAttribute('href', '/cart');
    await cartLink.click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(drawer).toContainText(a!.name);
    await expect(drawer).toContainText(
      `The price has changed from ${formatKes(a!.priceCents + 10_000, 'en')} to ${formatKes(a!.priceCents, 'en')}.`,
    );
    await drawer.getByRole('button', { name: `Use the new price for ${a!.name}` }).click();
    await expect(drawer).not.toContainText('The price has changed');
    await expect(drawer.locator('[data-drawer-subtotal]')).toHaveText(formatKes(2 * a!.priceCents, 'en'));
    await drawer.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
    await expect(drawer.locator('[data-drawer-subtotal]')).toHaveText(formatKes(3 * a!.priceCents, 'en'));
    await expect(badge(page)).toHaveText('3');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page, 'dialog[data-cart-drawer]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartLink).toBeFocused();
    await cartLink.click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(cartLink).toBeFocused();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`at ${width} px Remove stays beside the quantity, however large the line total`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const { inStock } = await catalogue(page);
      const dearest = [...inStock].sort((a, b) => b.priceCents - a.priceCents)[0]!;
      const cheapest = [...inStock].sort((a, b) => a.priceCents - b.priceCents)[0]!;
      await seed(page, JSON.stringify([asLine(dearest, 100), asLine(cheapest, 1)]));
      await expect(line(page, dearest.name).locator('[data-line-total]')).toHaveText(formatKes(dearest.priceCents * 100, 'en'));
      for (const product of [dearest, cheapest]) {
        const row = line(page, product.name);
        const stepper = (await row.getByRole('group', { name: `Quantity of ${product.name}` }).boundingBox())!;
        const remove = (await row.getByRole('button', { name: `Remove ${product.name} from cart` }).boundingBox())!;
        const total = (await row.locator('[data-line-total]').boundingBox())!;
        const box = (await row.boundingBox())!;
        expect(
          Math.abs(remove.y + remove.height / 2 - (stepper.y + stepper.height / 2)),
          `${product.name}: Remove on the stepper's line`,
        ).toBeLessThan(2);
        expect(remove.x, `${product.name}: Remove after the stepper`).toBeGreaterThan(stepper.x + stepper.width);
        expect(total.x + total.width, `${product.name}: the total fits the line`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('the cart page has no accessibility violations', async ({ page }) => {
    const [a] = (await catalogue(page)).inStock;
    await seed(page, JSON.stringify([asLine(a!, 1)]));
    await expect(line(page, a!.name)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
