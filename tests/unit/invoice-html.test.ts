import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { TaxDocument, TaxDocumentLine } from '../../src/lib/tax/documents.ts';
import { inGroupsOfFour, invoicePageHtml, type InvoicePageInput } from '../../src/lib/tax/invoice-html.ts';
import { invoiceLinkFormHtml } from '../../src/lib/tax/invoice-link-html.ts';
import { invoiceAnswerOf } from '../../src/lib/tax/invoice-view.ts';
import { splitGross, taxSummary } from '../../src/lib/tax/vat.ts';
import type { TaxType } from '../../src/lib/tax/tax-types.ts';

const en = translationsFor('en');
const sw = translationsFor('sw');

function line(seq: number, name: string, taxType: TaxType, rateBp: number, quantity: number, unitPriceCents: number): TaxDocumentLine {
  const grossCents = quantity * unitPriceCents;
  return {
    seq,
    productId: name,
    itemCode: `KE2NTU000000${seq}`,
    name,
    quantity,
    unitPriceCents,
    taxType,
    rateBp,
    grossCents,
    ...splitGross(grossCents, rateBp),
  };
}

/** An inverter at 16 %, panels at 0 % (zero-rated), a lamp exempt, a service at 8 %. */
const LINES = [
  line(1, 'Inverter 5kVA', 'B', 1600, 1, 17_575_000),
  line(2, 'Solar panel 450W', 'C', 0, 4, 1_850_000),
  line(3, 'Solar lamp', 'A', 0, 2, 150_000),
  line(4, 'Installation', 'E', 800, 1, 1_080_000),
];

function doc(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const lines = overrides.lines === undefined ? LINES : overrides.lines;
  const summary = lines && taxSummary(lines);
  const amountCents = lines ? lines.reduce((sum, l) => sum + l.grossCents, 0) : 100_000;
  return {
    id: 'd1',
    orderId: 'ab12cd34-0000-4000-8000-000000000000',
    kind: 'invoice',
    source: 'payment',
    sourceId: 'p1',
    status: 'signed',
    amountCents,
    occurredAt: '2026-11-30T09:00:00.000Z',
    originalId: null,
    branchId: '00',
    env: 'local',
    tin: 'P052000000S',
    invoiceNumber: 17,
    originalInvoiceNumber: null,
    cuInvoiceNumber: 'KRACU0300000042/17',
    lines,
    totals: summary && { taxableCents: summary.taxableCents, vatCents: summary.vatCents, byType: summary.byType },
    buyer: { name: 'Kisumu Clinic Ltd', pin: 'P051234567X' },
    signature: {
      sdcId: 'KRACU0300000042',
      mrcNo: 'WIS01000042',
      receiptNumber: 12,
      totalReceiptNumber: 17,
      internalData: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      signature: 'V249J39C3ICKJMSB',
      signedAt: '2026-11-30T09:15:00.000Z',
    },
    qrUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P052000000S00V249J39C3ICKJMSB',
    attempts: 1,
    lastError: null,
    nextAttemptAt: '2026-11-30T09:00:00.000Z',
    createdAt: '2026-11-30T09:00:00.000Z',
    signedAt: '2026-11-30T09:15:00.000Z',
    ...overrides,
  };
}

function page(documents: TaxDocument[], t = en): string {
  const answer = invoiceAnswerOf({
    orderId: documents[0]!.orderId,
    buyer: null,
    documents,
    seller: { name: 'Jua Kali Solar Ltd', pin: 'P052000000S', branchId: '00' },
    pageUrl: 'https://shop.test/invoice?ref=AB12CD34',
  })!;
  const input: InvoicePageInput = {
    answer,
    reference: 'AB12CD34',
    order: {
      items: [{ productName: 'Inverter 5kVA', quantity: 1, unitPriceCents: 17_575_000, lineTotalCents: 17_575_000 }],
      vatIncludedCents: 2_424_138,
    },
    qr: (payload) => `<svg data-qr="${payload}"></svg>`,
  };
  return invoicePageHtml(input, t);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the answer made from the stored documents', () => {
  it('puts the first invoice at the top level and lists every invoice and credit note', () => {
    const answer = invoiceAnswerOf({
      orderId: 'o1',
      buyer: null,
      documents: [
        doc(),
        doc({
          id: 'c1',
          kind: 'credit_note',
          source: 'refund',
          originalId: 'd1',
          invoiceNumber: 18,
          cuInvoiceNumber: 'KRACU0300000042/18',
        }),
      ],
      seller: { name: 'S', pin: null, branchId: null },
      pageUrl: 'https://shop.test/invoice?ref=O1',
    })!;
    expect(answer).toMatchObject({ id: 'd1', status: 'issued', receiptType: 'S', cuInvoiceNumber: 'KRACU0300000042/17' });
    expect(answer.invoices.map((d) => d.id)).toEqual(['d1']);
    expect(answer.creditNotes).toEqual([expect.objectContaining({ receiptType: 'R', originalCuInvoiceNumber: 'KRACU0300000042/17' })]);
  });

  it('is null for an order without documents', () => {
    expect(
      invoiceAnswerOf({
        orderId: 'o',
        buyer: null,
        documents: [],
        seller: { name: '', pin: null, branchId: null },
        pageUrl: 'https://x.test/',
      }),
    ).toBeNull();
  });

  it.each([
    ['queued', 'waiting'],
    ['sending', 'waiting'],
    ['failed', 'failed'],
  ] as const)('shows no number of a %s document (%s)', (status, state) => {
    const answer = invoiceAnswerOf({
      orderId: 'o',
      buyer: null,
      documents: [doc({ status })],
      seller: { name: '', pin: null, branchId: null },
      pageUrl: 'https://x.test/',
    })!;
    expect(answer).toMatchObject({
      status: state,
      invoiceNumber: null,
      cuInvoiceNumber: null,
      signature: null,
      qrPayload: null,
      controlUnitId: null,
    });
  });
});

