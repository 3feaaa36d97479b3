import { describe, expect, it } from 'vitest';
import { amountsDue, orderEnded, payableOnline, type DueInput } from '../../src/lib/orders/amounts-due.ts';

const onDelivery = (feeCents: number | null) => ({ feeCents, collect: 'on-delivery' as const });
const online = (feeCents: number | null) => ({ feeCents, collect: 'online' as const });

describe('who is paid what: now, the driver, and the sum', () => {
  it.each<[string, DueInput, { nowCents: number; driverCents: number; driverFeeToQuote: boolean; sumCents: number }]>([
    [
      'M-PESA, fee to the driver',
      { chosenMethod: 'MPESA', totalCents: 175_000_00, delivery: onDelivery(1_500_00) },
      { nowCents: 175_000_00, driverCents: 1_500_00, driverFeeToQuote: false, sumCents: 176_500_00 },
    ],
    [
      'M-PESA, free delivery',
      { chosenMethod: 'MPESA', totalCents: 175_000_00, delivery: onDelivery(0) },
      { nowCents: 175_000_00, driverCents: 0, driverFeeToQuote: false, sumCents: 175_000_00 },
    ],
    [
      'card, fee charged online (in the total)',
      { chosenMethod: 'Card', totalCents: 21_500_00, delivery: online(1_500_00) },
      { nowCents: 21_500_00, driverCents: 0, driverFeeToQuote: false, sumCents: 21_500_00 },
    ],
    [
      'bank, fee to be quoted at the door',
      { chosenMethod: 'Bank', totalCents: 9_000_00, delivery: onDelivery(null) },
      { nowCents: 9_000_00, driverCents: 0, driverFeeToQuote: true, sumCents: 9_000_00 },
    ],
    [
      'cash, fee to the driver',
      { chosenMethod: 'Cash', totalCents: 12_000_00, delivery: onDelivery(500_00) },
      { nowCents: 0, driverCents: 12_500_00, driverFeeToQuote: false, sumCents: 12_500_00 },
    ],
    [
      'cash, fee charged with the goods',
      { chosenMethod: 'Cash', totalCents: 12_500_00, delivery: online(500_00) },
      { nowCents: 0, driverCents: 12_500_00, driverFeeToQuote: false, sumCents: 12_500_00 },
    ],
    [
      'cash, an order from before delivery was priced',
      { chosenMethod: 'Cash', totalCents: 3_000_00, delivery: null },
      { nowCents: 0, driverCents: 3_000_00, driverFeeToQuote: false, sumCents: 3_000_00 },
    ],
    [
      'M-PESA, an order from before delivery was priced',
      { chosenMethod: 'MPESA', totalCents: 3_000_00, delivery: null },
      { nowCents: 3_000_00, driverCents: 0, driverFeeToQuote: false, sumCents: 3_000_00 },
    ],
    [
      'a cancelled cash order: nothing to pay, its total kept',
      { chosenMethod: 'Cash', totalCents: 12_000_00, delivery: onDelivery(500_00), ended: true },
      { nowCents: 0, driverCents: 0, driverFeeToQuote: false, sumCents: 12_500_00 },
    ],
    [
      'a refunded M-PESA order with a fee to be quoted: nothing to pay',
      { chosenMethod: 'MPESA', totalCents: 9_000_00, delivery: onDelivery(null), ended: true },
      { nowCents: 0, driverCents: 0, driverFeeToQuote: false, sumCents: 9_000_00 },
    ],
  ])('%s', (_case, input, expected) => {
    expect(amountsDue(input)).toEqual(expected);
  });
});

describe('an order that has ended', () => {
  it.each([
    [{ status: 'cancelled' }, true],
    [{ status: 'refund_requested' }, true],
    [{ status: 'refunded' }, true],
    [{ status: 'paid', cancellation: { at: '2026-11-25T10:00:00Z' } }, true],
    [{ status: 'paid', cancellation: null }, false],
    [{ status: 'cash_on_delivery' }, false],
    [{ status: 'awaiting_payment' }, false],
  ])('%j: %s', (order, ended) => {
    expect(orderEnded(order)).toBe(ended);
  });
});

describe('an order waiting for its online payment', () => {
  it.each([
    [{ chosenMethod: 'MPESA', status: 'awaiting_payment' }, true],
    [{ chosenMethod: 'Card', status: 'payment_failed' }, true],
    [{ chosenMethod: 'MPESA', status: 'paid' }, false],
    [{ chosenMethod: 'MPESA', status: 'cancelled' }, false],
    [{ chosenMethod: 'Cash', status: 'awaiting_payment' }, false],
  ] as const)('%j: %s', (order, payable) => {
    expect(payableOnline(order)).toBe(payable);
  });
});
