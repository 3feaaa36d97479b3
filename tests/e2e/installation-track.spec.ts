import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import type { Locale } from '../../src/i18n/locales.ts';
// The expected words come from the shop's own string tables, in the language of the walk.
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { axeViolations } from './axe.ts';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { accessToken, adminAccessToken, logIn } from './session.ts';
import { uniquePhone } from './sms.ts';

/**
 * An installation on /track with JavaScript off, on a phone, in English and in Kiswahili (issue 48,
 * item 4): a hybrid inverter ordered with its installation day (cash on delivery, through the API),
 * a licensed T3 assigned by the team (the API at aal2); /track shows the day and the technician with
 * their EPRA licence, and its form moves the day to another open one. On /orders (scripts on) the
 * signed-in customer moves it through the API. A look at the pages is saved under /tmp/look/.
 */
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const NAIROBI = '047';

/** An order of the cheapest hybrid inverter the shop installs, placed with an installation day as checkout places it; its reference and day. */
async function orderWithInstallation(page: Page, phone: string, locale: Locale, token?: string) {
  const snapshot = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id] = Object.entries(snapshot.products)
    .filter(([, p]) => p.inStock && p.installation?.licenceClass === 'T3')
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
  const slots = (await (await page.request.get(`/api/installations/slots?county=${NAIROBI}`)).json()) as SlotsAnswer;
  const open = slots.slots.filter((slot) => slot.available > 0).map((slot) => slot.date);
  const { policies } = (await (await page.request.get('/api/policies/latest')).json()) as {
    policies: Array<{ type: string; hash: string }>;
  };
  const placed = await page.request.post('/api/checkout/initiate', {
    headers: { 'accept-language': locale === 'sw' ? 'sw-KE' : 'en-KE', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: {
      customer: {
        fullName: 'Wanjiru Mwangi',
        email: token ? DEMO_CUSTOMER.email : `installation-track-${Date.now()}@shop.test`,
        phone,
        address: 'Ngong Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'Cash',
      items: [{ id, quantity: 1 }],
      installation: { date: open[3] },
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  return { orderId, reference: orderId.slice(0, 8).toUpperCase(), day: open[3]!, later: open[4]! };
}

for (const locale of ['en', 'sw'] as const) {
  test(`${locale}: /track shows the installation's day and technician, and its form moves the day`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const t = translationsFor(locale);
    const prefix = locale === 'sw' ? '/sw' : '';
    const phone = uniquePhone();
    const order = await orderWithInstallation(page, phone, locale);

    // The team gives the job to a licensed T3 who works in Nairobi.
    const headers = { authorization: `Bearer ${await adminAccessToken(page.request)}` };
    const licenceNumber = `EPRA/T3/${Date.now().toString(36)}`;
    const added = await page.request.post('/api/admin/technicians', {
      headers,
      data: {
        name: 'Otieno Fundi',
        phone: '0722 000 333',
        licenceNumber,
        licenceClass: 'T3',
        licenceExpires: '2030-12-31',
        counties: [NAIROBI],
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { technician } = (await added.json()) as { technician: { id: string } };
    const assigned = await page.request.post(`/api/admin/installations/${order.orderId}/assign`, {
      headers,
      data: { technicianId: technician.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // The SMS's link: the reference typed in, the phone asked.
    await page.goto(`${prefix}/track?ref=${order.reference}`);
    await page.getByLabel(t('track.phone')).fill(phone);
    await page.getByRole('button', { name: t('track.submit') }).click();
    const block = page.getByTestId('installation');
    await expect(block.getByTestId('installation-day')).toHaveText(formatLongDate(order.day, locale));
    await expect(block.getByTestId('installation-technician')).toHaveText(
      t('installationTrack.technicianValue', { name: 'Otieno Fundi', licence: licenceNumber, class: 'T3' }),
    );
    await expect(block.getByTestId('installation-status')).toHaveText(t('installation.status.assigned'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/look/installation-track-${locale}.png`, fullPage: true });
    await block.screenshot({ path: `/tmp/look/installation-block-${locale}.png` });

    // axe runs in the page, which needs a script: the same answer, asked again in a page that runs them.
    const checked = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
    await checked.goto(`${prefix}/track?ref=${order.reference}`);
    await checked.getByLabel(t('track.phone')).fill(phone);
    await checked.getByRole('button', { name: t('track.submit') }).click();
    await expect(checked.getByTestId('installation')).toBeVisible();
    expect(await axeViolations(checked, 'main')).toEqual([]);
    await checked.close();

    // The form moves it to the next open day; the technician still may come then.
    await block.getByLabel(t('installationTrack.form.day')).selectOption(order.later);
    await block.getByRole('button', { name: t('installationTrack.form.submitMove') }).click();
    await expect(page.getByText(t('installationTrack.done.moved', { date: formatLongDate(order.later, locale) }))).toBeVisible();
    await expect(block.getByTestId('installation-day')).toHaveText(formatLongDate(order.later, locale));
    await expect(block.getByTestId('installation-technician')).toContainText('Otieno Fundi');
    await page.screenshot({ path: `/tmp/look/installation-moved-${locale}.png`, fullPage: true });
  });
}

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('/orders shows the installation and moves its day through the API', async ({ page }) => {
    const t = translationsFor('en');
    const order = await orderWithInstallation(page, uniquePhone(), 'en', await accessToken(page.request, DEMO_CUSTOMER));
    // The header's Login sits in the wide layout's bar; the orders are read at phone width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await logIn(page, DEMO_CUSTOMER);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders');
    const card = page
      .locator('.orders__order')
      .filter({ has: page.getByRole('heading', { name: `Order ${order.reference}`, exact: true }) });
    const block = card.getByTestId('installation');
    await expect(block.getByTestId('installation-day')).toHaveText(formatLongDate(order.day, 'en'));
    await expect(block.getByTestId('installation-technician')).toHaveText(t('installationTrack.technicianNone'));
    await block.getByLabel(t('installationTrack.form.day')).selectOption(order.later);
    await block.getByRole('button', { name: t('installationTrack.form.submitMove') }).click();
    const moved = t('installationTrack.done.moved', { date: formatLongDate(order.later, 'en') });
    await expect(block.getByRole('status').filter({ hasText: moved })).toHaveText(moved);
    await expect(block.getByTestId('installation-day')).toHaveText(formatLongDate(order.later, 'en'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await block.screenshot({ path: '/tmp/look/installation-orders-en.png' });
  });
});
