import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type Grain, samplePages } from './sample-pages.ts';

/**
 * axe-core and the width check at phone and desktop widths, on one page of each template in both
 * languages (sample-pages.ts: products one per category on the phone, where most shoppers are, one
 * in all on the desktop; A11Y_ALL=1 visits every URL of sitemap.xml at both), plus pages the
 * sitemap leaves out.
 */
const sitemap = readFileSync(`${process.env.DIST_DIR ?? 'dist'}/sitemap.xml`, 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const sample = (grain: Grain) => (process.env.A11Y_ALL === '1' ? paths : samplePages(paths, grain));
const extra = ['/shop/accessories/page/2', '/shop?category=accessories&page=2', '/search?q=battery', '/product/no-such-product', '/no-such-page', '/inverters', '/account/reset-password', '/sw/no-such-page'];

for (const [width, height, grain] of [[390, 844, 'fine'], [1280, 900, 'coarse']] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const path of [...new Set([...sample(grain), ...extra])]) {
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
