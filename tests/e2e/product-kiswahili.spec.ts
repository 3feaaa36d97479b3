import { expect, test } from '@playwright/test';

/**
 * Issue 32: products in Kiswahili, on a phone. A translated home system shows its Kiswahili
 * description and features; an untranslated product its English ones, marked lang="en"; /sw/search
 * finds a product by a Kiswahili word of its description.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a /sw product page in Kiswahili where translated, English (lang="en") where not; /sw/search finds a Kiswahili word', async ({
  page,
}) => {
  await page.goto('/sw/shop/packages/home-system-1kw-off-grid');
  const description = page.locator('.product__description');
  await expect(description).toContainText('friji ndogo kwa nyumba isiyo na umeme wa gridi');
  await expect(description).not.toHaveAttribute('lang');
  await expect(page.locator('#panel-specifications ul')).toContainText('Vifaa vya kupachika, breaker na waya');

  await page.goto('/sw/shop/batteries/chloride-exide-solar-tubular-200ah');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(page.locator('.product__description')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#panel-specifications ul')).toHaveAttribute('lang', 'en');

  await page.goto('/sw/search?q=viyoyozi');
  const first = page.locator('.result__name a').first();
  await expect(first).toHaveAttribute('href', '/sw/shop/packages/home-system-8kw-hybrid');
});
