import { expect, test, type Page } from '@playwright/test';
import { paymentForm } from './payment-form.ts';
import { axeViolations } from './axe.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { formatKes } from '../../src/lib/money.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import type { Quote } from '../../src/api/checkout.ts';
import type { Locale } from '../../src/i18n/locales.ts';
// The expected words come from the shop's own string tables, in the language of the walk.
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';

/**
 * Lipa Mdogo Mdogo at checkout (issue 47), on a phone, in English and in Kiswahili: the shopper
 * chooses lay-by beside the ways to pay, reads the deposit, balance, end date and weekly amount,
 * pays the deposit in Pesapal's frame, and lands on a page that shows the plan, never "paid in full".
 * The terms are the demo's (the CMS seed's Lay-by settings); the figures are read from the quote.
 */

test.use({ viewport: { width: 390, height: 844 } });

const NAIROBI = '047';

/** The first product in stock whose order of one may be bought on lay-by (with delivery to Nairobi), and its quote. */
async function laybyProduct(page: Page) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const candidates = Object.entries(products)
    .filter(([, p]) => p.inStock && p.priceCents > 0)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents);
  for (const [id, product] of candidates) {
    const answer = await page.request.post('/api/checkout/quote', {
      data: { items: [{ id, quantity: 1 }], delivery: { county: NAIROBI, express: false, weekend: false } },
    });
    const quote = (await answer.json()) as Quote;
    if (quote.layby?.offered && quote.layby.depositCents <= quote.layby.mpesaMaxCents) return { id, ...product, layby: quote.layby };
  }
  throw new Error('No product in the demo may be bought on lay-by: is the seed’s Lay-by settings document in the build?');
}

