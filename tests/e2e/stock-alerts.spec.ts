import { expect, test, type APIRequestContext } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { axeViolations } from './axe.ts';

/**
 * "Tell me when it's back" with scripts off (issue 44): on a product the build saw sold out, the
 * form is there without a script, posts, and the server answers with a page in the shopper's
 * language; a wrong phone comes back beside the field. The seed keeps a few products at zero.
 */
test.use({ javaScriptEnabled: false });

/** A product the shop sells that the build saw sold out, with its page. */
async function soldOutProduct(request: APIRequestContext) {
  const { products } = catalogueSnapshot.parse(await (await request.get('/catalogue.json')).json());
  const [id, product] = Object.entries(products).find(([, p]) => p.onSale && p.stock.state === 'out_of_stock')!;
  return { id, name: product.name, path: `/shop/${product.category}/${id}` };
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px a sold-out product takes a phone number and the server says what it will send`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const product = await soldOutProduct(page.request);
    await page.goto(product.path);
    const form = page.getByRole('region', { name: 'Tell me when it’s back' });
    await expect(form).toBeVisible();
    await form.getByLabel('Phone number or e-mail').fill('0712 000 444');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(page).toHaveURL(/\/stock-alerts$/);
    await expect(page.getByRole('heading', { level: 2, name: 'We will tell you' })).toBeVisible();
    await expect(page.getByText(`We will send one SMS to +254712000444 when ${product.name} is back in stock.`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${product.name}` })).toHaveAttribute('href', product.path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('in Kiswahili: the form and its answer speak it, and a wrong number comes back beside the field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await soldOutProduct(page.request);
  await page.goto(`/sw${product.path}`);
  const form = page.getByRole('region', { name: 'Niarifu ikirudi' });
  const field = form.getByLabel('Nambari ya simu au barua pepe');
  await field.fill('12345');
  await form.getByRole('button', { name: 'Niarifu' }).click();
  await expect(page).toHaveURL(/\/sw\/stock-alerts$/);
  const again = page.getByRole('region', { name: 'Niarifu ikirudi' });
  await expect(again.getByLabel('Nambari ya simu au barua pepe')).toHaveValue('12345');
  await expect(again.getByText('Weka nambari sahihi ya simu ya Kenya (mfano, 0712 345 678) au anwani ya barua pepe.')).toBeVisible();
  await again.getByLabel('Nambari ya simu au barua pepe').fill('wanjiku@shop.test');
  await again.getByRole('button', { name: 'Niarifu' }).click();
  await expect(page.getByText(`Tutatuma barua pepe moja kwa wanjiku@shop.test ${product.name} itakapopatikana tena.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Rudi kwa ${product.name}` })).toHaveAttribute('href', `/sw${product.path}`);
});

test('the form, an error beside its field and the answer page are axe-clean (axe itself needs a script)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const product = await soldOutProduct(page.request);
  await page.goto(product.path);
  const form = page.getByRole('region', { name: 'Tell me when it’s back' });
  await expect(form).toBeVisible();
  expect(await axeViolations(page, '.stock-alert')).toEqual([]);
  await form.getByLabel('Phone number or e-mail').fill('not a number');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByLabel('Phone number or e-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Phone number or e-mail').fill('0712 000 445');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'We will tell you' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
