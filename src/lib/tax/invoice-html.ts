import type { InvoiceAnswer, InvoiceDocument } from '../../api/invoice.ts';
import type { Translate } from '../../i18n/index.ts';
import { formatDateTime } from '../date-time.ts';
import { attr, escapeHtml } from '../html.ts';
import { formatKes } from '../money.ts';
import { lookupFormHtml, type LookupFormState } from '../orders/track-html.ts';

/**
 * The printable tax invoice (/invoice, src/server/pages/invoice.ts): every field KRA's rules ask an
 * invoice to show (reference kra-etims-oscu.md §9): the seller's name and KRA PIN, the buyer's
 * business and PIN when given, the control unit's date and time, the invoice and control-unit
 * invoice numbers, the control unit's id, the receipt number, its internal data and signature in
 * groups of four, each line with its item code, quantity, unit price, tax type and VAT, the totals
 * per tax type present, and the QR code to KRA's checker. Credit notes follow their invoice, their
 * amounts negative. A document KRA has not signed reads "Tax invoice to follow" with the order's
 * figures and no number of any kind.
 */

/** The /invoice form: the phone and the reference, as /track asks them. */
export function invoiceFormHtml(state: LookupFormState, t: Translate): string {
  return lookupFormHtml('invoice', state, t('invoice.submit'), t);
}

