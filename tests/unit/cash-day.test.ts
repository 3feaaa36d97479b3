import { describe, expect, it } from 'vitest';
import type { CashCollection } from '../../src/lib/orders/cash-collection.ts';
import { cashDay, dayAfter, dayOf, dayRange, type DayOrder } from '../../src/lib/orders/cash-day.ts';
import { cashDayQuery } from '../../src/lib/orders/cash-day-query.ts';

/** Saturday 28 November 2026 on the shop's calendar (Nairobi, UTC+3). */
const DAY = dayRange('2026-11-28')!;
const at = (iso: string) => `2026-11-${iso}:00.000Z`;

const collection = (amountCents: number, recordedAt: string): CashCollection => ({
  id: `c-${amountCents}-${recordedAt}`,
  orderId: 'o',
  amountCents,
  method: 'cash',
  mpesaReceipt: null,
  note: null,
  driver: null,
  recordedByEmail: 'admin@shop.test',
  recordedAt,
});

const order = (orderId: string, driver: string | null, owedCents: number, collections: CashCollection[] = []): DayOrder => ({
  orderId,
  driver,
  owedCents,
  went: { to: 'delivered', at: at('28T08:00') },
  collections,
});

describe('the day on the shop’s calendar', () => {
  it.each([
    ['2026-11-28', '2026-11-27T21:00:00.000Z', '2026-11-28T21:00:00.000Z'],
    ['2026-12-31', '2026-12-30T21:00:00.000Z', '2026-12-31T21:00:00.000Z'],
    ['2028-02-29', '2028-02-28T21:00:00.000Z', '2028-02-29T21:00:00.000Z'],
  ])('%s runs from %s to %s', (day, from, to) => {
    expect(dayRange(day)).toEqual({ from: new Date(from), to: new Date(to) });
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['2027-02-29']])('%s is no day', (day) => {
    expect(dayRange(day)).toBeNull();
    expect(cashDayQuery.safeParse({ day }).success).toBe(false);
  });

  it.each([
    ['2026-11-27T20:59:59Z', '2026-11-27'],
    ['2026-11-27T21:00:00Z', '2026-11-28'],
  ])('%s is on %s in Nairobi', (instant, day) => {
    expect(dayOf(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-11-28', -1, '2026-11-27'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-01-01', -1, '2025-12-31'],
  ])('%s %i day: %s', (day, days, expected) => {
    expect(dayAfter(day, days)).toBe(expected);
  });
});

describe('a day’s cash, per driver', () => {
  it.each<[string, DayOrder, { expected: number; collected: number; outstanding: number }]>([
    [
      'delivered and paid in full that day',
      order('a', 'Otieno', 179_250_00, [collection(179_250_00, at('28T10:00'))]),
      { expected: 179_250_00, collected: 179_250_00, outstanding: 0 },
    ],
    ['delivered, nothing recorded', order('a', 'Otieno', 179_250_00), { expected: 179_250_00, collected: 0, outstanding: 179_250_00 }],
    [
      'short that day',
      order('a', 'Otieno', 179_250_00, [collection(150_000_00, at('28T10:00'))]),
      { expected: 179_250_00, collected: 150_000_00, outstanding: 29_250_00 },
    ],
    [
      'short the day before: expected is what was still owed that morning',
      order('a', 'Otieno', 179_250_00, [collection(150_000_00, at('27T10:00')), collection(29_250_00, at('28T10:00'))]),
      { expected: 29_250_00, collected: 29_250_00, outstanding: 0 },
    ],
    [
      'a collection the next day is not this day’s',
      order('a', 'Otieno', 179_250_00, [collection(179_250_00, at('28T21:00'))]),
      { expected: 179_250_00, collected: 0, outstanding: 179_250_00 },
    ],
    ['cancelled since it went out: nothing expected', order('a', 'Otieno', 0), { expected: 0, collected: 0, outstanding: 0 }],
  ])('%s', (_case, dayOrder, figures) => {
    const day = cashDay([dayOrder], DAY);
    const entry = day.drivers[0]?.entries[0];
    expect(
      entry
        ? { expected: entry.expectedCents, collected: entry.collectedCents, outstanding: entry.outstandingCents }
        : { expected: 0, collected: 0, outstanding: 0 },
    ).toEqual(figures);
  });

  it('groups by driver, named drivers first, and adds up to the day’s totals', () => {
    const day = cashDay(
      [
        order('a', 'Wanjiru', 100_000_00, [collection(100_000_00, at('28T09:00'))]),
        order('b', null, 50_000_00),
        order('c', 'Otieno', 179_250_00, [collection(150_000_00, at('28T12:00'))]),
        order('d', 'Wanjiru', 20_000_00),
        order('e', 'Otieno', 0),
      ],
      DAY,
    );
    expect(
      day.drivers.map((d) => [d.driver, d.entries.map((e) => e.order.orderId), d.expectedCents, d.collectedCents, d.outstandingCents]),
    ).toEqual([
      ['Otieno', ['c'], 179_250_00, 150_000_00, 29_250_00],
      ['Wanjiru', ['a', 'd'], 120_000_00, 100_000_00, 20_000_00],
      [null, ['b'], 50_000_00, 0, 50_000_00],
    ]);
    expect(day.totals).toEqual({ orders: 4, expectedCents: 349_250_00, collectedCents: 250_000_00, outstandingCents: 99_250_00 });
  });

  it('lists only the collections recorded that day under each order', () => {
    const day = cashDay(
      [order('a', 'Otieno', 179_250_00, [collection(150_000_00, at('27T10:00')), collection(10_000_00, at('28T10:00'))])],
      DAY,
    );
    expect(day.drivers[0]!.entries[0]!.collections.map((c) => c.amountCents)).toEqual([10_000_00]);
  });
});