/** Layout shifts the shopper did not cause (CLS's own rule: none within 500 ms of an input), summed from the page's start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function walk(page: Page, locale: Locale) {
  const t = translationsFor(locale);
  const at = (path: string) => (locale === 'sw' ? `/sw${path}` : path);
  const field = (key: Parameters<typeof t>[0]) => page.getByRole('textbox', { name: t(key), exact: true });
  const product = await laybyProduct(page);
  const { layby } = product;
  const kes = (cents: number) => formatKes(cents, locale);
  const endsOn = formatLongDate(layby.endsOn, locale);

  await watchShifts(page);
  await page.goto(at(`/shop/${product.category}/${product.id}`));
  await page.locator('main button[data-add-to-cart]').first().click();
  await expect(page.locator('header [data-cart-badge]')).toHaveText('1');
  await page.goto(at('/checkout'));
  await expect(page.getByRole('heading', { name: t('checkout.step.details') })).toBeVisible();

  await field('checkout.field.fullName').fill('Achieng Otieno');
  await field('checkout.field.email').fill(`layby-${locale}-${Date.now()}@shop.test`);
  await field('checkout.field.phone').fill('0712 345 678');
  await field('checkout.field.address').fill('Ngong Road, Adams Arcade');
  await field('checkout.field.city').fill('Nairobi');
  await page.getByRole('combobox', { name: t('checkout.field.county') }).selectOption({ label: 'Nairobi City' });
  await field('checkout.field.postalCode').fill('00100');

  // How to pay: a radio group beside the ways to pay; all now until lay-by is chosen.
  const howToPay = page.getByRole('group', { name: t('checkout.layby.legend') });
  await expect(howToPay.getByRole('radio', { name: new RegExp(`^${t('checkout.layby.now')}`) })).toBeChecked();
  const laybyRadio = howToPay.getByRole('radio', { name: /^Lipa Mdogo Mdogo \(lay-by\)/ });
  await laybyRadio.focus();
  await page.keyboard.press('Space');
  await expect(laybyRadio).toBeChecked();
  const plan = page.getByTestId('layby-plan');
  await expect(plan.getByTestId('layby-deposit')).toHaveText(kes(layby.depositCents));
  await expect(plan.getByTestId('layby-balance')).toHaveText(kes(layby.balanceCents));
  await expect(plan.getByTestId('layby-ends-on')).toHaveText(endsOn);
  await expect(plan.getByTestId('layby-suggested')).toHaveText(t('checkout.layby.weekly', { amount: kes(layby.suggestedCents) }));
  await expect(plan.getByTestId('layby-smallest')).toContainText(kes(layby.minInstalmentCents));
  await expect(plan).toContainText(t('checkout.layby.delivered'));
  // Cash on delivery cannot be combined with lay-by, and says why.
  await expect(page.getByRole('radio', { name: new RegExp(`^${t('checkout.method.Cash')}`) })).toBeDisabled();
  await expect(page.getByText(t('checkout.layby.cashNotWithLayby'))).toBeVisible();
  await page.getByRole('radio', { name: /^M-PESA/ }).check();
  await expect(page.getByTestId('layby-problem')).toHaveCount(0);
  // The summary asks the deposit now.
  await expect(page.locator('.checkout-summary').getByTestId('pay-now')).toHaveText(kes(layby.depositCents));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.getByRole('checkbox', { name: new RegExp(t('checkout.agree.terms.link')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.agree.privacy.link')) }).check();
  await page.getByRole('checkbox', { name: t('checkout.agree.disclaimer') }).check();
  await page.getByRole('button', { name: t('checkout.next') }).click();

  // The review: Pay now is the deposit, with the balance and its date.
  await expect(page.getByRole('heading', { name: t('checkout.step.review') })).toBeVisible();
  const review = page.locator('.checkout-review');
  await expect(review.getByTestId('pay-now')).toHaveText(kes(layby.depositCents));
  await expect(review.getByTestId('review-layby')).toContainText(
    t('checkout.layby.summary', { deposit: kes(layby.depositCents), balance: kes(layby.balanceCents), date: endsOn }),
  );
  // Nothing moved that the shopper did not move.
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.1);
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // Pesapal asks the deposit; the page says what is left and by when.
  await expect(page).toHaveURL(new RegExp(`${at('/payment/iframe')}\\?orderTrackingId=`));
  const deposit = t('payment.layby.deposit', { amount: kes(layby.depositCents), balance: kes(layby.balanceCents), date: endsOn });
  await expect(page.getByTestId('payment-layby')).toHaveText(deposit);
  await expect(page.locator('.payment-details')).toContainText(kes(layby.depositCents));
  const frame = await paymentForm(page, t('payment.frameTitle'));
  await frame.getByRole('button', { name: 'Send M-PESA prompt' }).click();
  await frame.getByRole('button', { name: 'Enter PIN and approve' }).click();
  await expect(async () => {
    const details = page.getByRole('link', { name: t('payment.viewDetails') });
    if (await details.isVisible()) await details.click();
    await expect(page).toHaveURL(new RegExp(`${at('/payment/return')}\\?`), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // The payment is complete; the order is reserved, not paid: the plan shows, never "paid in full".
  await expect(page.getByTestId('payment-status')).toHaveText(t('payment.status.COMPLETED'));
  await expect(page.getByTestId('payment-outcome')).toHaveText(
    t('payment.layby.paidDeposit', { balance: kes(layby.balanceCents), date: endsOn }),
  );
  await expect(page.getByTestId('order-lead')).toHaveText(t('confirm.layby.lead'));
  const confirmation = page.getByTestId('confirm-layby');
  await expect(confirmation.getByTestId('plan-paid')).toHaveText(kes(layby.depositCents));
  await expect(confirmation.getByTestId('plan-balance')).toHaveText(kes(layby.balanceCents));
  await expect(confirmation.getByTestId('plan-ends-on')).toHaveText(endsOn);
  await expect(confirmation.getByRole('link', { name: t('confirm.layby.pay') })).toHaveAttribute(
    'href',
    new RegExp(`^${at('/track')}\\?ref=`),
  );
  await expect(page.locator('main')).not.toContainText(t('confirm.paid'));
  await expect(page.locator('main')).not.toContainText(t('payment.layby.paidInFull'));
  await expect(page.locator('main')).not.toContainText(t('layby.status.paid'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, 'main')).toEqual([]);
}

test.describe('Lipa Mdogo Mdogo at checkout', () => {
  // Each walk goes through a product, two steps, Pesapal's frame and back (issue 34's budget for such walks).
  test.describe.configure({ timeout: 90_000 });

  test('in English: lay-by chosen, the deposit paid, the plan shown', async ({ page }) => {
    await walk(page, 'en');
  });

  test('in Kiswahili: the same walk on /sw pages', async ({ page }) => {
    await walk(page, 'sw');
  });
});
