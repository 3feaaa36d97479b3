import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { cancelledBy, cancelledLines, refundWords } from '../../src/lib/orders/after-sale-words.ts';

const ORDER = '72233c16-0d1e-4f7a-9b2c-5e8f1a2b3c4d';

describe('what a shopper is told once their order is cancelled', () => {
  it.each<[Locale, { ok: boolean; amountCents: number } | null, string[]]>([
    ['en', null, ['Order 72233C16 is cancelled.']],
    [
      'en',
      { ok: true, amountCents: 1_234_500 },
      [
        'Order 72233C16 is cancelled.',
        'Your refund of KSh 12,345 is on its way to the account you paid from: Pesapal returns it within 7 to 14 business days.',
      ],
    ],
    [
      'en',
      { ok: false, amountCents: 1_234_500 },
      [
        'Order 72233C16 is cancelled.',
        'We could not start your refund just now. Our team will start it today and tell you by SMS and e-mail.',
      ],
    ],
    ['sw', null, ['Agizo 72233C16 limeghairiwa.']],
    [
      'sw',
      { ok: true, amountCents: 1_234_500 },
      [
        'Agizo 72233C16 limeghairiwa.',
        'Pesa zako KSh 12,345 zinarejeshwa kwenye akaunti uliyolipa kutoka: Pesapal huzirejesha ndani ya siku 7 hadi 14 za kazi.',
      ],
    ],
    [
      'sw',
      { ok: false, amountCents: 1_234_500 },
      [
        'Agizo 72233C16 limeghairiwa.',
        'Hatukuweza kuanza kurejesha pesa zako sasa hivi. Timu yetu itaanza leo na kukujulisha kwa SMS na barua pepe.',
      ],
    ],
  ])('in %s, refund %j: %j', (locale, refund, lines) => {
    expect(cancelledLines(ORDER, refund, translationsFor(locale))).toEqual(lines);
  });
});

describe('who cancelled an order and when, in East Africa Time', () => {
  it.each<[Locale, 'customer' | 'admin', string]>([
    ['en', 'customer', 'By you on 21 Nov 2026, 14:05'],
    ['en', 'admin', 'By our team on 21 Nov 2026, 14:05'],
    ['sw', 'customer', 'Na wewe, 21 Nov 2026, 14:05'],
    ['sw', 'admin', 'Na timu yetu, 21 Nov 2026, 14:05'],
  ])('in %s, by the %s: "%s"', (locale, by, words) => {
    expect(cancelledBy({ at: '2026-11-21T11:05:00.000Z', by, reason: 'ordered the wrong size' }, translationsFor(locale))).toBe(words);
  });
});

describe('where a refund is', () => {
  it.each<[Locale, 'sending' | 'requested' | 'completed', string]>([
    ['en', 'sending', 'KSh 12,345, on its way to the account you paid from: Pesapal returns it within 7 to 14 business days.'],
    ['en', 'requested', 'KSh 12,345, on its way to the account you paid from: Pesapal returns it within 7 to 14 business days.'],
    ['en', 'completed', 'KSh 12,345, returned to the account you paid from.'],
    ['sw', 'requested', 'KSh 12,345, zinarejeshwa kwenye akaunti uliyolipa kutoka: Pesapal huzirejesha ndani ya siku 7 hadi 14 za kazi.'],
    ['sw', 'completed', 'KSh 12,345, zimerejeshwa kwenye akaunti uliyolipa kutoka.'],
  ])('in %s, %s: "%s"', (locale, status, words) => {
    expect(refundWords({ status, amountCents: 1_234_500 }, translationsFor(locale))).toBe(words);
  });
});
