import { expect, test } from '@playwright/test';
import { POLICY_SLUGS } from '../../src/lib/policies.ts';

/** Content that must say one thing once (a shopper's walk found each of these said twice or two ways). */

test('the Lithium Battery Bundle states one total energy: 10.24 kWh from two 5.12 kWh modules', async ({ page }) => {
  await page.goto('/product/special-offer-2');
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  const figures = new Set([...text.matchAll(/(\d+(?:\.\d+)?)\s*kWh/g)].map((m) => m[1]));
  expect(figures).toEqual(new Set(['5.12', '10.24']));
});

for (const slug of POLICY_SLUGS) {
  test(`/${slug} gives the shop's contact details once, in its contact footer`, async ({ page }) => {
    await page.goto(`/${slug}`);
    const main = page.locator('main');
    await expect(main.getByRole('complementary', { name: 'Questions about this policy?' })).toBeVisible();
    const footer = main.getByRole('complementary', { name: 'Questions about this policy?' });
    const phone = await footer.locator('a[href^="tel:"]').innerText();
    const email = await footer.locator('a[href^="mailto:"]').innerText();
    const elsewhere = (await main.innerText()).replace(await footer.innerText(), '');
    expect(elsewhere.replace(/\s/g, ''), 'the policy text itself').not.toContain(phone.replace(/\s/g, '').slice(-9));
    expect(elsewhere, 'the policy text itself').not.toContain(email);
    expect(elsewhere).not.toMatch(/Questions about this policy/);
  });
}
