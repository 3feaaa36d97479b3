import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { cheapestProductIndex, placeOrder } from './place-order.ts';
import { adminAccessToken, logIn, stepUp, workerAdmin } from './session.ts';
import { smsTo, uniquePhone } from './sms.ts';

/**
 * The warranty desk on a phone (issue 31): a customer's delivered order has a registered serial and
 * a claim against it (made through the API as the customer makes them); the admin finds the serial,
 * moves the claim to Replaced with the audit shown, and the customer's SMS arrives at the gateway.
 * At 1280 px (issue 43): a serial typed without its hyphens is found, flagged as tried by another
 * customer, and corrected with a confirmation; its history shows, and the customer's SMS arrives.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an admin finds a serial, moves its claim to Replaced, and the customer is told by SMS', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const { orderId, reference, product } = await placeOrder(page.request, 'Cash', {
    phone,
    productIndex: await cheapestProductIndex(page.request),
  });
  const admin = { authorization: `Bearer ${await adminAccessToken(page.request)}` };
  for (const step of ['shipped', 'delivered'])
    expect((await page.request.patch(`/api/orders/${orderId}`, { headers: admin, data: { delivery_status: step } })).status()).toBe(200);
  const registered = await page.request.post('/api/warranty/registrations', {
    data: { reference, phone, items: [{ productId: product.id, serial }] },
  });
  expect(registered.status()).toBe(201);
  const claimed = await page.request.post('/api/warranty/claims', {
    data: { serial, phone, description: 'It stopped working after a week of use.' },
  });
  expect(claimed.status()).toBe(201);

  // Signed in from the desktop header (the phone's is behind the menu), then worked on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await logIn(page, workerAdmin());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/warranty');
  await stepUp(page);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Warranty' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Typed as read off a label: lower case, with a space.
  await page.getByRole('searchbox', { name: 'Serial number', exact: true }).fill(serial.toLowerCase().replace('-', ' -'));
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const lookup = page.getByTestId('serial-lookup');
  await expect(lookup.getByRole('status')).toHaveText(`Serial ${serial}: 1 registration.`);
  await expect(lookup).toContainText(reference);
  await expect(lookup).toContainText(`+254${phone.slice(1)}`);
  const claim = lookup.getByTestId('warranty-claim');
  await expect(claim).toContainText('It stopped working after a week of use.');
  await expect(claim).toContainText('Received');

  // Labels and keyboard: the select and Save are reached by their names, Save pressed with Enter.
  await claim.getByLabel('New status').selectOption({ label: 'Replaced' });
  await claim.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(claim.getByRole('status')).toHaveText('The claim is now Replaced. The customer is told by SMS and e-mail.');
  await expect(claim.getByTestId('claim-audit')).toContainText(`Received → Replaced, by ${workerAdmin().email}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Rejecting without a reason is refused beside the reason, before anything is sent.
  await claim.getByLabel('New status').selectOption({ label: 'Rejected' });
  await claim.getByRole('button', { name: 'Save' }).click();
  await expect(claim.getByLabel('Reason')).toBeFocused();
  await expect(claim).toContainText('Write why the claim is rejected');
  expect(await axeViolations(page)).toEqual([]);

  await expect(async () =>
    expect((await smsTo(page.request, phone)).some((text) => text.includes(`${serial}: Replaced`))).toBe(true),
  ).toPass({ timeout: 15_000 });
});

/** A cash order by `phone`, marked shipped then delivered by the admin, its product's serial registered (or tried) by its customer. */
async function registeredBy(request: APIRequestContext, phone: string, serial: string, expected: number) {
  const { orderId, reference, product } = await placeOrder(request, 'Cash', { phone, productIndex: await cheapestProductIndex(request) });
  const admin = { authorization: `Bearer ${await adminAccessToken(request)}` };
  for (const step of ['shipped', 'delivered'])
    expect((await request.patch(`/api/orders/${orderId}`, { headers: admin, data: { delivery_status: step } })).status()).toBe(200);
  const registered = await request.post('/api/warranty/registrations', {
    data: { reference, phone, items: [{ productId: product.id, serial }] },
  });
  expect(registered.status()).toBe(expected);
  return { orderId, reference };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin finds a serial typed without its hyphens, sees it was tried by another customer, and corrects it; the customer is told by SMS', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const typo = `DEYE5K-${stamp}-0475`;
    const printed = `DEYE5K-${stamp}-0457`;
    const phone = uniquePhone();
    const other = uniquePhone();
    const holder = await registeredBy(page.request, phone, typo, 201);
    // Another customer's order tries the same serial: refused, and kept for the team.
    const tried = await registeredBy(page.request, other, typo.toLowerCase().replace(/-/g, ' '), 409);

    await page.goto('/about');
    await logIn(page, workerAdmin());
    await page.goto('/admin/warranty');
    await stepUp(page);

    // The serial as read out on the phone: no hyphens, lower case.
    await page.getByRole('searchbox', { name: 'Serial number', exact: true }).fill(typo.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const lookup = page.getByTestId('serial-lookup');
    await expect(lookup.getByRole('status')).toHaveText(`Serial ${typo.replace(/-/g, '')}: 1 registration.`);
    const registration = lookup.getByTestId('registration');
    await expect(registration.getByRole('heading', { level: 3 })).toContainText(typo);
    await expect(registration).toContainText(holder.reference);
    const warning = registration.getByTestId('duplicate-warning');
    await expect(warning.getByRole('heading', { name: 'Also tried by another customer' })).toBeVisible();
    await expect(warning).toContainText(`+254${other.slice(1)}`);
    await expect(warning.getByRole('link', { name: `Order ${tried.reference}` })).toBeVisible();
    // And in the list of serials registered twice.
    await expect(page.getByTestId('duplicate-attempts').getByRole('row').filter({ hasText: tried.reference })).toContainText(typo);

    // Correct it: a labelled form, then a question saying who is told what, then the answer.
    const open = registration.getByRole('button', { name: 'Correct serial number' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = registration.getByRole('form', { name: /Correct the serial number of/ });
    await form.getByLabel('Serial number as printed').fill('bad<serial>');
    await form.getByLabel('Reason').fill('Digits 5 and 7 swapped when typed');
    await form.getByRole('button', { name: 'Review the correction' }).click();
    await expect(form.getByLabel('Serial number as printed')).toBeFocused();
    await expect(form).toContainText('Type the serial number as printed');
    await form.getByLabel('Serial number as printed').fill(printed.toLowerCase());
    await form.getByRole('button', { name: 'Review the correction' }).click();
    const question = form.getByRole('group', { name: /Change the serial number from/ });
    await expect(question).toContainText(
      `Change the serial number from ${typo} to ${printed}? Achieng Otieno will be told by SMS (+254${phone.slice(1)})`,
    );
    await expect(question.getByRole('button', { name: `Yes, change it to ${printed}` })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: `Serial number corrected from ${typo} to ${printed}.` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`serial=${printed}$`));
    const corrected = page.getByTestId('serial-lookup').getByTestId('registration');
    await expect(corrected.getByRole('heading', { level: 3 })).toContainText(printed);
    await expect(corrected.getByTestId('serial-history')).toContainText(`Corrected from ${typo} to ${printed} by ${workerAdmin().email}`);
    await expect(corrected.getByTestId('serial-history')).toContainText('Digits 5 and 7 swapped when typed');
    expect(await axeViolations(page)).toEqual([]);

    await expect(async () =>
      expect((await smsTo(page.request, phone)).some((text) => text.includes(`corrected to ${printed}`))).toBe(true),
    ).toPass({
      timeout: 15_000,
    });
  });
});
