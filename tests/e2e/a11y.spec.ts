import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { samplePages } from './sample-pages.ts';

/**
 * axe-core and the width check at phone and desktop widths on a sample of the sitemap
 * (sample-pages.ts): on the phone, where most shoppers are, every template in both languages (home,
 * each category, a product of each category, each policy, each app page); on the desktop one of
 * each template in English, whose layout the Kiswahili pages share. A11Y_ALL=1 visits every URL at both widths.
 * Plus pages the sitemap leaves out; kiswahili.spec.ts sweeps the Kiswahili app pages.
 */
const sitemap = readFileSync(`${process.env.DIST_DIR ?? 'dist'}/sitemap.xml`, 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const kiswahili = (path: string) => path === '/sw' || path.startsWith('/sw/');
/** A11Y_ALL=1: every page at both widths. Else on the phone, each category and a product of each, in both languages; on the desktop, one page of each template, in English. */
const sample = (width: number): string[] => {
  if (process.env.A11Y_ALL === '1') return paths;
  return width < 1000
    ? samplePages(paths, 'fine')
    : samplePages(
        paths.filter((path) => !kiswahili(path)),
        'coarse',
      );
};
const extra = [
  '/shop/accessories/page/2',
  '/shop?category=accessories&page=2',
  '/search?q=battery',
  '/product/no-such-product',
  '/no-such-page',
  '/inverters',
  '/account/reset-password',
  '/sw/no-such-page',
];

/**
 * Pages per test. One page visits its share in turn: each new browser context costs a renderer
 * process, and on two cores that churn, not axe, was most of the sweep's time (issue 34). Each
 * page is its own step, and a fault is reported with its path without stopping the others.
 */
const PAGES_PER_TEST = 6;

// The sweep's groups are independent: both workers share them, rather than one taking the whole file.
test.describe.configure({ mode: 'parallel' });

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    const pages = [...new Set([...sample(width), ...extra])];
    for (let from = 0; from < pages.length; from += PAGES_PER_TEST) {
      const group = pages.slice(from, from + PAGES_PER_TEST);
      test(`${group.join(', ')}: no axe violations, and each fits the width`, async ({ page }) => {
        test.setTimeout(group.length * 30_000);
        for (const path of group) {
          await test.step(path, async () => {
            await page.goto(path);
            await page.waitForLoadState('load');
            expect.soft(await axeViolations(page), path).toEqual([]);
            expect
              .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: no sideways scrolling`)
              .toBeLessThanOrEqual(width);
          });
        }
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
