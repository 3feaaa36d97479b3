import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { E2E_SMS } from './browser.ts';
import { someProduct } from './place-order.ts';

/**
 * After the sale (issue 29), as a Kenyan guest on a phone: the order's SMS links to /track, the
 * phone and reference open the order, and a cash order is cancelled there within the window, with
 * or without JavaScript, in either language.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A phone of its own, so this order's SMS is found among the run's. */
const uniquePhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function placeCashOrder(request: APIRequestContext, phone: string, locale: 'en' | 'sw') {
  const product = await someProduct(request);
  const { policies } = (await (await request.get('/api/policies/latest')).json()) as { policies: Array<{ type: string; hash: string }> };
  const answer = await request.post('/api/checkout/initiate', {
    headers: { 'accept-language': locale === 'sw' ? 'sw-KE' : 'en-KE' },
    data: {
      customer: { fullName: 'Achieng Otieno', email: `after-sale-${Date.now()}@shop.test`, phone, address: 'Ngong Road', apartment: '', city: 'Nairobi', county: 'Nairobi', postalCode: '00100' },
      paymentMethod: 'Cash',
      items: [{ id: product.id, quantity: 1 }],
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(answer.status()).toBe(200);
  const { orderId } = (await answer.json()) as { orderId: string };
  return { orderId, reference: orderId.slice(0, 8).toUpperCase(), product };
}

/** The texts the SMS gateway stand-in took for `phone` (+254 form), newest last. */
async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const to = `+254${phone.slice(1)}`;
  const { messages } = (await (await request.get(`${E2E_SMS}/__control/messages`)).json()) as { messages: Array<{ to: string; text: string }> };
  return messages.filter((m) => m.to === to).map((m) => m.text);
}

async function trackFromSms(page: Page, phone: string, words: { readonly 'track.phone': string; readonly 'track.submit': string }) {
  let link = '';
  await expect(async () => {
    const texts = await smsTo(page.request, phone);
    link = /https?:\/\/\S+\/track\?ref=[0-9A-F]{8}/.exec(texts.join('\n'))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(words['track.phone']).fill(phone);
  await page.getByRole('button', { name: words['track.submit'] }).click();
  return page.getByTestId('tracked-order');
}

for (const [locale, words, javaScriptEnabled] of [['en', en, true], ['sw', sw, false]] as const) {
  test.describe(`${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a guest follows the SMS link, finds the order, and cancels it with a reason', async ({ page }) => {
      test.setTimeout(60_000);
      const phone = uniquePhone();
      const { reference, product } = await placeCashOrder(page.request, phone, locale);
      const tracked = await trackFromSms(page, phone, words);
      await expect(tracked).toContainText(product.name);
      await expect(tracked).toContainText(words['track.event.payOnDelivery']);

      await tracked.getByText(words['cancel.button'], { exact: true }).click();
      const reason = tracked.getByLabel(words['cancel.reasonLabel']);
      await expect(reason).toBeVisible();
      await reason.fill(locale === 'en' ? 'Bought one locally' : 'Nimenunua dukani karibu');
      await tracked.getByRole('button', { name: words['cancel.confirm'] }).click();

      const after = page.getByTestId('tracked-order');
      await expect(after.getByRole('status')).toContainText(words['cancel.done'].replace('{reference}', reference));
      await expect(after).toContainText(words['order.status.cancelled']);
      await expect(after.locator('.timeline')).toContainText(words['track.event.cancelled']);
      await expect(after.locator('.timeline')).not.toContainText(words['track.event.payOnDelivery']);
      await expect(after.getByText(words['cancel.button'], { exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The customer is told by SMS, in the language they ordered in.
      await expect(async () => expect((await smsTo(page.request, phone)).join('\n')).toContain(reference)).toPass();
      await expect(async () => expect((await smsTo(page.request, phone)).some((text) => text.includes(locale === 'en' ? 'is cancelled' : 'limeghairiwa'))).toBe(true)).toPass({ timeout: 15_000 });
    });
  });
}
