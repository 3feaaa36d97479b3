import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import { actionWords } from '../../src/lib/admin/action-words.ts';
import type { AdminActionEntry } from '../../src/lib/admin/admin-actions.ts';

const t = translationsFor('en');
const ORDER = '3f6c2a9e-1b2d-4c5e-8f90-123456789abc';
const CLAIM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const entry = (overrides: Partial<AdminActionEntry>): AdminActionEntry => ({
  id: '1',
  at: '2026-11-28T06:00:00.000Z',
  actor: { id: null, email: 'admin@shop.test' },
  action: 'order.delivery',
  target: { kind: 'order', id: ORDER },
  details: {},
  aal: 'aal1',
  amr: ['password'],
  clientAddress: null,
  ...overrides,
});

describe('an admin audit entry in words', () => {
  it.each<[string, Partial<AdminActionEntry>, string, string, string | null]>([
    [
      'a delivery change',
      { details: { from: 'pending', to: 'shipped' } },
      'Delivery status Pending → Shipped',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a delivery status set to what it was',
      { details: { from: 'shipped', to: 'shipped' } },
      'Delivery status set to Shipped again',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a cancellation',
      { action: 'order.cancel', details: { reason: 'Out of stock', plan: 'cancel' } },
      'Cancelled: Out of stock',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a refund',
      { action: 'order.refund', details: { amountCents: 1_234_500, reason: 'Damaged' } },
      'Refund of KSh 12,345 asked: Damaged',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a cash order confirmed by phone',
      { action: 'order.confirm', details: { from: 'awaiting_confirmation', to: 'cash_on_delivery' } },
      'Confirmed by phone: cash on delivery above the limit',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a stocktake count',
      {
        action: 'stock.count',
        target: { kind: 'product', id: 'felicity-10kwh' },
        details: { before: { onHand: 5 }, after: { onHand: 3 } },
      },
      'Stock counted: 5 → 3 on hand',
      'Stock of felicity-10kwh',
      '/admin/stock?q=felicity-10kwh',
    ],
    [
      'stock received',
      { action: 'stock.receive', target: { kind: 'product', id: 'p1' }, details: { quantity: 20, after: { onHand: 23 } } },
      'Stock received: 20 in (23 on hand)',
      'Stock of p1',
      '/admin/stock?q=p1',
    ],
    [
      'stock adjusted',
      { action: 'stock.adjust', target: { kind: 'product', id: 'p1' }, details: { change: -2, reason: 'Cracked' } },
      'Stock adjusted by -2: Cracked',
      'Stock of p1',
      '/admin/stock?q=p1',
    ],
    [
      'a return received',
      { action: 'stock.return', target: { kind: 'product', id: 'p1' }, details: { orderId: ORDER, quantity: 1 } },
      'Return received: 1 back from order 3F6C2A9E',
      'Stock of p1',
      '/admin/stock?q=p1',
    ],
    [
      'a stocktake imported',
      { action: 'stock.import', target: { kind: 'product', id: 'stocktake' }, details: { lines: 2, counts: 1 } },
      'Stocktake imported: 1 product',
      'Stocktake',
      '/admin/stock',
    ],
    [
      'an invoice KRA refused, sent again',
      { action: 'invoice.retry', details: { kind: 'invoice', code: '910', message: 'Request parameter error: itemList' } },
      'Tax invoice sent to KRA again after: 910 Request parameter error: itemList',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a credit note that could not be made, sent again',
      { action: 'invoice.retry', details: { kind: 'credit_note', code: null, message: 'No signed invoice to credit' } },
      'Credit note sent to KRA again after: No signed invoice to credit',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'an SMS resent',
      { action: 'message.resend', details: { channel: 'sms' } },
      'SMS sent again',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'an e-mail resent',
      { action: 'message.resend', details: { channel: 'email' } },
      'E-mail sent again',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
    [
      'a claim moved',
      {
        action: 'warranty.claim.status',
        target: { kind: 'claim', id: CLAIM },
        details: { from: 'received', to: 'rejected', serial: 'PNL 1' },
      },
      'Claim Received → Rejected',
      'Claim on PNL 1',
      '/admin/warranty?serial=PNL%201',
    ],
    [
      'a claim without its serial',
      { action: 'warranty.claim.status', target: { kind: 'claim', id: CLAIM }, details: {} },
      'Claim ? → ?',
      'A warranty claim',
      '/admin/warranty',
    ],
    [
      'a message marked read',
      { action: 'contact.read', target: { kind: 'contact_message', id: CLAIM }, details: { read: true } },
      'Contact message marked read',
      'Contact message',
      null,
    ],
    [
      'a message marked unread',
      { action: 'contact.read', target: { kind: 'contact_message', id: CLAIM }, details: { read: false } },
      'Contact message marked unread',
      'Contact message',
      null,
    ],
    [
      'a serial corrected: the registration is found by its new serial',
      {
        action: 'warranty.serial',
        target: { kind: 'registration', id: CLAIM },
        details: { from: 'DEYE5K-2311-0475', to: 'DEYE5K-2311-0457', reason: 'Digits swapped' },
      },
      'Serial corrected from DEYE5K-2311-0475 to DEYE5K-2311-0457',
      'Registration of DEYE5K-2311-0457',
      '/admin/warranty?serial=DEYE5K-2311-0457',
    ],
    [
      'a serial correction without its serials',
      { action: 'warranty.serial', target: { kind: 'registration', id: CLAIM }, details: {} },
      'Serial corrected from ? to ?',
      'A warranty registration',
      '/admin/warranty',
    ],
    [
      'details that are not what they should be',
      { details: { from: 'lost', to: 7 } },
      'Delivery status ? → ?',
      'Order 3F6C2A9E',
      `/admin/order?id=${ORDER}`,
    ],
  ])('%s', (_, overrides, what, label, href) => {
    const words = actionWords(entry(overrides), t);
    expect(words.what).toBe(what);
    expect(words.target).toEqual({ label, href });
  });

  it.each<[AdminActionEntry['aal'], string[], string]>([
    ['aal2', ['totp', 'password'], 'Password + code'],
    ['aal1', ['password'], 'Password only'],
    ['aal1', [], 'Password only'],
    ['aal1', ['oauth'], 'Google only'],
  ])('a token at %s with amr %j reads "%s"', (aal, amr, words) => {
    expect(actionWords(entry({ aal, amr }), t).assurance).toBe(words);
  });
});
