import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { LOCAL_STANDIN_DEVICE } from '../../src/server/etims/config.ts';
import { axeViolations } from './axe.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { placeOrder } from './place-order.ts';

/**
 * Issue 45, "The invoice the customer keeps": an M-PESA order paid in the sandbox is signed by the
 * eTIMS stand-in through the worker beside the server, and its customer opens the tax invoice with
 * the phone and reference at 390 px, in English and Kiswahili, with scripts and without; printed,
 * it is the invoice alone, on one A4 sheet.
 */
const PHONE = '0712345678';
/** A4 at 96 dpi: 297 mm. */
const A4_HEIGHT_PX = Math.floor((297 / 25.4) * 96);

async function paidOrder(page: Page) {
  const order = await placeOrder(page.request, 'MPESA', { phone: PHONE });
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
  await expect(async () =>
    expect(await (await page.request.get(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`)).json()).toMatchObject({
      status: 'COMPLETED',
    }),
  ).toPass({ timeout: 15_000 });
  return order;
}

/** /invoice?ref= as the e-mail links it, the phone typed in, until KRA (the stand-in) has signed the invoice. */
/** The words the page is checked against, in either language (the admin's strings are English only). */
type Words = Record<'track.reference' | 'track.phone' | 'invoice.submit', string>;

async function openSigned(page: Page, reference: string, path = '/invoice', words: Words = en) {
  await expect(async () => {
    await page.goto(`${path}?ref=${reference}`);
    await expect(page.getByRole('textbox', { name: words['track.reference'] })).toHaveValue(reference);
    await page.getByRole('textbox', { name: words['track.phone'] }).fill(PHONE);
    await page.getByRole('button', { name: words['invoice.submit'] }).click();
    await expect(page.getByTestId('cu-invoice-number')).toHaveText(/^\S+\/\d+$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('the tax invoice a customer keeps', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a paid order: every field at 390 px, axe-clean, and printed alone on one A4 page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { reference } = await paidOrder(page);
    await openSigned(page, reference);

    const invoice = page.getByTestId('tax-document');
    await expect(invoice).toHaveCount(1);
    await expect(invoice.getByRole('heading', { level: 2 })).toHaveText(en['invoice.heading']);
    await expect(page.getByTestId('seller-pin')).toHaveText(LOCAL_STANDIN_DEVICE.pin);
    await expect(page.getByTestId('signature')).toHaveText(/^[A-Z0-9]{1,4}(-[A-Z0-9]{1,4})+$/);
    await expect(page.getByTestId('internal-data')).toHaveText(/^[A-Z0-9+/=]{1,4}(-[A-Z0-9+/=]{1,4})+$/);
    await expect(page.getByTestId('control-unit-id')).not.toBeEmpty();
    await expect(page.getByTestId('order-reference')).toHaveText(reference);
    await expect(invoice.locator('tr[data-tax-type]')).not.toHaveCount(0);
    await expect(invoice.getByRole('img', { name: en['invoice.qr'] })).toBeVisible();
    await expect(page.getByRole('button', { name: en['invoice.print'] })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391)
        .slice(0, 8)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scrolling: ${wide.join(', ')}`,
    ).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/invoice-390-en.png', fullPage: true });

    // Printed: no header, footer, form or button; black on white; the invoice fits one A4 sheet.
    await page.setViewportSize({ width: 794, height: A4_HEIGHT_PX });
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('button', { name: en['invoice.submit'] })).toBeHidden();
    await expect(page.getByRole('button', { name: en['invoice.print'] })).toBeHidden();
    expect(await invoice.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(A4_HEIGHT_PX);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), 'one A4 page').toHaveLength(1);
    await page.screenshot({ path: 'reports/invoice-print-a4.png', fullPage: true });
  });

  test('in Kiswahili, and without scripts: the form posts, the invoice answers, Print is not offered', async ({ browser, page }) => {
    const { reference } = await paidOrder(page);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await context.newPage();
    await openSigned(plain, reference, '/sw/invoice', sw);
    await expect(plain.getByTestId('tax-document').getByRole('heading', { level: 2 })).toHaveText(sw['invoice.heading']);
    await expect(plain.getByText(sw['invoice.cuNumber'])).toBeVisible();
    await expect(plain.getByRole('button', { name: sw['invoice.print'] })).toBeHidden();
    await plain.screenshot({ path: 'reports/invoice-390-sw-noscript.png', fullPage: true });
    await context.close();
    // axe runs in the page: with scripts, the same Kiswahili invoice.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSigned(page, reference, '/sw/invoice', sw);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/track's paid order opens its invoice with the same phone and reference, without scripts", async ({ browser, page }) => {
    const { reference } = await paidOrder(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/track?ref=${reference}`);
    await plain.getByRole('textbox', { name: en['track.phone'] }).fill(PHONE);
    await plain.getByRole('button', { name: en['track.submit'] }).click();
    await plain.getByRole('button', { name: en['invoice.link'] }).click();
    await expect(plain).toHaveURL(/\/invoice$/);
    await expect(plain.getByTestId('tax-document')).toHaveCount(1);
    await context.close();
  });
});
