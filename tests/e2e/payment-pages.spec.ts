import { expect, test, type Page } from '@playwright/test';
import { formatKes } from '../../src/lib/money.ts';
import { E2E_SANDBOX } from './browser.ts';
import { placeOnlineOrder, type PlacedOrder } from './place-order.ts';

const STK = /STK push will arrive on your phone/;

const framePage = (order: Pick<PlacedOrder, 'orderTrackingId' | 'redirectUrl'>) =>
  `/payment/iframe?${new URLSearchParams({ orderTrackingId: order.orderTrackingId, redirectUrl: order.redirectUrl })}`;

/** The value shown next to `term` in the payment details. */
const detail = (page: Page, term: string) => page.locator('.payment-details dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('payment pages', () => {
  for (const [paymentMethod, outcome, shown] of [
    ['MPESA', { method: 'mpesa' }, 'M-PESA'],
    ['Card', { method: 'card', payer: '4111111111111111' }, 'Visa'],
    ['Card', { method: 'card', payer: '5555555555554444' }, 'MasterCard'],
    ['Bank', { method: 'bank', payer: 'kcb' }, 'Bank transfer'],
  ] as const) {
    test(`paid by ${outcome.method}${'payer' in outcome ? ` (${outcome.payer})` : ''}: the pages say ${shown} and the amount in KSh`, async ({ page }) => {
      const order = await placeOnlineOrder(page.request, paymentMethod, 1);
      await page.goto(framePage(order));
      await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
      await expect(detail(page, 'Amount')).toHaveText(formatKes(order.totalCents));
      await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: outcome });

      await page.goto(`/payment/return?orderTrackingId=${order.orderTrackingId}`);
      await expect(page.getByTestId('payment-status')).toHaveText('COMPLETED');
      await expect(detail(page, 'Payment Method')).toHaveText(shown);
      await expect(detail(page, 'Amount')).toHaveText(formatKes(order.totalCents));
      await expect(page.locator('main')).not.toContainText(/MpesaKE|Mastercard|KCB Bank|KES/);
    });
  }

  test('the M-PESA prompt text shows only for an M-PESA order; a card order names Card until paid', async ({ page }) => {
    const mpesa = await placeOnlineOrder(page.request, 'MPESA', 2);
    await page.goto(framePage(mpesa));
    await expect(detail(page, 'Payment Method')).toHaveText('M-PESA');
    await expect(page.getByText(STK)).toBeVisible();

    const card = await placeOnlineOrder(page.request, 'Card', 2);
    await page.goto(framePage(card));
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(detail(page, 'Payment Method')).toHaveText('Card');
    await expect(page.getByText(STK)).toHaveCount(0);
  });
});