/** KRA's long codes as Odoo prints them: groups of four characters joined by hyphens. */
export function inGroupsOfFour(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** What the page shows beside the documents. */
export interface InvoicePageInput {
  answer: InvoiceAnswer;
  reference: string;
  /** The order's lines and the VAT its total includes: what a waiting document shows (its own lines are made when it is prepared). */
  order: {
    items: ReadonlyArray<{ productName: string; quantity: number; unitPriceCents: number; lineTotalCents: number }>;
    vatIncludedCents: number | null;
  };
  /** The QR code of KRA's checker URL, as inline SVG (src/server/tax/qr-svg.ts). */
  qr: (payload: string, label: string) => string;
}

const fact = (label: string, value: string, testId?: string) =>
  `<div><dt>${escapeHtml(label)}</dt><dd${attr('data-testid', testId)}>${value}</dd></div>`;
const cell = (text: string, numeric = false) => `<td${numeric ? ' class="num"' : ''}>${escapeHtml(text)}</td>`;
const head = (labels: ReadonlyArray<readonly [string, boolean]>) =>
  `<thead><tr>${labels.map(([label, numeric]) => `<th scope="col"${numeric ? ' class="num"' : ''}>${escapeHtml(label)}</th>`).join('')}</tr></thead>`;

function partiesHtml(answer: InvoiceAnswer, doc: InvoiceDocument, t: Translate): string {
  const seller =
    `<div class="tax-invoice__party"><h3>${escapeHtml(t('invoice.seller'))}</h3><p><strong>${escapeHtml(answer.seller.name)}</strong></p>` +
    (answer.seller.pin
      ? `<p>${escapeHtml(t('invoice.pin'))}: <span data-testid="seller-pin">${escapeHtml(answer.seller.pin)}</span></p>`
      : '') +
    `</div>`;
  const buyer = doc.buyer
    ? `<div class="tax-invoice__party"><h3>${escapeHtml(t('invoice.buyer'))}</h3><p><strong>${escapeHtml(doc.buyer.businessName)}</strong></p>` +
      `<p>${escapeHtml(t('invoice.buyerPin'))}: <span data-testid="buyer-pin">${escapeHtml(doc.buyer.kraPin)}</span></p></div>`
    : '';
  return `<div class="tax-invoice__parties">${seller}${buyer}</div>`;
}

/** A signed document: KRA's numbers, the lines, the totals per tax type, the QR code. */
function issuedHtml(input: InvoicePageInput, doc: InvoiceDocument, t: Translate): string {
  const { answer } = input;
  const locale = t.locale;
  const credit = doc.kind === 'credit_note';
  const money = (cents: number) => (credit && cents !== 0 ? `-${formatKes(cents, locale)}` : formatKes(cents, locale));
  const facts = [
    fact(t('invoice.date'), escapeHtml(doc.issuedAt ? formatDateTime(doc.issuedAt, locale) : ''), 'issued-at'),
    fact(t('invoice.number'), escapeHtml(String(doc.invoiceNumber ?? '')), 'invoice-number'),
    fact(t('invoice.cuNumber'), escapeHtml(doc.cuInvoiceNumber ?? ''), 'cu-invoice-number'),
    credit ? fact(t('invoice.originalCu'), escapeHtml(doc.originalCuInvoiceNumber ?? ''), 'original-cu-invoice-number') : '',
    fact(t('invoice.cuId'), escapeHtml(doc.controlUnitId ?? ''), 'control-unit-id'),
    fact(t('invoice.receiptNumber'), escapeHtml(doc.receiptNumber === null ? '' : `${doc.receiptNumber}/${doc.totalReceiptNumber ?? ''}`)),
    fact(t('invoice.internalData'), `<code>${escapeHtml(inGroupsOfFour(doc.internalData ?? ''))}</code>`, 'internal-data'),
    fact(t('invoice.signature'), `<code>${escapeHtml(inGroupsOfFour(doc.signature ?? ''))}</code>`, 'signature'),
    fact(t('track.reference'), escapeHtml(input.reference), 'order-reference'),
  ].join('');
  const lines = doc.lines
    .map(
      (line) =>
        `<tr>${cell(line.itemCode)}${cell(line.description)}${cell(String(credit ? -line.quantity : line.quantity), true)}` +
        `${cell(formatKes(line.unitPriceCents, locale), true)}${cell(t(`invoice.taxType.${line.taxType}`))}` +
        `${cell(money(line.vatCents), true)}${cell(money(line.totalCents), true)}</tr>`,
    )
    .join('');
  const linesTable =
    `<div class="tax-invoice__scroll" role="region" tabindex="0"${attr('aria-label', t('invoice.lines'))}><table class="tax-invoice__lines">` +
    `<caption>${escapeHtml(t('invoice.lines'))}</caption>` +
    head([
      [t('invoice.line.code'), false],
      [t('invoice.line.description'), false],
      [t('invoice.line.quantity'), true],
      [t('invoice.line.unitPrice'), true],
      [t('invoice.line.tax'), false],
      [t('invoice.line.vat'), true],
      [t('invoice.line.amount'), true],
    ]) +
    `<tbody>${lines}</tbody></table></div>`;
  const taxRows = doc.vatByType
    .map(
      (row) =>
        `<tr data-tax-type="${row.taxType}"><th scope="row">${escapeHtml(t(`invoice.taxType.${row.taxType}`))}</th>` +
        `${cell(money(row.taxableCents), true)}${cell(money(row.vatCents), true)}${cell(money(row.grossCents), true)}</tr>`,
    )
    .join('');
  const taxTable =
    `<div class="tax-invoice__scroll tax-invoice__taxes" role="region" tabindex="0"${attr('aria-label', t('invoice.taxes'))}>` +
    `<table><caption>${escapeHtml(t('invoice.taxes'))}</caption>` +
    head([
      [t('invoice.tax.type'), false],
      [t('invoice.tax.taxable'), true],
      [t('invoice.tax.vat'), true],
      [t('invoice.tax.total'), true],
    ]) +
    `<tbody>${taxRows}</tbody><tfoot><tr><th scope="row">${escapeHtml(t('invoice.total'))}</th>` +
    `${cell(money(doc.taxableCents ?? 0), true)}${cell(money(doc.vatCents ?? 0), true)}` +
    `<td class="num" data-testid="grand-total"><strong>${escapeHtml(money(doc.totalCents))}</strong></td></tr></tfoot></table></div>`;
  const qr = doc.qrPayload
    ? `<figure class="tax-invoice__qr">${input.qr(doc.qrPayload, t('invoice.qr'))}<figcaption>${escapeHtml(t('invoice.qr'))}</figcaption></figure>`
    : '';
  return (
    partiesHtml(answer, doc, t) +
    `<dl class="tax-invoice__facts">${facts}</dl>` +
    linesTable +
    `<div class="tax-invoice__foot">${taxTable}${qr}</div>`
  );
}

/** A document KRA has not signed (waiting, or refused and waiting for the team's retry): to follow, with the order's figures. */
function toFollowHtml(input: InvoicePageInput, doc: InvoiceDocument, t: Translate): string {
  const locale = t.locale;
  const items = input.order.items
    .map(
      (item) =>
        `<tr>${cell(item.productName)}${cell(String(item.quantity), true)}${cell(formatKes(item.unitPriceCents, locale), true)}${cell(formatKes(item.lineTotalCents, locale), true)}</tr>`,
    )
    .join('');
  const vat = input.order.vatIncludedCents;
  return (
    partiesHtml(input.answer, doc, t) +
    `<p class="tax-invoice__follow" data-testid="to-follow">${escapeHtml(t('invoice.toFollow.body'))}</p>` +
    `<dl class="tax-invoice__facts">${fact(t('track.reference'), escapeHtml(input.reference), 'order-reference')}${fact(t('invoice.date'), escapeHtml(formatDateTime(doc.occurredAt, locale)))}</dl>` +
    `<div class="tax-invoice__scroll" role="region" tabindex="0"${attr('aria-label', t('invoice.lines'))}><table class="tax-invoice__lines">` +
    `<caption>${escapeHtml(t('invoice.lines'))}</caption>` +
    head([
      [t('invoice.line.description'), false],
      [t('invoice.line.quantity'), true],
      [t('invoice.line.unitPrice'), true],
      [t('invoice.line.amount'), true],
    ]) +
    `<tbody>${items}</tbody></table></div>` +
    `<p><strong>${escapeHtml(t('invoice.toFollow.amount', { amount: formatKes(doc.totalCents, locale) }))}</strong></p>` +
    (vat === null ? '' : `<p class="track__muted">${escapeHtml(t('totals.vatIncluded'))}</p>`)
  );
}

function documentHtml(input: InvoicePageInput, doc: InvoiceDocument, t: Translate): string {
  const credit = doc.kind === 'credit_note';
  const issued = doc.status === 'issued';
  const title = issued
    ? t(credit ? 'invoice.creditNote.heading' : 'invoice.heading')
    : t(credit ? 'invoice.creditNote.toFollow' : 'invoice.toFollow');
  const id = `tax-document-${doc.id}`;
  return (
    `<article class="tax-invoice${credit ? ' tax-invoice--credit' : ''}" aria-labelledby="${id}" data-testid="tax-document" data-state="${doc.status}">` +
    `<h2 id="${id}">${escapeHtml(title)}</h2>` +
    (issued ? issuedHtml(input, doc, t) : toFollowHtml(input, doc, t)) +
    `</article>`
  );
}

/** The order's invoices, then its credit notes, and the Print button (shown only with a script; the browser's Print does the same). */
export function invoicePageHtml(input: InvoicePageInput, t: Translate): string {
  const { answer } = input;
  return (
    `<div class="tax-invoices" data-testid="tax-invoices">` +
    `<button class="button tax-invoices__print" type="button" data-print data-needs-js>${escapeHtml(t('invoice.print'))}</button>` +
    [...answer.invoices, ...answer.creditNotes].map((doc) => documentHtml(input, doc, t)).join('') +
    `</div>`
  );
}
