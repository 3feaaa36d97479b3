import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { cheapestProductIndex, placeOrder } from './place-order.ts';
import { adminAccessToken } from './session.ts';
import { smsTo, uniquePhone } from './sms.ts';

/**
 * Warranty registration (issue 31), on a phone: a customer follows the delivered order's SMS to
 * /warranty, registers the serials of two items and prints the certificate; the same form works
 * without JavaScript, in Kiswahili; the certificate names its owner; a claim against a registered
 * serial is received under a reference the customer is shown and sent by SMS.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A cash order of two of a product by `phone`, marked shipped then delivered by the admin as the orders page does. */
async function deliveredOrder(request: APIRequestContext, phone: string, locale: 'en' | 'sw') {
  const placed = await placeOrder(request, 'Cash', { phone, locale, quantity: 2, productIndex: await cheapestProductIndex(request) });
  const admin = await adminAccessToken(request);
  for (const to of ['shipped', 'delivered'])
    expect(
      (
        await request.patch(`/api/orders/${placed.orderId}`, {
          headers: { authorization: `Bearer ${admin}` },
          data: { delivery_status: to },
        })
      ).status(),
    ).toBe(200);
  return placed;
}

/** The delivered SMS's /warranty link, opened. */
async function openWarrantyLink(page: Page, phone: string): Promise<string> {
  let link = '';
  await expect(async () => {
    link = /https?:\/\/\S+\/warranty\?ref=[0-9A-F]{8}/.exec((await smsTo(page.request, phone)).join('\n'))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  return url.pathname;
}

for (const [locale, words, javaScriptEnabled] of [
  ['en', en, true],
  ['sw', sw, false],
] as const) {
  test.describe(`${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a customer registers two serials from the delivered SMS and prints the certificate', async ({ page }) => {
      test.setTimeout(60_000);
      const phone = uniquePhone();
      const { reference, product } = await deliveredOrder(page.request, phone, locale);
      const path = await openWarrantyLink(page, phone);
      expect(path).toBe(locale === 'en' ? '/warranty' : '/sw/warranty');
      const find = page.getByRole('region', { name: words['warranty.find.heading'] });
      await expect(find.getByLabel(words['track.reference'])).toHaveValue(reference);
      await find.getByLabel(words['track.phone']).fill(phone);
      await page.getByRole('button', { name: words['warranty.find.submit'] }).click();

      const serials = [`SN-${reference}-A`, `sn ${reference.toLowerCase()}-b`];
      for (const [index, serial] of serials.entries())
        await page
          .getByLabel(
            words['warranty.items.serialOf']
              .replace('{product}', product.name)
              .replace('{number}', String(index + 1))
              .replace('{count}', '2'),
          )
          .fill(serial);
      await page.getByRole('button', { name: words['warranty.items.submit'] }).click();

      const certificate = page.getByTestId('certificate');
      await expect(page.getByRole('status').filter({ hasText: words['warranty.done'] })).toBeVisible();
      await expect(certificate).toContainText(`SN-${reference}-A`);
      await expect(certificate).toContainText(`SN${reference}-B`);
      await expect(certificate).toContainText(reference);
      // Whose it is: the name on the order, not the phone or the address.
      await expect(certificate).toContainText(words['warranty.certificate.owner'].replace('{name}', 'Achieng Otieno'));
      await expect(certificate).not.toContainText('Ngong Road');
      // Both items are registered: nothing is left to register.
      await expect(page.getByText(words['warranty.items.allDone'])).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const print = certificate.getByRole('button', { name: words['warranty.certificate.print'] });
      if (javaScriptEnabled) {
        await page.evaluate(() => {
          (window as unknown as { printed: number }).printed = 0;
          window.print = () => void (window as unknown as { printed: number }).printed++;
        });
        await print.click();
        expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      } else {
        // Printing needs a script: the button is not offered, the browser's own Print does the same.
        await expect(print).toBeHidden();
      }
      // Printed, the certificate is the page.
      await page.emulateMedia({ media: 'print' });
      await expect(certificate).toBeVisible();
      await expect(page.getByRole('button', { name: words['warranty.find.submit'] })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // The registration is told by SMS, with the certificate's link.
      await expect(async () =>
        expect(
          (await smsTo(page.request, phone)).some((text) => text.includes(`/warranty?ref=${reference}`) && text.includes(reference)),
        ).toBe(true),
      ).toPass({ timeout: 15_000 });

      // A claim against one of them, from the same page.
      const claim = page.getByRole('region', { name: words['warranty.claim.heading'] });
      await claim.getByRole('textbox', { name: words['warranty.claim.serial'] }).fill(`SN-${reference}-A`);
      await claim.getByLabel(words['track.phone']).fill(phone);
      await claim
        .getByLabel(words['warranty.claim.description'])
        .fill(locale === 'en' ? 'The battery no longer holds a charge.' : 'Betri haishiki chaji tena.');
      await claim.getByRole('button', { name: words['warranty.claim.submit'] }).click();
      // The claim's reference, to quote on the phone: on the page, and in the SMS.
      const done = page.getByRole('status').filter({ hasText: `SN-${reference}-A` });
      await expect(done).toBeVisible();
      const claimReference = /C-\d{7}/.exec((await done.textContent()) ?? '')?.[0];
      expect(claimReference).toBeDefined();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(async () =>
        expect(
          (await smsTo(page.request, phone)).some((text) => text.includes(`SN-${reference}-A`) && text.includes(claimReference!)),
        ).toBe(true),
      ).toPass({ timeout: 15_000 });
    });
  });
}

test('an order not yet delivered is told why, and a serial registered twice is refused beside its field', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  const { reference } = await placeOrder(page.request, 'Cash', { phone });
  await page.goto(`/warranty?ref=${reference}`);
  const find = page.getByRole('region', { name: en['warranty.find.heading'] });
  await find.getByLabel(en['track.phone']).fill(phone);
  await page.getByRole('button', { name: en['warranty.find.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en['warranty.error.notDelivered.pending'] })).toBeVisible();

  const other = await deliveredOrder(page.request, phone, 'en');
  const register = (o: { reference: string }, serial: string) =>
    page.request.post('/api/warranty/registrations', {
      data: { reference: o.reference, phone, items: [{ productId: other.product.id, serial }] },
    });
  expect((await register(other, `DUP-${reference}`)).status()).toBe(201);
  await page.goto(`/warranty?ref=${other.reference}`);
  await find.getByLabel(en['track.phone']).fill(phone);
  await page.getByRole('button', { name: en['warranty.find.submit'] }).click();
  const field = page.getByLabel(/Serial number of/);
  await expect(field).toHaveCount(1);
  await field.fill(`DUP-${reference}`);
  await page.getByRole('button', { name: en['warranty.items.submit'] }).click();
  await expect(page.getByLabel(/Serial number of/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.form-field__error').filter({ hasText: `DUP-${reference}` })).toBeVisible();
});
