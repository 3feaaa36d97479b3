import { SHOP_TIME_ZONE } from '../admin/periods.ts';
import { orderReference } from '../order-display.ts';
import { csvFile, type CsvValue } from '../stock/csv.ts';
import { documentState, type TaxDocument } from './documents.ts';
import { TAX_TYPES } from './tax-types.ts';
import { refusalWords } from './refusal-words.ts';
import type { InvoicePeriod } from './invoice-period.ts';

/**
 * The accountant's CSV of a period's invoices and credit notes (GET /api/admin/invoices/export.csv):
 * one line per document, oldest tax point first, every amount in shillings with two decimals and a
 * credit note's negative, each tax type's taxable amount and VAT in columns of their own. Text a
 * spreadsheet would run as a formula (a buyer's name, KRA's message) is written as text
 * (lib/stock/csv.ts). Pure.
 */

export const INVOICE_CSV_HEADER = [
  'Tax point (Nairobi)',
  'Type',
  'CU invoice number',
  'Invoice number',
  'Original CU invoice number',
  'Order reference',
  'Buyer name',
  'Buyer PIN',
  ...TAX_TYPES.flatMap((type) => [`Taxable ${type}`, `VAT ${type}`]),
  'Total taxable',
  'Total VAT',
  'Total',
  'State',
  'KRA message',
] as const;

/** A document as the CSV writes it, with the CU invoice number of the invoice a credit note reverses. */
export interface InvoiceCsvEntry {
  document: TaxDocument;
  originalCuInvoiceNumber: string | null;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant on the shop's clock as a spreadsheet reads a date and time: 2026-11-28 14:05:09. */
export function shopDateTime(iso: string): string {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const TYPE_NAMES = { invoice: 'Invoice', credit_note: 'Credit note' } as const;
const STATE_NAMES = { waiting: 'Waiting', issued: 'Issued', failed: 'Failed' } as const;

/** One document's cells, in the header's order. */
export function invoiceCsvRow(entry: InvoiceCsvEntry): CsvValue[] {
  const d = entry.document;
  const sign = d.kind === 'credit_note' ? -1 : 1;
  const money = (cents: number | undefined) => (cents === undefined ? null : { cents: sign * cents });
  const state = documentState(d.status);
  return [
    shopDateTime(d.occurredAt),
    TYPE_NAMES[d.kind],
    d.cuInvoiceNumber,
    d.invoiceNumber,
    d.kind === 'credit_note' ? entry.originalCuInvoiceNumber : null,
    orderReference(d.orderId),
    d.buyer?.name ?? null,
    d.buyer?.pin ?? null,
    ...TAX_TYPES.flatMap((type) => [money(d.totals?.byType[type].taxableCents), money(d.totals?.byType[type].vatCents)]),
    money(d.totals?.taxableCents),
    money(d.totals?.vatCents),
    money(d.amountCents),
    STATE_NAMES[state],
    state === 'failed' && d.lastError ? refusalWords(d.lastError) : null,
  ];
}

/** The whole file: header, then each document. */
export function invoiceCsv(entries: readonly InvoiceCsvEntry[]): string {
  return csvFile([INVOICE_CSV_HEADER, ...entries.map(invoiceCsvRow)]);
}

/** The file's name: tax-invoices-2026-11-01-to-2026-11-30.csv. */
export function invoiceCsvFilename(period: InvoicePeriod): string {
  return `tax-invoices-${period.from}-to-${period.to}.csv`;
}
