import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { bandPrice } from '../../src/lib/installation/settings.ts';
import { formatKes } from '../../src/lib/money.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import type { Locale } from '../../src/i18n/locales.ts';
// The expected words come from the shop's own string tables, in the language of the walk.
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';

/**
 * Installation booked with the kit (issue 48, item 2), on a phone, in English and in Kiswahili: a
 * hybrid inverter added with installation from its page (its class and "from" price in HTML), the
 * cart ticking it and pricing it for the county, checkout's section with the licence class, what it
 * includes and a day from the county's open days, a cash-on-delivery order, and the installation's
 * line and day on the confirmation. The prices are the seed's Installation settings.
 */

test.use({ viewport: { width: 390, height: 844 } });

const NAIROBI = '047';

/** The cheapest hybrid inverter in stock that the shop installs (a T3 job), and its installation's zone 1 price. */
async function hybridInverter(page: Page) {
  const snapshot = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const settings = snapshot.installation;
  if (!settings) throw new Error('The build has no Installation settings: is the seed’s document in it?');
  const [id, product] = Object.entries(snapshot.products)
    .filter(([, p]) => p.category === 'inverters' && p.inStock && p.installation?.licenceClass === 'T3' && /hybrid/i.test(p.name))
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
  const priceCents = bandPrice(settings, product.installation!.band, 1)!;
  return { id, ...product, installationCents: priceCents };
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

async function walk(page: Page, locale: Locale) {
  const t = translationsFor(locale);
  const at = (path: string) => (locale === 'sw' ? `/sw${path}` : path);
  const kes = (cents: number) => formatKes(cents, locale);
  const field = (key: Parameters<typeof t>[0]) => page.getByRole('textbox', { name: t(key), exact: true });
  const inverter = await hybridInverter(page);
  const price = kes(inverter.installationCents);

  // The product page offers it in HTML: the class, the "from" price, what it includes.
  await page.goto(at(`/shop/${inverter.category}/${inverter.id}`));
  const offer = page.locator('.product-installation');
  await expect(offer.getByRole('heading', { name: t('installation.offer.title', { class: 'T3', price }) })).toBeVisible();
  await expect(offer.getByRole('listitem').first()).toBeVisible();
  await fitsThePhone(page);
  await offer.getByRole('button', { name: t('installation.offer.add') }).click();

  // The cart: the inverter, installation ticked, "from" until a county is chosen, then its price there in the total.
  await expect(page).toHaveURL(new RegExp(`${at('/cart')}$`));
  await expect(page.locator('.cart-line')).toHaveCount(1);
  const choice = page.getByRole('checkbox', { name: new RegExp(t('installation.cart.add', { class: 'T3' }).replace(/[()]/g, '\\$&')) });
  await expect(choice).toBeChecked();
  await expect(page.locator('[data-installation-fee]')).toHaveText(t('installation.cart.from', { price }));
  await page.getByRole('combobox', { name: t('cart.delivery.county') }).selectOption(NAIROBI);
  await expect(page.locator('[data-installation-fee]')).toHaveText(price);
  await fitsThePhone(page);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: `reports/installation-cart-390-${locale}.png`, fullPage: true });
  await page
    .getByRole('link', { name: t('cart.checkout') })
    .first()
    .click();

  // Checkout: the section with its price for the county, the licence class, what it includes, and the open days.
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeVisible();
  await field('checkout.field.fullName').fill('Achieng Otieno');
  await field('checkout.field.email').fill(`install-${locale}-${Date.now()}@shop.test`);
  await field('checkout.field.phone').fill('0712 345 678');
  await field('checkout.field.address').fill('Ngong Road, Adams Arcade');
  await field('checkout.field.city').fill('Nairobi');
  await expect(page.getByRole('combobox', { name: t('checkout.field.county') })).toHaveValue(NAIROBI);
  await field('checkout.field.postalCode').fill('00100');

  const section = page.getByRole('group', { name: t('installation.checkout.title') });
  await expect(section.getByRole('checkbox', { name: t('installation.checkout.add', { price }) })).toBeChecked();
  await expect(section).toContainText(t('installation.checkout.licence', { class: 'T3' }));
  const slots = (await (await page.request.get(`/api/installations/slots?county=${NAIROBI}`)).json()) as SlotsAnswer;
  const day = slots.slots.find((slot) => slot.available > 0)!.date;
  const picker = section.getByRole('combobox', { name: t('installation.checkout.day') });
  await expect(picker).toBeEnabled();
  await picker.selectOption(day);
  await page.getByRole('radio', { name: new RegExp(`^${t('checkout.method.Cash')}`) }).check();
  await fitsThePhone(page);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await section.screenshot({ path: `reports/installation-checkout-390-${locale}.png` });

  await page.getByRole('checkbox', { name: new RegExp(t('checkout.agree.terms.link')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.agree.privacy.link')) }).check();
  await page.getByRole('checkbox', { name: t('checkout.agree.disclaimer') }).check();
  await page.getByRole('button', { name: t('checkout.next') }).click();

  // The review: the installation's line in the server's prices, and its day.
  await expect(page.getByRole('heading', { name: t('checkout.step.review') })).toBeVisible();
  const review = page.locator('.checkout-review');
  await expect(review.locator('.order-lines')).toContainText(price);
  await expect(review.getByTestId('review-installation')).toContainText(formatLongDate(day, locale));

  if (locale === 'en') {
    // The day filled while the shopper read the review (the server's 409, once): back to the picker with its words, the days asked again, nothing typed lost.
    const dayFull = t('installation.error.dayFull', { date: formatLongDate(day, locale) });
    await page.route('**/api/checkout/initiate', (route) =>
      route.fulfill({ status: 409, json: { error: { code: 'INSTALLATION_DAY_FULL', message: dayFull, field: 'installation.date' } } }),
    );
    const slotsAgain = page.waitForRequest((request) => request.url().includes('/api/installations/slots'));
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page.getByTestId('installation-error')).toHaveText(dayFull);
    await expect(picker).toBeFocused();
    await slotsAgain;
    await expect(field('checkout.field.fullName')).toHaveValue('Achieng Otieno');
    await expect(page.getByRole('radio', { name: new RegExp(`^${t('checkout.method.Cash')}`) })).toBeChecked();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.unroute('**/api/checkout/initiate');
    // The day still has places (the refusal was the test's): chosen again, on to the review.
    await picker.selectOption(day);
    await expect(page.getByTestId('installation-error')).toHaveCount(0);
    await page.getByRole('button', { name: t('checkout.next') }).click();
    await expect(review.getByTestId('review-installation')).toContainText(formatLongDate(day, locale));
  }
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // The confirmation: the installation's line and its day.
  await expect(page).toHaveURL(new RegExp(`${at('/checkout/confirmation')}\\?order=`));
  await expect(page.locator('main .order-lines')).toContainText(price);
  await expect(page.getByTestId('confirm-installation')).toContainText(formatLongDate(day, locale));
  await fitsThePhone(page);
  expect(await axeViolations(page, 'main')).toEqual([]);
}

test.describe('installation booked with the order', () => {
  // Each walk goes through a product page, the cart, two checkout steps and the confirmation.
  test.describe.configure({ timeout: 90_000 });

  test('in English: added from the product page, a day picked, placed cash on delivery', async ({ page }) => {
    await walk(page, 'en');
  });

  test('in Kiswahili: the same walk on /sw pages', async ({ page }) => {
    await walk(page, 'sw');
  });
});
