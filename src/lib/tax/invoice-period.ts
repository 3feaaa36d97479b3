import type { PeriodRange } from '../admin/periods.ts';
import { dayOf, dayRange } from '../orders/cash-day.ts';
import type { TaxDocumentState, TaxDocumentStatus } from './documents.ts';

/**
 * The accountant's period (GET /api/admin/invoices, /admin/invoices): calendar days on the shop's
 * clock (Africa/Nairobi), both ends inclusive, as YYYY-MM-DD; this month when left out. Pure: the
 * page's bundle carries it without zod (./invoice-query.ts checks the URL on the server).
 */

/** The longest period one list or export covers: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

export interface InvoicePeriod {
  /** First and last day, inclusive. */
  from: string;
  to: string;
}

/** This month on the shop's calendar, to its last day. */
export function monthOf(now: Date): InvoicePeriod {
  const today = dayOf(now);
  const first = `${today.slice(0, 8)}01`;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

/** The period's instants: [start of `from`, start of the day after `to`). Null when a day is not one. */
export function periodInstants(period: InvoicePeriod): PeriodRange | null {
  const from = dayRange(period.from);
  const to = dayRange(period.to);
  return from && to ? { from: from.from, to: to.to } : null;
}

/** How many days the period holds (1 for a single day). */
export function periodDays(period: InvoicePeriod): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period a filter left half-given is completed from: a `from` alone runs to its month's end, a `to` alone from its month's start. */
export function completePeriod(from: string | undefined, to: string | undefined, now: Date): InvoicePeriod {
  if (from && to) return { from, to };
  if (from) return { from, to: monthOf(new Date(`${from}T12:00:00Z`)).to };
  if (to) return { from: monthOf(new Date(`${to}T12:00:00Z`)).from, to };
  return monthOf(now);
}

/** The month before or after a period's first day, whole. */
export function monthBeside(period: InvoicePeriod, months: -1 | 1): InvoicePeriod {
  const [year, month] = period.from.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, month - 1 + months, 15)));
}

/** The states the pages show and filter by. */
export const INVOICE_STATES = ['waiting', 'issued', 'failed'] as const satisfies readonly TaxDocumentState[];

/** The stored statuses a page's state filter stands for: waiting is queued or being sent. */
export const STATUSES_OF_STATE: Readonly<Record<TaxDocumentState, readonly TaxDocumentStatus[]>> = {
  waiting: ['queued', 'sending'],
  issued: ['signed'],
  failed: ['failed'],
};
