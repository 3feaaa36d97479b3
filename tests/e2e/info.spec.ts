import { expect, test } from '@playwright/test';

/** About, contact and the policy pages. */

test('about tells the story since 2015, the mission, vision and values', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText(/2015/).first()).toBeVisible();
  for (const name of ['Our Mission', 'Our Vision', 'Our Values']) await expect(page.getByRole('heading', { name })).toBeVisible();
  for (const value of ['Quality', 'Integrity', 'Sustainability'])
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
});

test('contact: inline errors, then a sent message; a failed send keeps the text', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByText('Ruaraka').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.locator('#contact-email-error')).not.toBeEmpty();
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'false');

  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Otieno');
  await page.getByLabel('E-mail').fill('amina@example.co.ke');
  await page.getByLabel('Subject').fill('Quote for a 5 kW system');
  await page.locator('#contact-message').fill('Please size a hybrid system for a 3-bedroom house in Kisumu.');

  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The service is down.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-contact-result]')).toContainText('The service is down.');
  await expect(page.locator('#contact-message')).toHaveValue(/3-bedroom house/);

  await page.unroute('**/api/contact');
  let sent: unknown = null;
  await page.route('**/api/contact', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'm1', createdAt: new Date().toISOString() }),
    });
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-contact-result]')).toContainText('Thank you, Amina');
  expect(sent).toEqual({
    firstName: 'Amina',
    lastName: 'Otieno',
    email: 'amina@example.co.ke',
    subject: 'Quote for a 5 kW system',
    message: 'Please size a hybrid system for a 3-bedroom house in Kisumu.',
  });
  await expect(page.getByLabel('First name')).toHaveValue('');
});

for (const path of ['/terms-and-conditions', '/privacy-policy', '/refund-policy', '/shipping-policy', '/warranty-info']) {
  test(`${path} shows its real last-updated date and the contact footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const time = page.locator('time[datetime]');
    await expect(time).toHaveText(/^Last updated: \d{1,2} \w+ \d{4}$/);
    expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('complementary', { name: 'Questions about this policy?' })).toBeVisible();
  });
}

test('sitemap.xml lists public pages only; robots.txt points at it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('/shop/batteries</loc>');
  expect(xml).toContain('/refund-policy</loc>');
  expect(xml).not.toMatch(/\/(cart|checkout|account|admin|payment|orders)</);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('/shipping-policy states the zones, rates and charges of the delivery document checkout prices with', async ({ page }) => {
  await page.goto('/shipping-policy');
  const rates = page.getByRole('table', { name: 'Delivery rates by zone and order weight' });
  await expect(rates.getByRole('columnheader')).toHaveText(['Area', 'Small (under 10 kg)', 'Medium (10-50 kg)', 'Large (over 50 kg)']);
  await expect(rates.getByRole('row', { name: /^Nairobi and environs/ }).getByRole('cell')).toHaveText([
    'KSh 500',
    'KSh 1,500',
    'KSh 3,000',
  ]);
  await expect(rates.getByRole('row', { name: /^Other major towns/ }).getByRole('cell')).toHaveText([
    'KSh 1,000',
    'KSh 2,500',
    'KSh 5,000',
  ]);
  await expect(rates.getByRole('row', { name: /^Rural areas/ }).getByRole('cell')).toHaveText(['KSh 1,500', 'KSh 3,500', 'KSh 7,500']);
  await expect(rates.getByRole('row', { name: /^Remote areas/ }).getByRole('cell')).toHaveText([
    'Custom quote',
    'Custom quote',
    'Custom quote',
  ]);
  const terms = page.locator('.delivery-terms');
  for (const line of [
    'Nairobi and environs: free on orders over KSh 50,000.',
    'Other major towns: free on orders over KSh 100,000.',
    'Anywhere in Kenya with a rate: free on orders over KSh 500,000.',
    'Express delivery: the zone rate plus 50%.',
    'Weekend delivery: KSh 2,000.',
    'Orders above KSh 100,000 are insured in transit at no extra cost.',
  ]) {
    await expect(terms.getByText(line)).toBeVisible();
  }
  await expect(terms.getByRole('listitem').filter({ hasText: 'Nairobi and environs:' }).first()).toContainText('Nairobi City');
  await expect(terms.getByRole('listitem').filter({ hasText: 'Remote areas:' }).first()).toContainText('Turkana');
  await expect(page.getByText('KSh 1,000 per attempt after 3 failed delivery attempts')).toBeVisible();
});
