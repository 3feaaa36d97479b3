import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * axe-core on the pages of sitemap.xml, at phone and desktop widths. Product pages share one
 * template, so by default one product per category is checked; A11Y_ALL=1 checks every URL.
 */
const sitemap = readFileSync(`${process.env.DIST_DIR ?? 'dist'}/sitemap.xml`, 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const productPath = /^\/shop\/[^/]+\/[^/]+$/;
const seenCategories = new Set<string>();
const selected = process.env.A11Y_ALL === '1'
  ? paths
  : paths.filter((path) => {
      if (!productPath.test(path)) return true;
      const category = path.split('/')[2]!;
      if (seenCategories.has(category)) return false;
      seenCategories.add(category);
      return true;
    });
const extra = ['/shop/accessories/page/2', '/shop?category=accessories&page=2', '/search?q=battery', '/product/no-such-product', '/no-such-page', '/inverters', '/account/reset-password'];

for (const [width, height] of [[390, 844], [1280, 900]] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const path of [...selected, ...extra]) {
      test(`${path} has no axe violations and fits the width`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('load');
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
        expect(summary).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
      });
    }
  });
}

test('the skip link is the first thing to focus and moves to the content', async ({ page }) => {
  await page.goto('/shop/batteries');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
