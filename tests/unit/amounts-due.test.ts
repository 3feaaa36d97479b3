import { describe, expect, it } from 'vitest';
import { amountsDue, type DueInput } from '../../src/lib/orders/amounts-due.ts';

const onDelivery = (feeCents: number | null) => ({ feeCents, collect: 'on-delivery' as const });
const online = (feeCents: number | null) => ({ feeCents, collect: 'online' as const });

describe('who is paid what: now, the driver, and the sum', () => {
  it.each<[string, DueInput, { nowCents: number; driverCents: number; driverFeeToQuote: boolean; sumCents: number }]>([
    ['M-PESA, fee to the driver', { paymentMethod: 'MPESA', totalCents: 175_000_00, delivery: onDelivery(1_500_00) }, { nowCents: 175_000_00, driverCents: 1_500_00, driverFeeToQuote: false, sumCents: 176_500_00 }],
    ['M-PESA, free delivery', { paymentMethod: 'MPESA', totalCents: 175_000_00, delivery: onDelivery(0) }, { nowCents: 175_000_00, driverCents: 0, driverFeeToQuote: false, sumCents: 175_000_00 }],
    ['card, fee charged online (in the total)', { paymentMethod: 'Card', totalCents: 21_500_00, delivery: online(1_500_00) }, { nowCents: 21_500_00, driverCents: 0, driverFeeToQuote: false, sumCents: 21_500_00 }],
    ['bank, fee to be quoted at the door', { paymentMethod: 'Bank', totalCents: 9_000_00, delivery: onDelivery(null) }, { nowCents: 9_000_00, driverCents: 0, driverFeeToQuote: true, sumCents: 9_000_00 }],
    ['cash, fee to the driver', { paymentMethod: 'Cash', totalCents: 12_000_00, delivery: onDelivery(500_00) }, { nowCents: 0, driverCents: 12_500_00, driverFeeToQuote: false, sumCents: 12_500_00 }],
    ['cash, fee charged with the goods', { paymentMethod: 'Cash', totalCents: 12_500_00, delivery: online(500_00) }, { nowCents: 0, driverCents: 12_500_00, driverFeeToQuote: false, sumCents: 12_500_00 }],
    ['cash, an order from before delivery was priced', { paymentMethod: 'Cash', totalCents: 3_000_00, delivery: null }, { nowCents: 0, driverCents: 3_000_00, driverFeeToQuote: false, sumCents: 3_000_00 }],
    ['M-PESA, an order from before delivery was priced', { paymentMethod: 'MPESA', totalCents: 3_000_00, delivery: null }, { nowCents: 3_000_00, driverCents: 0, driverFeeToQuote: false, sumCents: 3_000_00 }],
  ])('%s', (_case, input, expected) => {
    expect(amountsDue(input)).toEqual(expected);
  });
});
