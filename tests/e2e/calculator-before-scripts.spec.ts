import { expect, test } from '@playwright/test';
import { sizingPage as enPage } from '../../src/i18n/en/sizing-page.ts';
import { sizing as enSizing } from '../../src/i18n/en/sizing.ts';
import { sizingPage as swPage } from '../../src/i18n/sw/sizing-page.ts';
import { sizing as swSizing } from '../../src/i18n/sw/sizing.ts';

/**
 * Issue 46, item 6: "Add to the list" tapped before the calculator's island has run did nothing. It
 * is a plain GET form until then: the appliance goes into the address beside the list already there,
 * and the calculator adds it when it starts. The island's script is held back to stand for a slow
 * phone, then let through.
 */

/** The island's module, and Astro's retry of it after a failed load (`?astro-retry=…`, a second later), held alike. */
const ISLAND = /\/_astro\/SolarCalculator\.[\w-]+\.js(\?.*)?$/;
const LIST = 'v=1&c=047&m=b&d=1&b=li&l=led-bulb*6*5';

for (const [prefix, page_, names] of [
  ['', enPage, enSizing],
  ['/sw', swPage, swSizing],
] as const) {
  test(`before the calculator runs, Add to the list still adds (${prefix || 'en'}), to the list the address held`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let held = true;
    await page.route(ISLAND, (route) => (held ? route.abort() : route.continue()));

    await page.goto(`${prefix}/solar-calculator?${LIST}`);
    const plain = page.locator('form[data-sizing-plain-form]');
    await plain.getByLabel(page_['sizing.page.appliance'], { exact: true }).selectOption('tv-32');
    await plain.getByLabel(page_['sizing.page.quantity'], { exact: true }).fill('2');
    await plain.getByRole('button', { name: page_['sizing.page.add'] }).click();
    await page.waitForURL((url) => url.searchParams.get('add') === 'tv-32');
    const sent = new URL(page.url());
    expect(sent.pathname).toBe(`${prefix}/solar-calculator`);
    expect(sent.searchParams.getAll('l')).toEqual(['led-bulb*6*5']);
    expect(sent.searchParams.get('add-qty')).toBe('2');

    // The island arrives: both lines are on the list, and the address holds them, without the form's fields.
    held = false;
    await page.reload();
    await expect(page.locator('.sizing-load__name')).toHaveText([names['sizing.appliance.led-bulb'], names['sizing.appliance.tv-32']]);
    await expect(page.locator('form[data-sizing-plain-form]')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('l')).toEqual(['led-bulb*6*5', 'tv-32*2*5']);
    expect(new URL(page.url()).searchParams.has('add')).toBe(false);
  });
}
