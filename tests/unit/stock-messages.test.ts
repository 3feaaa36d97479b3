import { describe, expect, it } from 'vitest';
import {
  BACK_IN_STOCK_SMS_PARTS,
  backInStockMessage,
  LOW_STOCK_ALERT_LINES,
  lowStockAlerts,
  type LowStockLine,
} from '../../src/lib/messages/stock-messages.ts';
import { smsParts, smsText } from '../../src/lib/messages/gsm7.ts';
import type { MessageContext } from '../../src/lib/messages/order-messages.ts';

const ctx: MessageContext = {
  siteUrl: 'https://solarshop.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshop.co.ke' },
  alerts: { emails: ['orders@solarshop.co.ke', 'owner@solarshop.co.ke'], phones: ['+254722000111'] },
};
const product = { id: 'deye-sun-5k', category: 'inverters', name: 'Deye SUN-5K hybrid inverter' };
const TOKEN = 'Zq3_x-9AbCdEfGhIjKlMnO';

describe('the back-in-stock message', () => {
  it.each([
    [
      'sms',
      'en',
      'https://solarshop.co.ke/shop/inverters/deye-sun-5k',
      'https://solarshop.co.ke/stock-alerts/unsubscribe?token=',
      'is back in stock',
    ],
    [
      'sms',
      'sw',
      'https://solarshop.co.ke/sw/shop/inverters/deye-sun-5k',
      'https://solarshop.co.ke/sw/stock-alerts/unsubscribe?token=',
      'imepatikana tena',
    ],
    [
      'email',
      'en',
      'https://solarshop.co.ke/shop/inverters/deye-sun-5k',
      'https://solarshop.co.ke/stock-alerts/unsubscribe?token=',
      'is back in stock',
    ],
    [
      'email',
      'sw',
      'https://solarshop.co.ke/sw/shop/inverters/deye-sun-5k',
      'https://solarshop.co.ke/sw/stock-alerts/unsubscribe?token=',
      'imepatikana tena',
    ],
  ] as const)(
    'by %s in %s links the product’s page and the unsubscribe link in that language',
    (channel, locale, page, unsubscribe, words) => {
      const address = channel === 'sms' ? '+254712000111' : 'wanjiku@example.co.ke';
      const message = backInStockMessage({ alert: { id: '42', channel, address, locale }, product, token: TOKEN }, ctx);
      expect(message).toMatchObject({
        orderId: null,
        event: 'back_in_stock',
        channel,
        audience: 'customer',
        recipient: address,
        dedupeKey: 'stock-alert:42',
      });
      expect(message.body).toContain(page);
      expect(message.body).toContain(`${unsubscribe}${TOKEN}`);
      expect(message.body).toContain(words);
      expect(message.body).toContain(product.name);
      if (channel === 'sms') {
        expect(message.subject).toBeNull();
        expect(message.body).toBe(smsText(message.body));
        expect(smsParts(message.body)).toBeLessThanOrEqual(BACK_IN_STOCK_SMS_PARTS);
      } else {
        expect(message.subject).toContain(product.name);
        expect(message.html).toContain(`<a href="${unsubscribe}${TOKEN}">`);
      }
    },
  );
});

const line = (productId: string, available: number, name = productId): LowStockLine => ({
  productId,
  name,
  onHand: available + 1,
  reserved: 1,
  available,
  lowThreshold: 3,
});

describe('the daily low-stock alert', () => {
  it('is one e-mail to each of the shop’s alert addresses, once per day, the fewest available first, with the low filter', () => {
    const messages = lowStockAlerts('2026-12-01', [line('panel', 2, 'Mono panel 450 W'), line('battery', 0, 'Lithium battery 100Ah')], ctx);
    expect(messages.map((m) => [m.recipient, m.channel, m.event, m.audience, m.orderId, m.dedupeKey])).toEqual([
      ['orders@solarshop.co.ke', 'email', 'shop_low_stock', 'shop', null, 'day:2026-12-01'],
      ['owner@solarshop.co.ke', 'email', 'shop_low_stock', 'shop', null, 'day:2026-12-01'],
    ]);
    const [first] = messages;
    expect(first!.subject).toBe('Low stock on 1 December 2026: products to reorder (2)');
    expect(first!.body).toContain(
      'Lithium battery 100Ah (battery): sold out, 0 available (1 on hand, 1 reserved), threshold 3\nMono panel 450 W (panel): 2 available (3 on hand, 1 reserved), threshold 3',
    );
    expect(first!.body).toContain('https://solarshop.co.ke/admin/stock?filter=low');
  });

  it('says nothing on a day with nothing low, or to a shop with no alert address', () => {
    expect(lowStockAlerts('2026-12-01', [], ctx)).toEqual([]);
    expect(lowStockAlerts('2026-12-01', [line('panel', 1)], { ...ctx, alerts: { emails: [], phones: ['+254722000111'] } })).toEqual([]);
  });

  it(`lists ${LOW_STOCK_ALERT_LINES} products and counts the rest, within the outbox's 20,000 characters`, () => {
    const many = Array.from({ length: 300 }, (_, i) => line(`product-${String(i).padStart(3, '0')}`, i % 4, 'N'.repeat(200)));
    const [message] = lowStockAlerts('2026-12-01', many, ctx);
    expect(message!.body).toContain('And 250 more: see them all on the stock page.');
    expect(message!.body.length).toBeLessThanOrEqual(20_000);
    expect(message!.subject).toContain('(300)');
  });
});
