import { expect, test, type Page } from '@playwright/test';
import type { CartLine } from '../../src/lib/cart/line.ts';
import { formatKes } from '../../src/lib/money.ts';
import { axeViolations } from './axe.ts';

/** The calculator's own add form, once its island runs (before, the page's plain form stands in: calculator-before-scripts.spec.ts). */
const islandForm = (page: Page) => page.locator('form.sizing-add:not([data-sizing-plain-form])');

/** Adds a ready-list appliance through the form, as a shopper does. */
async function addAppliance(page: Page, id: string, quantity: number, hours?: number) {
  const form = islandForm(page);
  await form.getByLabel('Appliance').selectOption(id);
  await form.getByLabel('How many').fill(String(quantity));
  if (hours !== undefined) await form.getByLabel('Hours a day').fill(String(hours));
  await form.getByRole('button', { name: 'Add to the list' }).click();
}

/** A typical Nairobi home: 6 LED bulbs 5 h, a TV 5 h, a fridge, 3 phones charging 2 h. */
async function nairobiHome(page: Page) {
  await page.goto('/solar-calculator');
  await addAppliance(page, 'led-bulb', 6, 5);
  await addAppliance(page, 'tv-32', 1, 5);
  await addAppliance(page, 'fridge', 1);
  await addAppliance(page, 'phone-charging', 3, 2);
}

const figure = (page: Page, label: string) =>
  page
    .locator('.sizing-figure')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('strong');

