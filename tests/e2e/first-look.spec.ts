import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import '../../src/i18n/everything.ts';

/**
 * Issue 46, item 5: what a first look on a phone judges, in English and Kiswahili, by where things
 * are laid out (bounding boxes), not by pictures: one carousel at the top of the home page, every
 * product tab on screen, no gap under the county box's answer, and an open menu that hides the page
 * down to the tab bar.
 */

const PHONE = { width: 390, height: 844 };
const PRODUCT = '/shop/batteries/pylontech-us3000c';
const KISUMU = '042';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** What the page shows at a point of the screen, as a description for the failure message. */
const shownAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px!, py!);
      return element?.closest('.mobile-menu__panel')
        ? 'menu'
        : element?.closest('.tab-bar')
          ? 'tab bar'
          : `page: ${element?.tagName} ${element?.className}`;
    },
    [x, y],
  );

for (const [prefix, strings] of [
  ['', en],
  ['/sw', sw],
] as const) {
  test(`a phone's first look (${prefix || '/'}): one carousel up top, every tab, a tight county box, a menu that covers the page`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);

    // Home: the promotions row is links, not a second carousel with its own buttons stacked on the hero's.
    await page.goto(`${prefix}/`);
    const promos = page.getByRole('navigation', { name: strings['home.promos'] });
    await expect(promos.getByRole('link').first()).toBeVisible();
    await expect(promos.getByRole('button')).toHaveCount(0);
    const flashHeading = await box(page.locator('#flash-sale'));
    const carouselsAbove = [];
    for (const carousel of await page.locator('[data-carousel]').all()) {
      const found = await carousel.boundingBox();
      if (found && found.height > 0 && found.y < flashHeading.y) carouselsAbove.push(await carousel.getAttribute('aria-label'));
    }
    expect(carouselsAbove).toEqual([strings['home.heroLabel']]);

    // Product page: all three tabs are on screen, none cut off, and the strip does not need scrolling.
    await page.goto(`${prefix}${PRODUCT}`);
    const tablist = page.getByRole('tablist');
    const strip = await box(tablist);
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) {
      const tabBox = await box(tab);
      expect(tabBox.x, await tab.innerText()).toBeGreaterThanOrEqual(strip.x - 0.5);
      expect(tabBox.x + tabBox.width, await tab.innerText()).toBeLessThanOrEqual(Math.min(strip.x + strip.width, PHONE.width) + 0.5);
    }
    expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // A long name wraps between its words, never inside one ('Dhaman / a').
    const words = await tablist.evaluate((el) =>
      [...el.querySelectorAll('[role="tab"]')].flatMap((tab) =>
        [...tab.childNodes]
          .filter((node): node is Text => node instanceof Text)
          .flatMap((text) =>
            [...text.data.matchAll(/\S+/g)].map((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return { word: word[0], lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
            }),
          ),
      ),
    );
    expect(words.length).toBeGreaterThanOrEqual(3);
    const brokenWords = words.filter((word) => word.lines > 1).map((word) => word.word);
    expect(brokenWords).toEqual([]);
    await tablist.getByRole('tab', { name: strings['product.tab.shipping'] }).click();
    await expect(page.locator('#panel-shipping')).toBeVisible();
    const table = await box(page.locator('#panel-shipping table'));
    expect(table.x + table.width, 'the Shipping table fits the screen').toBeLessThanOrEqual(PHONE.width);

    // The county box: its answer's last line is the foot of the answer, with no empty band under it.
    await page.locator('[data-product-delivery] select').selectOption(KISUMU);
    const result = page.locator('[data-delivery-result]');
    await expect(result).not.toHaveText(strings['delivery.product.prompt']);
    const resultBox = await box(result);
    const lastLine = await box(result.locator(':scope > *').last());
    expect(resultBox.y + resultBox.height - (lastLine.y + lastLine.height)).toBeLessThan(1);

    // The menu open: from the panel's top to the tab bar, only the menu shows; the tab bar stays above.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header').getByLabel(strings['a11y.openMenu']).click();
    const panel = await box(page.getByRole('navigation', { name: strings['a11y.mobileNav'] }));
    const tabBar = await box(page.getByRole('navigation', { name: strings['a11y.tabBar'] }));
    expect(panel.y + panel.height).toBeGreaterThanOrEqual(tabBar.y);
    for (let y = panel.y + 4; y < tabBar.y; y += 40) {
      for (const x of [4, PHONE.width / 2, PHONE.width - 4]) expect(await shownAt(page, x, y), `at ${x}, ${y}`).toBe('menu');
    }
    expect(await shownAt(page, PHONE.width / 2, tabBar.y + tabBar.height / 2)).toBe('tab bar');
    // The page under the menu stays still; the menu's last link scrolls clear of the tab bar.
    await page.mouse.move(PHONE.width / 2, tabBar.y - 40);
    await page.mouse.wheel(0, 3000);
    const lastLink = page.getByRole('navigation', { name: strings['a11y.mobileNav'] }).getByRole('link').last();
    await lastLink.scrollIntoViewIfNeeded();
    await page.getByRole('navigation', { name: strings['a11y.mobileNav'] }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = await box(lastLink);
    expect(last.y + last.height).toBeLessThanOrEqual(tabBar.y);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
