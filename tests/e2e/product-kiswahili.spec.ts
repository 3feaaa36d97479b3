import { expect, test } from '@playwright/test';

/**
 * Issues 32 and 46: products in Kiswahili, on a phone. A home system and a battery (every demo
 * product is translated since issue 46) show their Kiswahili description and features, with no
 * lang="en" left on them (an untranslated field's lang="en" is localise.test's contentLang table);
 * /sw/search finds a product by a Kiswahili word of its description.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a /sw product page in Kiswahili, description and features; /sw/search finds a Kiswahili word', async ({ page }) => {
  await page.goto('/sw/shop/packages/home-system-1kw-off-grid');
  const description = page.locator('.product__description');
  await expect(description).toContainText('friji ndogo kwa nyumba isiyo na umeme wa gridi');
  await expect(description).not.toHaveAttribute('lang');
  await expect(page.locator('#panel-specifications ul')).toContainText('Vifaa vya kupachika, breaker na waya');

  await page.goto('/sw/shop/batteries/chloride-exide-solar-tubular-200ah');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(page.locator('.product__description')).toContainText('kukatika kwa umeme kwa muda mrefu');
  await expect(page.locator('.product__description')).not.toHaveAttribute('lang');
  await expect(page.locator('#panel-specifications ul')).toContainText('Bamba chanya za tubular');
  await expect(page.locator('#panel-specifications ul')).not.toHaveAttribute('lang');

  await page.goto('/sw/search?q=viyoyozi');
  const first = page.locator('.result__name a').first();
  await expect(first).toHaveAttribute('href', '/sw/shop/packages/home-system-8kw-hybrid');
});
