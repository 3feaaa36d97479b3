import { describe, expect, it } from 'vitest';
import { completePeriod, monthBeside, monthOf, periodDays, periodInstants, STATUSES_OF_STATE } from '../../src/lib/tax/invoice-period.ts';
import { parseInvoiceQuery } from '../../src/lib/tax/invoice-query.ts';

/** 22:30 on 30 November in Nairobi (UTC+3) is already December there. */
const DECEMBER_IN_NAIROBI = new Date('2026-11-30T21:30:00Z');
const NOVEMBER = new Date('2026-11-15T09:00:00Z');

describe('the accountant’s period', () => {
  it.each([
    [NOVEMBER, { from: '2026-11-01', to: '2026-11-30' }],
    [DECEMBER_IN_NAIROBI, { from: '2026-12-01', to: '2026-12-31' }],
    [new Date('2028-02-10T00:00:00Z'), { from: '2028-02-01', to: '2028-02-29' }],
    [new Date('2026-02-10T00:00:00Z'), { from: '2026-02-01', to: '2026-02-28' }],
  ])('this month around %s is %j', (now, period) => {
    expect(monthOf(now)).toEqual(period);
  });

  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, '2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z', 30],
    [{ from: '2026-11-28', to: '2026-11-28' }, '2026-11-27T21:00:00.000Z', '2026-11-28T21:00:00.000Z', 1],
    [{ from: '2026-12-31', to: '2027-01-01' }, '2026-12-30T21:00:00.000Z', '2027-01-01T21:00:00.000Z', 2],
  ])('%j runs from %s to %s (%i days, both inclusive)', (period, from, to, days) => {
    expect(periodInstants(period)).toEqual({ from: new Date(from), to: new Date(to) });
    expect(periodDays(period)).toBe(days);
  });

  it('has no instants for a day that is not one', () => {
    expect(periodInstants({ from: '2026-02-30', to: '2026-03-01' })).toBeNull();
  });

  it.each([
    [undefined, undefined, { from: '2026-11-01', to: '2026-11-30' }],
    ['2026-10-05', undefined, { from: '2026-10-05', to: '2026-10-31' }],
    [undefined, '2026-09-12', { from: '2026-09-01', to: '2026-09-12' }],
    ['2026-01-01', '2026-03-31', { from: '2026-01-01', to: '2026-03-31' }],
  ])('completes from %s to %s as %j', (from, to, period) => {
    expect(completePeriod(from, to, NOVEMBER)).toEqual(period);
  });

  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, -1, { from: '2026-10-01', to: '2026-10-31' }],
    [{ from: '2026-01-10', to: '2026-01-20' }, -1, { from: '2025-12-01', to: '2025-12-31' }],
    [{ from: '2026-12-01', to: '2026-12-31' }, 1, { from: '2027-01-01', to: '2027-01-31' }],
  ] as const)('the month beside %j (%i) is %j', (period, months, expected) => {
    expect(monthBeside(period, months)).toEqual(expected);
  });

  it('filters waiting as queued or being sent', () => {
    expect(STATUSES_OF_STATE).toEqual({ waiting: ['queued', 'sending'], issued: ['signed'], failed: ['failed'] });
  });
});

describe('GET /api/admin/invoices’ query', () => {
  const parse = (search: string) => parseInvoiceQuery(new URLSearchParams(search), NOVEMBER);

  it.each([
    ['', { period: { from: '2026-11-01', to: '2026-11-30' }, kind: undefined, state: undefined, page: 1 }],
    ['from=&to=&kind=&status=&page=', { period: { from: '2026-11-01', to: '2026-11-30' }, kind: undefined, state: undefined, page: 1 }],
    [
      'from=2026-10-01&to=2026-10-31&kind=credit_note&status=waiting&page=3',
      { period: { from: '2026-10-01', to: '2026-10-31' }, kind: 'credit_note', state: 'waiting', page: 3 },
    ],
    ['from=2025-11-30&to=2026-11-30', { period: { from: '2025-11-30', to: '2026-11-30' }, kind: undefined, state: undefined, page: 1 }],
  ])('reads %j', (search, query) => {
    expect(parse(search)).toEqual({ ok: true, query });
  });

  it.each([
    ['from=2026-11-31', 'from', 'admin.invoices.error.day'],
    ['from=2026-1-5', 'from', 'admin.invoices.error.day'],
    ['to=tomorrow', 'to', 'admin.invoices.error.day'],
    ['from=2026-11-30&to=2026-11-29', 'to', 'admin.invoices.error.order'],
    ['to=2026-10-31&from=2026-11-01', 'to', 'admin.invoices.error.order'],
    ['from=2025-11-29&to=2026-11-30', 'to', 'admin.invoices.error.long'],
    ['kind=invoices', 'kind', 'admin.invoices.error.kind'],
    ['status=signed', 'status', 'admin.invoices.error.status'],
    ['page=1.5', 'page', 'admin.invoices.error.page'],
    ['page=-1', 'page', 'admin.invoices.error.page'],
  ])('refuses %j naming %s', (search, field, message) => {
    const parsed = parse(search);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.issues[0]).toMatchObject({ path: [field], message });
  });
});
