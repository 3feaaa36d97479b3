import { describe, expect, it } from 'vitest';
import {
  NO_MONEY,
  orderEnded,
  orderFigures,
  payableOnline,
  quoteFigures,
  type FiguresOrder,
  type MoneyRecords,
  type OrderFigures,
} from '../../src/lib/orders/figures.ts';
import { orderLine } from '../../src/lib/checkout/price-order.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

const door = (feeCents: number | null) => ({ feeCents, collect: 'on-delivery' as const });
const online = (feeCents: number | null) => ({ feeCents, collect: 'online' as const });

const completed = (amountCents: number) => ({ provider: 'pesapal' as const, status: 'COMPLETED' as const, amountCents });
const money = (records: Partial<MoneyRecords>): MoneyRecords => ({ ...NO_MONEY, ...records });

/**
 * An order of KSh 175,750 of goods, M-PESA, with a KSh 3,500 fee to the driver, just placed. Its
 * line and fee keep no tax (an order from before issue 45): these figures give no VAT.
 */
const B = statutoryTax('B');

const base: FiguresOrder = {
  orderStatus: 'awaiting_payment',
  deliveryStatus: 'pending',
  chosenMethod: 'MPESA',
  subtotalCents: 175_750_00,
  shippingCents: 0,
  totalCents: 175_750_00,
  delivery: door(3_500_00),
  items: [{ lineTotalCents: 175_750_00, tax: null }],
  deliveryTax: null,
  cancellation: null,
  money: NO_MONEY,
};

/** Every figure, with the ones that are zero by default. */
const figures = (f: Partial<OrderFigures> & Pick<OrderFigures, 'totalCents'>): OrderFigures => ({
  goodsCents: 175_750_00,
  delivery: { feeCents: 3_500_00, paid: 'door' },
  vatIncludedCents: null,
  paidCents: 0,
  dueOnlineCents: 0,
  dueDriverCents: 0,
  driverFeeToQuote: false,
  refundedCents: 0,
  ...f,
});

