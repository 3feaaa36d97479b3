import { describe, expect, it } from 'vitest';
import { cashOutcome, parseCashAmount } from '../../src/lib/orders/cash-collection.ts';
import { cashRequest } from '../../src/lib/orders/cash-request.ts';

describe('what the admin types when a driver brings money back', () => {
  it.each([
    [
      { amountCents: 179_250_00, method: 'cash' },
      { amountCents: 179_250_00, method: 'cash' },
    ],
    [
      { amountCents: 100_00, method: 'mpesa', mpesaReceipt: ' sbm2 vwcq5g ', note: '  Rest on Friday ', driver: ' Otieno ' },
      { amountCents: 100_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5G', note: 'Rest on Friday', driver: 'Otieno' },
    ],
    [
      { amountCents: 100_00, method: 'cash', note: '', driver: '  ', requestKey: 'press-4f1c2a9e' },
      { amountCents: 100_00, method: 'cash', requestKey: 'press-4f1c2a9e' },
    ],
  ])('takes %j as %j', (body, expected) => {
    const parsed = cashRequest.safeParse(body);
    expect(parsed.success && Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it.each([
    [{ method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 0, method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 99, method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 150_50, method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 1.5, method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 100_000_000_01_00, method: 'cash' }, 'amountCents', 'admin.cash.error.amount'],
    [{ amountCents: 100_00 }, 'method', 'admin.cash.error.method'],
    [{ amountCents: 100_00, method: 'Cash' }, 'method', 'admin.cash.error.method'],
    [{ amountCents: 100_00, method: 'mpesa' }, 'mpesaReceipt', 'admin.cash.error.receipt'],
    [{ amountCents: 100_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5' }, 'mpesaReceipt', 'admin.cash.error.receipt'],
    [{ amountCents: 100_00, method: 'mpesa', mpesaReceipt: 'SBM2-VWCQ5G' }, 'mpesaReceipt', 'admin.cash.error.receipt'],
    [{ amountCents: 100_00, method: 'cash', mpesaReceipt: 'SBM2VWCQ5G' }, 'mpesaReceipt', 'admin.cash.error.receiptForCash'],
    [{ amountCents: 100_00, method: 'cash', note: 'x'.repeat(201) }, 'note', 'admin.cash.error.note'],
    [{ amountCents: 100_00, method: 'cash', driver: 'x'.repeat(81) }, 'driver', 'admin.steps.error.driver'],
    [{ amountCents: 100_00, method: 'cash', requestKey: 'short' }, 'requestKey', 'admin.cash.error.requestKey'],
  ])('refuses %j, naming %s', (body, field, message) => {
    const parsed = cashRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('the amount field, in shillings', () => {
  it.each([
    ['179250', 179_250_00, { ok: true, amountCents: 179_250_00 }],
    ['179,250', 179_250_00, { ok: true, amountCents: 179_250_00 }],
    ['KSh 150 000', 179_250_00, { ok: true, amountCents: 150_000_00 }],
    ['150000.00', 179_250_00, { ok: true, amountCents: 150_000_00 }],
    ['150000.50', 179_250_00, { ok: false, problem: 'cents' }],
    ['179251', 179_250_00, { ok: false, problem: 'over' }],
    ['0', 179_250_00, { ok: false, problem: 'zero' }],
    ['', 179_250_00, { ok: false, problem: 'zero' }],
    ['a lot', 179_250_00, { ok: false, problem: 'format' }],
  ])('%j with %i owed: %j', (typed, owed, expected) => {
    expect(parseCashAmount(typed, owed)).toEqual(expected);
  });
});

describe('what a collection does to what is owed', () => {
  it.each([
    [179_250_00, 179_250_00, { kind: 'full' }],
    [179_250_00, 150_000_00, { kind: 'short', stillOwedCents: 29_250_00 }],
    [29_250_00, 29_250_00, { kind: 'full' }],
    [29_250_00, 29_350_00, { kind: 'over', owedCents: 29_250_00 }],
    [0, 100_00, { kind: 'over', owedCents: 0 }],
  ])('owed %i, collected %i: %j', (owed, amount, expected) => {
    expect(cashOutcome(owed, amount)).toEqual(expected);
  });
});
