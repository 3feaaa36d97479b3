import { describe, expect, it } from 'vitest';
import { dueInMs, parsePaymentFailedGrace } from '../../src/lib/messages/due-time.ts';
import { MESSAGE_EVENTS } from '../../src/lib/messages/types.ts';

describe('when a queued message falls due', () => {
  it.each(MESSAGE_EVENTS.map((event) => [event, event === 'payment_failed' ? 300_000 : 0] as const))(
    '%s: due %i ms after it is queued, with a 5-minute grace',
    (event, due) => {
      expect(dueInMs(event, 300_000)).toBe(due);
    },
  );

  it('a grace of 0 sends a payment failed at once, as every other message', () => {
    expect(dueInMs('payment_failed', 0)).toBe(0);
  });
});

describe('PAYMENT_FAILED_GRACE_SECONDS', () => {
  it.each([
    [undefined, 300_000],
    ['', 300_000],
    ['  ', 300_000],
    ['0', 0],
    ['90', 90_000],
    [' 120 ', 120_000],
    ['3600', 3_600_000],
  ])('%j reads as %i ms', (value, ms) => {
    expect(parsePaymentFailedGrace(value)).toEqual({ ok: true, ms });
  });

  it.each(['3601', '-1', '1.5', '5m', 'five', '100000'])('%j is refused with the range', (value) => {
    expect(parsePaymentFailedGrace(value)).toEqual({ ok: false, reason: expect.stringContaining('from 0 to 3600') });
  });
});
