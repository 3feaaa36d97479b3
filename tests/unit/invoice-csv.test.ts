import { describe, expect, it } from 'vitest';
import { csvCell, readCsv } from '../../src/lib/stock/csv.ts';
import type { TaxDocument } from '../../src/lib/tax/documents.ts';
import { INVOICE_CSV_HEADER, invoiceCsv, invoiceCsvFilename, invoiceCsvRow, shopDateTime } from '../../src/lib/tax/invoice-csv.ts';
import { refusalWords } from '../../src/lib/tax/refusal-words.ts';
import { taxSummary } from '../../src/lib/tax/vat.ts';

const ORDER = '3f6c2a9e-0000-4000-8000-000000000001';

function doc(overrides: Partial<TaxDocument>): TaxDocument {
  const summary = taxSummary([
    { grossCents: 116_000_00, taxType: 'B', rateBp: 1600 },
    { grossCents: 10_800, taxType: 'E', rateBp: 800 },
  ]);
  return {
    id: 'd1',
    orderId: ORDER,
    kind: 'invoice',
    source: 'payment',
    sourceId: 'p1',
    status: 'signed',
    amountCents: 116_108_00,
    occurredAt: '2026-11-30T20:59:59.000Z',
    originalId: null,
    branchId: '00',
    env: 'local',
    tin: 'P052000000S',
    invoiceNumber: 7,
    originalInvoiceNumber: null,
    cuInvoiceNumber: 'KRACU013000001/7',
    lines: [],
    totals: { taxableCents: summary.taxableCents, vatCents: summary.vatCents, byType: summary.byType },
    buyer: { name: 'Kisumu Day School', pin: 'P051234567X' },
    signature: null,
    qrUrl: null,
    attempts: 1,
    lastError: null,
    nextAttemptAt: '2026-11-30T21:00:00.000Z',
    createdAt: '2026-11-30T21:00:00.000Z',
    signedAt: '2026-11-30T21:00:05.000Z',
    ...overrides,
  };
}

const taxes = (cells: ReturnType<typeof invoiceCsvRow>) => cells.slice(8, 18).map(csvCell);

describe('the accountant’s CSV', () => {
  it.each([
    ['2026-11-30T20:59:59.000Z', '2026-11-30 23:59:59'],
    ['2026-11-30T21:00:00.000Z', '2026-12-01 00:00:00'],
    ['2026-01-01T00:00:00.000Z', '2026-01-01 03:00:00'],
  ])('writes the tax point %s as %s on Nairobi’s clock', (iso, shown) => {
    expect(shopDateTime(iso)).toBe(shown);
  });

  it.each([
    [
      'an issued invoice',
      doc({}),
      ['2026-11-30 23:59:59', 'Invoice', 'KRACU013000001/7', '7', '', '3F6C2A9E', 'Kisumu Day School', 'P051234567X'],
      ['0.00', '0.00', '100000.00', '16000.00', '0.00', '0.00', '0.00', '0.00', '100.00', '8.00'],
      ['100100.00', '16008.00', '116108.00', 'Issued', ''],
    ],
    [
      'an issued credit note, negative, with its invoice',
      doc({ kind: 'credit_note', source: 'refund', invoiceNumber: 9, cuInvoiceNumber: 'KRACU013000001/9', originalId: 'd0', buyer: null }),
      ['2026-11-30 23:59:59', 'Credit note', 'KRACU013000001/9', '9', 'KRACU013000001/7', '3F6C2A9E', '', ''],
      ['0.00', '0.00', '-100000.00', '-16000.00', '0.00', '0.00', '0.00', '0.00', '-100.00', '-8.00'],
      ['-100100.00', '-16008.00', '-116108.00', 'Issued', ''],
    ],
    [
      'a failed invoice with KRA’s code and message',
      doc({ status: 'failed', invoiceNumber: null, cuInvoiceNumber: null, lastError: { code: '910', message: 'Request parameter error' } }),
      ['2026-11-30 23:59:59', 'Invoice', '', '', '', '3F6C2A9E', 'Kisumu Day School', 'P051234567X'],
      ['0.00', '0.00', '100000.00', '16000.00', '0.00', '0.00', '0.00', '0.00', '100.00', '8.00'],
      ['100100.00', '16008.00', '116108.00', 'Failed', '910 Request parameter error'],
    ],
    [
      'a waiting invoice not yet prepared, its last try’s words left out',
      doc({
        status: 'queued',
        invoiceNumber: null,
        cuInvoiceNumber: null,
        totals: null,
        buyer: null,
        lastError: { code: null, message: 'KRA did not answer' },
      }),
      ['2026-11-30 23:59:59', 'Invoice', '', '', '', '3F6C2A9E', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
      ['', '', '116108.00', 'Waiting', ''],
    ],
  ])('writes %s', (_name, document, head, perType, tail) => {
    const cells = invoiceCsvRow({ document, originalCuInvoiceNumber: 'KRACU013000001/7' });
    expect(cells).toHaveLength(INVOICE_CSV_HEADER.length);
    expect(cells.slice(0, 8).map(csvCell)).toEqual(head);
    expect(taxes(cells)).toEqual(perType);
    expect(cells.slice(18).map(csvCell)).toEqual(tail);
  });

  it.each([
    ['=1+1', `'=1+1`],
    ['+254712345678', `'+254712345678`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=cmd', `'\t=cmd`],
  ])('writes a buyer named %j as text', (name, cell) => {
    const file = invoiceCsv([{ document: doc({ buyer: { name, pin: 'P051234567X' } }), originalCuInvoiceNumber: null }]);
    const read = readCsv(file);
    expect(read.ok && read.records[1]?.cells[6]).toBe(cell);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123_456_78, '123456.78'],
    [-100, '-1.00'],
  ])('writes %i cents as %s shillings', (cents, shown) => {
    expect(csvCell({ cents })).toBe(shown);
  });

  it.each([
    [{ code: '910', message: 'Request parameter error' }, '910 Request parameter error'],
    [{ code: '910', message: '910 Request parameter error' }, '910 Request parameter error'],
    [{ code: '910', message: '910' }, '910'],
    [{ code: '994', message: '9940 rows' }, '994 9940 rows'],
    [{ code: null, message: 'No signed invoice to credit' }, 'No signed invoice to credit'],
  ])('says KRA’s refusal %j as %j, its code once', (error, words) => {
    expect(refusalWords(error)).toBe(words);
  });

  it('names the file for its period', () => {
    expect(invoiceCsvFilename({ from: '2026-11-01', to: '2026-11-30' })).toBe('tax-invoices-2026-11-01-to-2026-11-30.csv');
  });
});
