import { expect, test, type APIRequestContext } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { COMPLETE_RECORD } from '../unit/installation-record-fixture.ts';
import { axeViolations } from './axe.ts';
import { adminAccessToken } from './session.ts';
import { smsTo, uniquePhone } from './sms.ts';

/**
 * Issue 48, item 5, on the technician's phone: at 360 px with JavaScript off, the job sheet of a
 * delivered order with an installation is opened from its link, the commissioning record and the
 * serial are filled in and saved, the completion code is sent to the customer (read from the SMS
 * gateway stand-in) and typed in; the sheet says completed. Then the customer opens the
 * certificate in Kiswahili with their phone and reference.
 */
test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

/** A cash order of the cheapest product our technicians install, with its day booked, assigned to a new T3 technician and delivered. */
async function deliveredJob(request: APIRequestContext, phone: string) {
  const snapshot = catalogueSnapshot.parse(await (await request.get('/catalogue.json')).json());
  const [productId] = Object.entries(snapshot.products)
    .filter(([, p]) => p.inStock && p.priceCents > 0 && p.installation)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
  const slots = (await (await request.get('/api/installations/slots?county=Nairobi')).json()) as {
    slots: Array<{ date: string; available: number }>;
  };
  const { policies } = (await (await request.get('/api/policies/latest')).json()) as { policies: Array<{ type: string; hash: string }> };
  const placed = await request.post('/api/checkout/initiate', {
    data: {
      customer: {
        fullName: 'Achieng Otieno',
        email: `e2e-${Date.now()}@shop.test`,
        phone,
        address: 'Ngong Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'Cash',
      items: [{ id: productId, quantity: 1 }],
      installation: { date: slots.slots.find((s) => s.available > 0)!.date },
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  const admin = { authorization: `Bearer ${await adminAccessToken(request)}` };
  const technician = await request.post('/api/admin/technicians', {
    headers: admin,
    data: {
      name: 'Otieno Fundi',
      phone: '0722 000 111',
      licenceNumber: `EPRA/T3/${Date.now().toString(36).toUpperCase()}`,
      licenceClass: 'T3',
      licenceExpires: `${new Date().getUTCFullYear() + 1}-12-31`,
      counties: ['047'],
    },
  });
  expect(technician.status(), await technician.text()).toBe(201);
  const { technician: created } = (await technician.json()) as { technician: { id: string } };
  const assigned = await request.post(`/api/admin/installations/${orderId}/assign`, { headers: admin, data: { technicianId: created.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const { jobSheetUrl } = (await assigned.json()) as { jobSheetUrl: string };
  for (const step of ['shipped', 'delivered'])
    expect((await request.patch(`/api/orders/${orderId}`, { headers: admin, data: { delivery_status: step } })).status()).toBe(200);
  return { reference: orderId.slice(0, 8).toUpperCase(), path: new URL(jobSheetUrl).pathname };
}

test('the job sheet without scripts at 360 px: record, serial, the customer’s code, completed; then the certificate in Kiswahili', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const { reference, path } = await deliveredJob(page.request, phone);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['installationJob.pageTitle'].replace('{reference}', reference));
  await expect(page.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'reports/installation-job-open.png', fullPage: true });
  // axe runs in the page: from a context with scripts, on the same sheet.
  const checker = await browser.newContext({ viewport: { width: 360, height: 780 }, javaScriptEnabled: true });
  const checked = await checker.newPage();
  await checked.goto(path);
  expect(await axeViolations(checked)).toEqual([]);

  for (const [name, value] of Object.entries(COMPLETE_RECORD)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.locator('[name="serial.0"]').fill(serial);
  await page.getByRole('button', { name: en['installationJob.save'] }).click();
  await expect(page.getByText(en['installationJob.saved'])).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText(en['installationJob.status.ready']);

  await page.getByRole('button', { name: en['installationJob.code.send'] }).click();
  await expect(page.getByRole('status').filter({ hasText: phone.slice(-3) })).toBeVisible();
  let code = '';
  await expect(async () => {
    const texts = await smsTo(page.request, phone);
    code = texts.map((text) => /\b(\d{6})\b/.exec(text)?.[1]).find(Boolean) ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 20_000 });
  await page.getByRole('textbox', { name: en['installationJob.code.label'] }).fill(code);
  await page.getByRole('button', { name: en['installationJob.code.confirm'] }).click();
  await expect(page.getByText(en['installationJob.done'])).toBeVisible();
  await expect(page.getByTestId('job-status')).toContainText('Completed on');
  await expect(page.getByRole('button', { name: en['installationJob.save'] })).toHaveCount(0);
  await expect(page.getByText(serial)).toBeVisible();
  await page.screenshot({ path: 'reports/installation-job-completed.png', fullPage: true });

  await page.goto(`/sw/installation-certificate?ref=${reference}`);
  await page.getByRole('textbox', { name: sw['track.phone'] }).fill(phone);
  await page.getByRole('button', { name: sw['installationJob.certificate.submit'] }).click();
  const certificate = page.getByTestId('installation-certificate');
  await expect(certificate.getByRole('heading', { level: 2 })).toHaveText(sw['installationJob.certificate.heading']);
  await expect(certificate).toContainText(serial);
  await expect(certificate).toContainText('Otieno Fundi');
  await expect(certificate.getByTestId('workmanship-until')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'reports/installation-certificate-sw.png', fullPage: true });
  await checked.goto(path);
  expect(await axeViolations(checked)).toEqual([]);
  await checked.goto(`/sw/installation-certificate?ref=${reference}`);
  await checked.getByRole('textbox', { name: sw['track.phone'] }).fill(phone);
  await checked.getByRole('button', { name: sw['installationJob.certificate.submit'] }).click();
  await expect(checked.getByTestId('installation-certificate')).toBeVisible();
  expect(await axeViolations(checked)).toEqual([]);
  await checker.close();
});