describe('an order’s figures, from the order as stored and its money records', () => {
  it.each<[string, Partial<FiguresOrder>, OrderFigures]>([
    ['M-PESA, awaiting its payment', {}, figures({ totalCents: 179_250_00, dueOnlineCents: 175_750_00, dueDriverCents: 3_500_00 })],
    [
      'M-PESA paid, the fee still to the driver',
      { orderStatus: 'paid', deliveryStatus: 'shipped', money: money({ payments: [completed(175_750_00)] }) },
      figures({ totalCents: 179_250_00, paidCents: 175_750_00, dueDriverCents: 3_500_00 }),
    ],
    [
      'M-PESA paid and delivered: the driver took the fee at the door',
      { orderStatus: 'paid', deliveryStatus: 'delivered', money: money({ payments: [completed(175_750_00)] }) },
      figures({ totalCents: 179_250_00, paidCents: 179_250_00 }),
    ],
    [
      'a failed attempt, then a paid one: only the paid one counts',
      {
        orderStatus: 'paid',
        money: money({ payments: [{ provider: 'pesapal', status: 'FAILED', amountCents: 175_750_00 }, completed(175_750_00)] }),
      },
      figures({ totalCents: 179_250_00, paidCents: 175_750_00, dueDriverCents: 3_500_00 }),
    ],
    [
      'card paid with the fee online, then part refunded',
      {
        chosenMethod: 'Card',
        orderStatus: 'refund_requested',
        deliveryStatus: 'delivered',
        shippingCents: 2_500_00,
        totalCents: 178_250_00,
        delivery: online(2_500_00),
        money: money({
          payments: [{ provider: 'pesapal', status: 'REVERSED', amountCents: 178_250_00 }],
          refunds: [{ status: 'completed', amountCents: 50_000_00 }],
        }),
      },
      figures({
        delivery: { feeCents: 2_500_00, paid: 'online' },
        totalCents: 178_250_00,
        paidCents: 178_250_00,
        refundedCents: 50_000_00,
      }),
    ],
    [
      'a refund asked and not yet done returns nothing yet; a failed one nothing at all',
      {
        orderStatus: 'refund_requested',
        money: money({
          payments: [completed(175_750_00)],
          refunds: [
            { status: 'failed', amountCents: 175_750_00 },
            { status: 'requested', amountCents: 175_750_00 },
          ],
        }),
      },
      figures({ totalCents: 179_250_00, paidCents: 175_750_00 }),
    ],
    [
      'refunded in full',
      {
        orderStatus: 'refunded',
        deliveryStatus: 'cancelled',
        cancellation: { at: '2026-11-28T10:00:00Z' },
        money: money({
          payments: [{ provider: 'pesapal', status: 'REVERSED', amountCents: 175_750_00 }],
          refunds: [{ status: 'completed', amountCents: 175_750_00 }],
        }),
      },
      figures({ totalCents: 179_250_00, paidCents: 175_750_00, refundedCents: 175_750_00 }),
    ],
    [
      'cash, pending: the driver takes the goods and the fee; the cash record is no money',
      {
        chosenMethod: 'Cash',
        orderStatus: 'cash_on_delivery',
        money: money({ payments: [{ provider: 'cash', status: 'PENDING', amountCents: 175_750_00 }] }),
      },
      figures({ totalCents: 179_250_00, dueDriverCents: 179_250_00 }),
    ],
    [
      'cash, delivered, collected short: still owing the rest',
      {
        chosenMethod: 'Cash',
        orderStatus: 'cash_on_delivery',
        deliveryStatus: 'delivered',
        money: money({ collections: [{ amountCents: 150_000_00 }] }),
      },
      figures({ totalCents: 179_250_00, paidCents: 150_000_00, dueDriverCents: 29_250_00 }),
    ],
    [
      'cash, paid in full over two collections',
      {
        chosenMethod: 'Cash',
        orderStatus: 'paid',
        deliveryStatus: 'delivered',
        money: money({
          payments: [{ provider: 'cash', status: 'COMPLETED', amountCents: 175_750_00 }],
          collections: [{ amountCents: 150_000_00 }, { amountCents: 29_250_00 }],
        }),
      },
      figures({ totalCents: 179_250_00, paidCents: 179_250_00 }),
    ],
    [
      'cash with the fee charged with the goods',
      {
        chosenMethod: 'Cash',
        orderStatus: 'cash_on_delivery',
        shippingCents: 3_500_00,
        totalCents: 179_250_00,
        delivery: online(3_500_00),
      },
      figures({ delivery: { feeCents: 3_500_00, paid: 'online' }, totalCents: 179_250_00, dueDriverCents: 179_250_00 }),
    ],
    [
      'cash, the fee to be quoted: the goods now, the fee once quoted',
      { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery', delivery: door(null) },
      figures({ delivery: { feeCents: null, paid: 'door' }, totalCents: 175_750_00, dueDriverCents: 175_750_00, driverFeeToQuote: true }),
    ],
    [
      'bank, the fee to be quoted at the door',
      { chosenMethod: 'Bank', delivery: door(null) },
      figures({ delivery: { feeCents: null, paid: 'door' }, totalCents: 175_750_00, dueOnlineCents: 175_750_00, driverFeeToQuote: true }),
    ],
    [
      'free delivery',
      { orderStatus: 'paid', delivery: door(0), money: money({ payments: [completed(175_750_00)] }) },
      figures({ delivery: { feeCents: 0, paid: 'door' }, totalCents: 175_750_00, paidCents: 175_750_00 }),
    ],
    [
      'an order from before delivery was priced: its shipping was charged online',
      { shippingCents: 1_000_00, totalCents: 176_750_00, delivery: null },
      figures({ delivery: { feeCents: 1_000_00, paid: 'online' }, totalCents: 176_750_00, dueOnlineCents: 176_750_00 }),
    ],
    [
      'a cancelled cash order: nothing is due, its total kept',
      { chosenMethod: 'Cash', orderStatus: 'cancelled', deliveryStatus: 'cancelled', cancellation: { at: '2026-11-28T10:00:00Z' } },
      figures({ totalCents: 179_250_00 }),
    ],
    [
      'a cancelled online order with a fee to be quoted: nothing is due',
      { orderStatus: 'cancelled', deliveryStatus: 'cancelled', delivery: door(null) },
      figures({ delivery: { feeCents: null, paid: 'door' }, totalCents: 175_750_00 }),
    ],
  ])('%s', (_case, order, expected) => {
    expect(orderFigures({ ...base, ...order })).toEqual(expected);
  });

  it('gives no VAT figure for an order from before lines kept their tax type (issue 45)', () => {
    expect(orderFigures(base).vatIncludedCents).toBeNull();
    expect(orderFigures({ ...base, items: [{ lineTotalCents: 175_750_00, tax: B }] }).vatIncludedCents).toBeNull();
  });

  it.each<[string, Partial<FiguresOrder>, number | null]>([
    // The worked example (reference kra-etims-oscu.md §14): KSh 24,241.38 in the inverter, KSh 482.76 in the fee.
    ['the inverter and its door fee, both 16 %', { items: [{ lineTotalCents: 175_750_00, tax: B }], deliveryTax: B }, 24_724_14],
    ['the inverter exempt, the fee 16 %', { items: [{ lineTotalCents: 175_750_00, tax: statutoryTax('A') }], deliveryTax: B }, 482_76],
    [
      'a fee still to quote: the goods’ VAT',
      { items: [{ lineTotalCents: 175_750_00, tax: B }], deliveryTax: B, delivery: door(null) },
      24_241_38,
    ],
    ['no delivery', { items: [{ lineTotalCents: 175_750_00, tax: B }], delivery: null }, 24_241_38],
  ])('the VAT the total includes, per line as KRA sums it: %s', (_case, order, vat) => {
    expect(orderFigures({ ...base, ...order }).vatIncludedCents).toBe(vat);
  });

  it.each<[string, Partial<FiguresOrder>]>([
    ['awaiting payment', {}],
    ['paid online, not yet delivered', { orderStatus: 'paid', money: money({ payments: [completed(175_750_00)] }) }],
    ['cash, short', { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery', money: money({ collections: [{ amountCents: 1_000_00 }] }) }],
    ['cash, paid', { chosenMethod: 'Cash', orderStatus: 'paid', money: money({ collections: [{ amountCents: 179_250_00 }] }) }],
  ])('a standing order’s total is what was paid plus what is due: %s', (_case, order) => {
    const f = orderFigures({ ...base, ...order });
    expect(f.paidCents + f.dueOnlineCents + f.dueDriverCents).toBe(f.totalCents);
  });

  it.each<[string, 'MPESA' | 'Cash', Pick<OrderFigures, 'totalCents' | 'dueOnlineCents' | 'dueDriverCents'>]>([
    ['online', 'MPESA', { totalCents: 179_250_00, dueOnlineCents: 175_750_00, dueDriverCents: 3_500_00 }],
    ['cash', 'Cash', { totalCents: 179_250_00, dueOnlineCents: 0, dueDriverCents: 179_250_00 }],
  ])('a quote, paid %s: nothing paid yet', (_case, method, expected) => {
    const quote = {
      subtotalCents: 175_750_00,
      shippingCents: 0,
      totalCents: 175_750_00,
      delivery: door(3_500_00),
      lines: [orderLine('deye', 'Deye 8 kW hybrid inverter', 175_750_00, 1, statutoryTax('B'))],
      deliveryTax: statutoryTax('B'),
    };
    expect(quoteFigures(quote, method)).toMatchObject({
      ...expected,
      paidCents: 0,
    });
  });
});

describe('an order that has ended', () => {
  it.each([
    [{ orderStatus: 'cancelled' }, true],
    [{ orderStatus: 'refund_requested' }, true],
    [{ orderStatus: 'refunded' }, true],
    [{ orderStatus: 'paid', cancellation: { at: '2026-11-25T10:00:00Z' } }, true],
    [{ orderStatus: 'paid', cancellation: null }, false],
    [{ orderStatus: 'cash_on_delivery' }, false],
    [{ orderStatus: 'awaiting_payment' }, false],
  ])('%j: %s', (order, ended) => {
    expect(orderEnded(order)).toBe(ended);
  });
});

describe('an order waiting for its online payment', () => {
  it.each([
    [{ chosenMethod: 'MPESA', orderStatus: 'awaiting_payment' }, true],
    [{ chosenMethod: 'Card', orderStatus: 'payment_failed' }, true],
    [{ chosenMethod: 'MPESA', orderStatus: 'paid' }, false],
    [{ chosenMethod: 'MPESA', orderStatus: 'cancelled' }, false],
    [{ chosenMethod: 'Cash', orderStatus: 'awaiting_payment' }, false],
  ] as const)('%j: %s', (order, payable) => {
    expect(payableOnline(order)).toBe(payable);
  });
});