describe('the printable tax invoice', () => {
  const html = page([doc()]);

  it.each([
    ['seller', 'Jua Kali Solar Ltd'],
    ['seller PIN', 'P052000000S'],
    ['buyer', 'Kisumu Clinic Ltd'],
    ['buyer PIN', 'P051234567X'],
    ['date and time', '30 Nov 2026, 12:15'],
    ['CU invoice number', 'KRACU0300000042/17'],
    ['control unit id', 'Control unit ID KRACU0300000042'],
    ['receipt number', 'Receipt number 12/17'],
    ['internal data in groups of four', 'ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ'],
    ['signature in groups of four', 'V249-J39C-3ICK-JMSB'],
    ['order reference', 'Order reference AB12CD34'],
    ['an item code', 'KE2NTU0000001'],
    ['a line: description, quantity, unit price, tax type, VAT, amount', 'Inverter 5kVA 1 KSh 175,750 B 16% KSh 24,241.38 KSh 175,750'],
  ])('shows the %s', (_field, expected) => {
    expect(text(html)).toContain(expected);
  });

  it('carries the QR code of KRA checker URL', () => {
    expect(html).toContain(
      '<svg data-qr="https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P052000000S00V249J39C3ICKJMSB">',
    );
  });

  it('has one totals row per tax type present, with taxable, VAT and total, then the grand total', () => {
    const rows = [...html.matchAll(/<tr data-tax-type="([A-E])">(.*?)<\/tr>/g)].map(([, type, row]) => [type, text(row!).trim()]);
    expect(rows).toEqual([
      ['A', 'A Exempt KSh 3,000 KSh 0 KSh 3,000'],
      ['B', 'B 16% KSh 151,508.62 KSh 24,241.38 KSh 175,750'],
      ['C', 'C 0% KSh 74,000 KSh 0 KSh 74,000'],
      ['E', 'E 8% KSh 10,000 KSh 800 KSh 10,800'],
    ]);
    expect(text(html)).toContain('Total KSh 238,508.62 KSh 25,041.38 KSh 263,550');
  });

  it.each([
    ['', ''],
    ['ABC', 'ABC'],
    ['ABCD', 'ABCD'],
    ['ABCDE', 'ABCD-E'],
    ['V249J39C3ICKJMSB', 'V249-J39C-3ICK-JMSB'],
  ])('writes %j as %j', (code, grouped) => {
    expect(inGroupsOfFour(code)).toBe(grouped);
  });

  it('follows the invoice with its credit note: the original CU invoice number and negative amounts', () => {
    const refund = [line(1, 'Solar lamp', 'A', 0, 1, 150_000)];
    const withCredit = page([
      doc(),
      doc({
        id: 'c1',
        kind: 'credit_note',
        source: 'refund',
        originalId: 'd1',
        invoiceNumber: 18,
        cuInvoiceNumber: 'KRACU0300000042/18',
        lines: refund,
      }),
    ]);
    const credit = withCredit.slice(withCredit.indexOf('tax-invoice--credit'));
    expect(withCredit.indexOf('tax-invoice--credit')).toBeGreaterThan(withCredit.indexOf('KRACU0300000042/17'));
    expect(text(credit)).toContain('Credit note');
    expect(text(credit)).toContain('Original CU invoice number KRACU0300000042/17');
    expect(text(credit)).toContain('Solar lamp -1 KSh 1,500 A Exempt KSh 0 -KSh 1,500');
    expect(text(credit)).toContain('Total -KSh 1,500');
  });

  it.each(['queued', 'sending', 'failed'] as const)('while %s: "Tax invoice to follow" with the order figures and no number', (status) => {
    const waiting = page([doc({ status, lines: null, totals: null })]);
    expect(text(waiting)).toContain('Tax invoice to follow');
    expect(text(waiting)).toContain('Inverter 5kVA 1 KSh 175,750 KSh 175,750');
    expect(text(waiting)).toContain('Amount received: KSh 1,000, VAT included');
    expect(waiting).not.toContain('KRACU');
    expect(waiting).not.toContain('V249');
    expect(waiting).not.toContain('<svg');
  });

  it('reads in Kiswahili on the Kiswahili page', () => {
    const kiswahili = text(page([doc()], sw));
    expect(kiswahili).toContain('Ankara ya kodi');
    expect(kiswahili).toContain('Muuzaji');
    expect(kiswahili).toContain('Nambari ya ankara ya CU KRACU0300000042/17');
    expect(kiswahili).toContain('A Imesamehewa');
    expect(kiswahili).toContain('Chapisha');
    expect(text(page([doc({ status: 'queued', lines: null, totals: null })], sw))).toContain('Ankara ya kodi itafuata');
  });

  it('offers Print only to a browser with scripts', () => {
    expect(html).toMatch(/<button[^>]*data-print data-needs-js>Print<\/button>/);
  });

  it('links to the invoice with a form posting the phone and the reference', () => {
    expect(invoiceLinkFormHtml('/sw/invoice', '+254712345678', 'AB12CD34', sw)).toBe(
      '<form class="invoice-link" method="post" action="/sw/invoice"><input type="hidden" name="phone" value="+254712345678"><input type="hidden" name="reference" value="AB12CD34"><button class="button button--ghost" type="submit">Ankara ya kodi</button></form>',
    );
  });
});
