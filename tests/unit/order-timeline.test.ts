import { describe, expect, it } from 'vitest';
import { parseOrderReference, referenceIdRange } from '../../src/lib/orders/reference.ts';
import { orderTimeline, type DeliveryStep, type TimelineOrder } from '../../src/lib/orders/timeline.ts';

describe('an order reference as shoppers type it back', () => {
  it.each([
    ['72233C16', '72233C16'],
    ['72233c16', '72233C16'],
    [' #72233C16 ', '72233C16'],
    ['7223-3C16', '72233C16'],
    ['7223 3c16', '72233C16'],
    ['72233C1', null],
    ['72233C167', null],
    ['72233G16', null],
    ['', null],
    ["72233C16' or 1=1", null],
  ])('%j → %j', (input, reference) => {
    expect(parseOrderReference(input)).toBe(reference);
  });

  it('spans exactly the ids that start with it', () => {
    expect(referenceIdRange('72233C16')).toEqual({
      from: '72233c16-0000-0000-0000-000000000000',
      to: '72233c16-ffff-ffff-ffff-ffffffffffff',
    });
  });
});

const placed = '2026-11-20T08:00:00.000Z';
const paid = '2026-11-20T08:05:00.000Z';
const shipped = '2026-11-21T10:00:00.000Z';
const delivered = '2026-11-23T15:00:00.000Z';
const cancelled = '2026-11-20T09:00:00.000Z';
const refundAsked = '2026-11-20T09:00:01.000Z';
const refunded = '2026-11-22T12:00:00.000Z';
const order = (overrides: Partial<TimelineOrder>): TimelineOrder => ({
  orderStatus: 'paid',
  createdAt: placed,
  paidAt: paid,
  cancelledAt: null,
  refund: null,
  ...overrides,
});

describe("an order's timeline", () => {
  it.each<[string, TimelineOrder, DeliveryStep[], Array<[string, string | null]>]>([
    [
      'paid online, awaiting dispatch',
      order({}),
      [],
      [
        ['placed', placed],
        ['paid', paid],
      ],
    ],
    [
      'cash on delivery',
      order({ orderStatus: 'cash_on_delivery', paidAt: null }),
      [],
      [
        ['placed', placed],
        ['payOnDelivery', null],
      ],
    ],
    [
      'cash above the shop’s limit, to be confirmed by phone',
      order({ orderStatus: 'awaiting_confirmation', paidAt: null }),
      [],
      [
        ['placed', placed],
        ['awaitingConfirmation', null],
      ],
    ],
    [
      'waiting for its payment',
      order({ orderStatus: 'awaiting_payment', paidAt: null }),
      [],
      [
        ['placed', placed],
        ['awaitingPayment', null],
      ],
    ],
    [
      'a failed payment still waits',
      order({ orderStatus: 'payment_failed', paidAt: null }),
      [],
      [
        ['placed', placed],
        ['awaitingPayment', null],
      ],
    ],
    [
      'dispatched and delivered',
      order({}),
      [
        { to: 'shipped', changedAt: shipped },
        { to: 'delivered', changedAt: delivered },
      ],
      [
        ['placed', placed],
        ['paid', paid],
        ['dispatched', shipped],
        ['delivered', delivered],
      ],
    ],
    [
      'back to pending says nothing more',
      order({}),
      [
        { to: 'shipped', changedAt: shipped },
        { to: 'pending', changedAt: delivered },
      ],
      [
        ['placed', placed],
        ['paid', paid],
        ['dispatched', shipped],
      ],
    ],
    [
      'dispatched twice shows the latest',
      order({}),
      [
        { to: 'shipped', changedAt: shipped },
        { to: 'pending', changedAt: delivered },
        { to: 'shipped', changedAt: '2026-11-24T09:00:00.000Z' },
      ],
      [
        ['placed', placed],
        ['paid', paid],
        ['dispatched', '2026-11-24T09:00:00.000Z'],
      ],
    ],
    [
      'delivery cancelled',
      order({ orderStatus: 'cash_on_delivery', paidAt: null }),
      [{ to: 'cancelled', changedAt: shipped }],
      [
        ['placed', placed],
        ['payOnDelivery', null],
        ['cancelled', shipped],
      ],
    ],
    [
      'an order cancelled without a delivery change',
      order({ orderStatus: 'cancelled', paidAt: null }),
      [],
      [
        ['placed', placed],
        ['cancelled', null],
      ],
    ],
    [
      'refunded outside the shop (no refund recorded)',
      order({ orderStatus: 'refunded' }),
      [],
      [
        ['placed', placed],
        ['paid', paid],
        ['refunded', null],
      ],
    ],
    [
      'a cash order cancelled by its customer: nothing left to pay',
      order({ orderStatus: 'cancelled', paidAt: null, cancelledAt: cancelled }),
      [{ to: 'cancelled', changedAt: cancelled }],
      [
        ['placed', placed],
        ['cancelled', cancelled],
      ],
    ],
    [
      'an unpaid order cancelled',
      order({ orderStatus: 'cancelled', paidAt: null, cancelledAt: cancelled }),
      [],
      [
        ['placed', placed],
        ['cancelled', cancelled],
      ],
    ],
    [
      'a paid order cancelled, its refund asked',
      order({ orderStatus: 'refund_requested', cancelledAt: cancelled, refund: { requestedAt: refundAsked, completedAt: null } }),
      [{ to: 'cancelled', changedAt: cancelled }],
      [
        ['placed', placed],
        ['paid', paid],
        ['cancelled', cancelled],
        ['refundRequested', refundAsked],
      ],
    ],
    [
      '… and refunded',
      order({ orderStatus: 'refunded', cancelledAt: cancelled, refund: { requestedAt: refundAsked, completedAt: refunded } }),
      [{ to: 'cancelled', changedAt: cancelled }],
      [
        ['placed', placed],
        ['paid', paid],
        ['cancelled', cancelled],
        ['refundRequested', refundAsked],
        ['refunded', refunded],
      ],
    ],
    [
      'delivered, then refunded by the team (a return)',
      order({ orderStatus: 'refund_requested', refund: { requestedAt: refunded, completedAt: null } }),
      [
        { to: 'shipped', changedAt: shipped },
        { to: 'delivered', changedAt: delivered },
      ],
      [
        ['placed', placed],
        ['paid', paid],
        ['dispatched', shipped],
        ['delivered', delivered],
        ['refundRequested', refunded],
      ],
    ],
    [
      'a refund being asked has no date yet',
      order({ orderStatus: 'cancelled', cancelledAt: cancelled, refund: { requestedAt: null, completedAt: null } }),
      [],
      [
        ['placed', placed],
        ['paid', paid],
        ['cancelled', cancelled],
        ['refundRequested', null],
      ],
    ],
  ])('%s', (_case, input, deliveries, expected) => {
    expect(orderTimeline(input, deliveries).map((step) => [step.event, step.at])).toEqual(expected);
  });
});
