import { describe, expect, it } from 'vitest';
import { MPESA_HINT_AFTER_MS, showsMpesaHint, type MpesaHintSignals } from '../../src/lib/checkout/mpesa-hint.ts';

const used: MpesaHintSignals = { chosenMethod: 'MPESA', status: 'PENDING', formUsedAt: 1_000, now: 1_000 + MPESA_HINT_AFTER_MS };

describe('the "check your phone" hint shows once the shopper can have asked for the M-PESA prompt, never from load', () => {
  it.each<[string, Partial<MpesaHintSignals>, boolean]>([
    ['an M-PESA payment, the form used long enough ago', {}, true],
    ['long after that', { now: 1_000 + 10 * MPESA_HINT_AFTER_MS }, true],
    ['from load, the form not used however long the page is open', { formUsedAt: null, now: 10 * 60_000 }, false],
    ['the form just used: no time yet to choose M-PESA and confirm the number', { now: 1_000 }, false],
    ['a moment before the time is up', { now: 1_000 + MPESA_HINT_AFTER_MS - 1 }, false],
    ['before the first status answer (the method unknown)', { chosenMethod: null }, false],
    ['a card order', { chosenMethod: 'Card' }, false],
    ['a bank order', { chosenMethod: 'Bank' }, false],
    ['paid', { status: 'COMPLETED' }, false],
    ['failed (the page says so instead)', { status: 'FAILED' }, false],
    ['cancelled', { status: 'CANCELLED' }, false],
  ])('%s: %s', (_what, changes, shown) => {
    expect(showsMpesaHint({ ...used, ...changes })).toBe(shown);
  });
});
