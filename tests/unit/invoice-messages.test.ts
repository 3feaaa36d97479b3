import { describe, expect, it } from 'vitest';
import { cashReceivedMessages } from '../../src/lib/messages/cash-messages.ts';
import { customerMessages } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { ctx, order } from './cash-order-fixture.ts';

/**
 * The e-mails that confirm money received (an online payment, cash the driver collected) lead to
 * the order's printable tax invoice, /invoice?ref=<reference> in the order's language; their SMS do
 * not (a link the customer cannot print from a feature phone, and a part of SMS spent).
 */
const LINK = 'https://www.solarshopkenya.co.ke/invoice?ref=72233C16';
const SW_LINK = 'https://www.solarshopkenya.co.ke/sw/invoice?ref=72233C16';

const paidOnline: Order = { ...order, orderStatus: 'paid', chosenMethod: 'MPESA', paidAt: '2026-11-23T10:05:00.000Z' };
const collection = {
  id: 'c1',
  orderId: order.id,
  amountCents: 175_750_00,
  method: 'cash' as const,
  mpesaReceipt: null,
  note: null,
  driver: 'Otieno',
  recordedByEmail: 'desk@shop.test',
  recordedAt: '2026-11-24T10:00:00.000Z',
};

const channel = (messages: ReturnType<typeof customerMessages>, name: 'email' | 'sms') => messages.find((m) => m.channel === name)!;

describe('the tax invoice link in the e-mails of money received', () => {
  it.each([
    ['en', LINK],
    ['sw', SW_LINK],
  ] as const)('the payment-received e-mail (%s) links to the invoice; its SMS does not', (locale, link) => {
    const messages = customerMessages({ ...paidOnline, locale }, 'order_received', ctx);
    expect(channel(messages, 'email').body).toContain(link);
    expect(channel(messages, 'email').html).toContain(`href="${link}"`);
    expect(channel(messages, 'sms').body).not.toContain('/invoice');
  });

  it('the cash-received e-mail links to the invoice; its SMS does not', () => {
    const messages = cashReceivedMessages(order, collection, ctx);
    expect(channel(messages, 'email').body).toContain(LINK);
    expect(channel(messages, 'sms').body).not.toContain('/invoice');
  });

  it.each([
    ['a cash order placed', { ...order, status: 'cash_on_delivery' as const }, 'order_received' as const],
    ['an online order whose payment failed', { ...paidOnline, status: 'payment_failed' as const, paidAt: null }, 'payment_failed' as const],
    ['a delivery', paidOnline, 'delivery_shipped' as const],
  ])('no other e-mail carries it: %s', (_what, which, event) => {
    expect(channel(customerMessages(which, event, ctx), 'email').body).not.toContain('/invoice');
  });
});