test.describe('solar calculator', () => {
  test('a typical Nairobi home gets every figure, explained, and a kit priced by the server', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await nairobiHome(page);
    await expect(page.locator('.sizing-load')).toHaveCount(4);
    await expect(page.getByLabel('County')).toHaveValue('047');
    // 6 × 9 W × 5 h + 50 W × 5 h + 1,000 Wh + 3 × 10 W × 2 h (reference B2's lights, TV, fridge and phones).
    await expect(figure(page, 'Energy a day')).toHaveText('1,580 Wh');
    await expect(page.locator('.sizing-figure')).toHaveCount(9);
    for (const dd of await page.locator('.sizing-figure dd span').all()) await expect(dd).not.toBeEmpty();
    await expect(page.locator('[aria-live="polite"]')).toContainText('Your appliances use 1,580 Wh a day');

    const rows = page.locator('[data-kit-line]');
    await expect(page.locator('[data-kit-total]')).toBeVisible();
    const lines = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({ id: tr.getAttribute('data-kit-line') ?? '', quantity: Number(tr.children[1]?.textContent) })),
    );
    expect(lines.length).toBeGreaterThan(1);
    const answer = await page.request.post('/api/checkout/quote', { data: { items: lines } });
    const quote = (await answer.json()) as {
      lines: Array<{ productId: string; unitPriceCents: number; lineTotalCents: number; quantity: number; productName: string }>;
      totalCents: number;
    };
    await expect(page.locator('[data-kit-total]')).toHaveText(formatKes(quote.totalCents, 'en'));
    for (const line of quote.lines)
      await expect(page.locator(`[data-kit-line="${line.productId}"] td`).last()).toHaveText(formatKes(line.lineTotalCents, 'en'));
    expect(errors).toEqual([]);
  });

  test("'Add kit to cart' puts every listed line in the cart at the server's prices", async ({ page }) => {
    await nairobiHome(page);
    await expect(page.locator('[data-kit-total]')).toBeVisible();
    const lines = await page
      .locator('[data-kit-line]')
      .evaluateAll((trs) =>
        trs.map((tr) => ({ id: tr.getAttribute('data-kit-line') ?? '', quantity: Number(tr.children[1]?.textContent) })),
      );
    await page.getByRole('button', { name: 'Add kit to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    const answer = await page.request.post('/api/checkout/quote', { data: { items: lines } });
    const quote = (await answer.json()) as { lines: Array<{ productId: string; unitPriceCents: number; quantity: number }> };
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as CartLine[];
    expect(cart.map(({ id, priceCents, quantity }) => ({ id, priceCents, quantity }))).toEqual(
      quote.lines.map((l) => ({ id: l.productId, priceCents: l.unitPriceCents, quantity: l.quantity })),
    );
    await expect(page.locator('header [data-cart-badge]')).toHaveText(String(lines.reduce((sum, l) => sum + l.quantity, 0)));
  });

  test('the shared address restores the inputs in a new page', async ({ page, context }) => {
    await nairobiHome(page);
    await page.getByLabel('County').selectOption('023');
    await page.getByLabel('Off-grid: no grid at all').check();
    await page.getByLabel('Lead-acid: cheaper to buy, heavier, shorter life').check();
    await expect(page).toHaveURL(/[?&]c=023/);
    const daily = await figure(page, 'Energy a day').textContent();
    const battery = await figure(page, 'Battery').textContent();
    const shared = page.url();

    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.locator('.sizing-load')).toHaveCount(4);
    await expect(other.locator('.sizing-load__name')).toHaveText(['LED bulb', 'TV, 32 inch', 'Fridge', 'Phone charging']);
    await expect(other.getByLabel('How many: LED bulb')).toHaveValue('6');
    await expect(other.getByLabel('County')).toHaveValue('023');
    await expect(other.getByLabel('Off-grid: no grid at all')).toBeChecked();
    await expect(other.getByLabel('Days the battery carries the home without sun (1 to 5)')).toHaveValue('2');
    await expect(other.getByLabel('Lead-acid: cheaper to buy, heavier, shorter life')).toBeChecked();
    await expect(figure(other, 'Energy a day')).toHaveText(daily ?? '');
    await expect(figure(other, 'Battery')).toHaveText(battery ?? '');
    await expect(other.getByRole('link', { name: 'Ask us on WhatsApp' }).first()).toHaveAttribute(
      'href',
      /wa\.me\/254\d{9}\?text=.*solar-calculator/,
    );
  });

  test('an impossible demand says so plainly and offers a consultation', async ({ page }) => {
    await page.goto('/solar-calculator');
    await addAppliance(page, 'electric-shower', 20);
    const consult = page.locator('.sizing-card--consult');
    await expect(consult).toContainText(/Nothing we have in stock covers a home this size|We cannot build the whole kit from stock/);
    await expect(consult.getByRole('link', { name: /Call \+254/ })).toHaveAttribute('href', /^tel:\+254/);
    await expect(consult.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('.sizing-warnings')).toContainText('LPG');
    await expect(page.getByRole('button', { name: 'Add package to cart' })).toHaveCount(0);
  });

  test('keyboard only: an appliance is added and removed without a mouse, and the page is axe clean', async ({ page }) => {
    await page.goto('/solar-calculator');
    await islandForm(page).waitFor();
    await page.getByLabel('Appliance', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(page.locator('.sizing-load')).toHaveCount(1);
    await expect(page.locator('.sizing-load__name')).toHaveText('TV, 32 inch');
    await expect(page.getByLabel('How many: TV, 32 inch')).toHaveValue('2');
    await expect(figure(page, 'Energy a day')).toHaveText('500 Wh');

    await addAppliance(page, 'fridge', 1);
    await expect(page.locator('[data-kit-total], .sizing-card--consult').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove TV, 32 inch' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.sizing-load')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Fridge' })).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a note says the calculator needs JavaScript and offers to size the system by message', async ({ page }) => {
    await page.goto('/solar-calculator');
    const note = page.locator('.sizing-page__noscript');
    await expect(note).toBeVisible();
    await expect(note).toContainText('The calculator needs JavaScript');
    await expect(note.locator('a[href="/contact"]')).toBeVisible();
    await expect(page.getByText('Loading the calculator…')).toBeHidden();
  });
});

test('the calculator is linked from the home page, the Shop menu, Home Systems and the inverter, battery and panel pages', async ({
  page,
}) => {
  for (const path of ['/', '/shop/packages']) {
    await page.goto(path);
    await expect(page.locator('main a[href="/solar-calculator"]'), path).toHaveCount(1);
  }
  await expect(page.locator('header .dropdown a[href="/solar-calculator"]')).toHaveCount(1);
  for (const category of ['inverters', 'batteries', 'solar-panels']) {
    await page.goto(`/shop/${category}`);
    await page.locator('.product-card__name a').first().click();
    await expect(page.locator('.product__info a[href="/solar-calculator"]'), category).toHaveCount(1);
  }
});
