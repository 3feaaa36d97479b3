import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { etimsStandInControl } from '../../local/etims/testing.ts';
import type { AdminOrderWithInvoices } from '../../src/api/admin-invoices.ts';
import { INVOICE_CSV_HEADER } from '../../src/lib/tax/invoice-csv.ts';
import { axeViolations } from './axe.ts';
import { E2E_ETIMS } from '../../scripts/e2e-ports.ts';
import { placeOrder } from './place-order.ts';
import { adminAccessToken, logIn, stepUp, workerAdmin } from './session.ts';

/**
 * The admin and the accountant (issue 45, item 6): KRA (the stand-in) refuses the invoice of cash
 * a driver brought back with 910; /admin/invoices shows it failed with KRA's words, Retry queues it
 * again and the worker has it signed; the order's page shows the same document issued; the period's
 * CSV downloads. At 1280 and 390 px, axe-clean.
 */
const etims = etimsStandInControl(E2E_ETIMS);
const REFUSAL = 'Request parameter error: itemList (browser walk)';

/**
 * A cash order delivered and paid to the driver: the collection is a tax point, so its invoice is
 * queued. `beforeCash` runs once the order is placed and before the money is recorded.
 */
async function paidCashOrder(request: APIRequestContext, beforeCash: (placed: { reference: string }) => Promise<unknown> = async () => {}) {
  const placed = await placeOrder(request, 'Cash');
  const headers = { authorization: `Bearer ${await adminAccessToken(request)}` };
  for (const data of [{ delivery_status: 'shipped', driver: 'Otieno' }, { delivery_status: 'delivered' }])
    expect((await request.patch(`/api/orders/${placed.orderId}`, { headers, data })).status()).toBe(200);
  const detail = (await (await request.get(`/api/orders/${placed.orderId}`, { headers })).json()) as AdminOrderWithInvoices;
  await beforeCash(placed);
  const cash = await request.post(`/api/orders/${placed.orderId}/cash`, {
    headers,
    data: { amountCents: detail.order.figures.dueDriverCents, method: 'cash', requestKey: `invoices-walk-${Date.now()}` },
  });
  expect(cash.status(), await cash.text()).toBe(200);
  return { ...placed, headers };
}

/** The order's invoice as the admin API has it, once the worker has had its say (`states`: what it may end as). */
async function invoiceOf(request: APIRequestContext, orderId: string, headers: Record<string, string>, states: readonly string[]) {
  let found: AdminOrderWithInvoices['invoices'][number] | undefined;
  await expect
    .poll(
      async () => {
        const detail = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as AdminOrderWithInvoices;
        found = detail.invoices[0];
        return states.includes(found?.state ?? '');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * A paid cash order whose invoice KRA refused: the stand-in refuses this order's sale (its
 * reference, trdInvcNo) once, so a neighbouring walk's invoice is never the one refused.
 */
async function refusedCashOrder(request: APIRequestContext) {
  const order = await paidCashOrder(request, (placed) =>
    etims.fault({
      kind: 'error',
      resultCd: '910',
      resultMsg: REFUSAL,
      method: 'saveTrnsSalesOsdc',
      times: 1,
      trdInvcNo: placed.reference,
    }),
  );
  expect((await invoiceOf(request, order.orderId, order.headers, ['failed', 'issued'])).state).toBe('failed');
  return order;
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

test.describe('tax invoices for the admin and the accountant', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async () => {
    await etims.clearFaults();
  });

  test('a refused invoice shows KRA’s words on the list, Retry sends it again and it is issued; the CSV downloads', async ({ page }) => {
    const { orderId, reference, headers } = await refusedCashOrder(page.request);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await logIn(page, workerAdmin());
    await page.goto('/admin/invoices?status=failed');
    await stepUp(page);
    await expect(page.getByRole('heading', { name: 'Tax invoices', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = page.getByTestId('invoice-row').filter({ hasText: reference });
    await expect(row).toHaveAttribute('data-state', 'failed');
    await expect(row).toContainText(`910 ${REFUSAL}`);
    await expect(page.getByTestId('invoice-totals')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/admin-invoices-1280.png', fullPage: true });

    const retry = row.getByRole('button', { name: /^Retry\b/ });
    await retry.click();
    await expect(page.getByRole('status').filter({ hasText: 'Tax invoice queued again: it goes to KRA within moments.' })).toBeVisible();
    // Shown again under all states: no longer failed; the worker has it signed within seconds.
    await page.getByLabel('State').selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('invoice-row').filter({ hasText: reference })).not.toHaveAttribute('data-state', 'failed');
    const issued = await invoiceOf(page.request, orderId, headers, ['issued']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tax-invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith(`\uFEFF${INVOICE_CSV_HEADER.join(',')}\r\n`)).toBe(true);
    expect(csv).toContain(`,${issued.cuInvoiceNumber},`);
    expect(csv).toContain(`,${reference},`);

    // The order's page says the same: issued, with its CU invoice number and the printable invoice.
    await page.goto(`/admin/order?id=${orderId}`);
    const section = page.getByTestId('order-invoices');
    await expect(section.getByTestId('order-invoice')).toHaveAttribute('data-state', 'issued');
    await expect(section).toContainText(`CU invoice number ${issued.cuInvoiceNumber}`);
    await expect(section.getByRole('link', { name: /^Printable invoice/ })).toHaveAttribute('href', `/invoice?ref=${reference}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone the list fits, and a failed invoice on the order’s page carries KRA’s words and Retry', async ({ page }) => {
    const { orderId, reference, headers } = await refusedCashOrder(page.request);

    await page.goto('/about');
    await logIn(page, workerAdmin());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/order?id=${orderId}`);
    await stepUp(page);
    const invoice = page.getByTestId('order-invoice');
    await expect(invoice).toHaveAttribute('data-state', 'failed');
    await expect(invoice.getByTestId('invoice-refusal')).toHaveText(`KRA refused it: 910 ${REFUSAL}`);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/admin-invoices-order-390.png', fullPage: true });

    await invoice.getByRole('button', { name: /^Retry/ }).click();
    await expect(page.getByTestId('order-invoice')).not.toHaveAttribute('data-state', 'failed');
    await invoiceOf(page.request, orderId, headers, ['issued']);

    await page.goto('/admin/invoices');
    await expect(page.getByTestId('invoice-row').filter({ hasText: reference })).toBeVisible();
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'reports/admin-invoices-390.png', fullPage: true });
  });
});
