import { calendarDate, startOfDay, type PeriodRange } from '../admin/periods.ts';
import type { CashCollection } from './cash-collection.ts';

/**
 * The day's cash, per driver (issue 43): what the drivers were to bring back, what was recorded,
 * and what is outstanding, with the orders behind each figure. Pure: the route reads the orders
 * and their collections, this adds them up.
 *
 * An order is in a day when it is a cash order that went out or was delivered that day, or had
 * money recorded that day. Its figures for the day:
 * - expected: what it still owed when the day began (its total less what was collected before);
 *   nothing for an order cancelled since;
 * - collected: what was recorded for it that day;
 * - outstanding: what is left of the expected once that day's collections are taken off.
 * So for every order, driver and the day: outstanding = expected - collected (never below 0).
 */

/** The instants a day (YYYY-MM-DD) spans on the shop's calendar; null for a date that does not exist (2026-02-30). */
export function dayRange(day: string): PeriodRange | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { from: startOfDay({ year, month, day: date }), to: startOfDay({ year, month, day: date + 1 }) };
}

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  const { year, month, day } = calendarDate(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day before or after, as YYYY-MM-DD. */
export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A cash order as the day's view reads it. */
export interface DayOrder {
  orderId: string;
  /** Who took it out; null when nobody was named. */
  driver: string | null;
  /** What the driver collects on it in all (its figures' total); 0 once it was cancelled. */
  owedCents: number;
  /** Its latest move that day (out, or delivered), when it moved. */
  went: { to: 'shipped' | 'delivered'; at: string } | null;
  /** Every collection of the order, whatever day. */
  collections: readonly CashCollection[];
}

interface DayFigures {
  expectedCents: number;
  collectedCents: number;
  outstandingCents: number;
}

interface DayEntry<O extends DayOrder> extends DayFigures {
  order: O;
  /** The collections recorded that day. */
  collections: CashCollection[];
}

interface DriverDay<O extends DayOrder> extends DayFigures {
  driver: string | null;
  entries: Array<DayEntry<O>>;
}

export interface CashDay<O extends DayOrder> {
  totals: DayFigures & { orders: number };
  drivers: Array<DriverDay<O>>;
}

const add = (a: DayFigures, b: DayFigures): DayFigures => ({
  expectedCents: a.expectedCents + b.expectedCents,
  collectedCents: a.collectedCents + b.collectedCents,
  outstandingCents: a.outstandingCents + b.outstandingCents,
});
const ZERO: DayFigures = { expectedCents: 0, collectedCents: 0, outstandingCents: 0 };

/** The day [from, to): each order's figures, grouped by driver (named drivers first, by name; then nobody named). */
export function cashDay<O extends DayOrder>(orders: readonly O[], range: PeriodRange): CashDay<O> {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const entries = orders.map((order): DayEntry<O> => {
    const at = (c: CashCollection) => Date.parse(c.recordedAt);
    const before = order.collections.filter((c) => at(c) < from).reduce((sum, c) => sum + c.amountCents, 0);
    const thatDay = order.collections.filter((c) => at(c) >= from && at(c) < to);
    const expectedCents = Math.max(0, order.owedCents - before);
    const collectedCents = thatDay.reduce((sum, c) => sum + c.amountCents, 0);
    return { order, collections: thatDay, expectedCents, collectedCents, outstandingCents: Math.max(0, expectedCents - collectedCents) };
  });
  const byDriver = Map.groupBy(
    entries.filter((entry) => entry.expectedCents > 0 || entry.collectedCents > 0),
    (entry) => entry.order.driver,
  );
  const drivers = [...byDriver]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([driver, list]): DriverDay<O> => ({ driver, entries: list, ...list.reduce<DayFigures>(add, ZERO) }));
  const totals = drivers.reduce<DayFigures>(add, ZERO);
  return { totals: { ...totals, orders: drivers.reduce((n, d) => n + d.entries.length, 0) }, drivers };
}
