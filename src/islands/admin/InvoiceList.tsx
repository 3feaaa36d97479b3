import type { AdminInvoice, InvoiceListAnswer } from '../../api/admin-invoices.ts';
import type { InvoiceListQuery } from '../../client/admin-invoices.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { TAX_TYPES } from '../../lib/tax/tax-types.ts';
import { invoiceKindName, kraWords, RetryInvoiceButton } from './InvoicesSection.tsx';
import type { Notice } from './Notices.tsx';

const t = translationsFor(pageLocale());
const kes = (cents: number) => formatKes(cents, t.locale);

/** A credit note's figures count against the period: shown negative, as the totals and the CSV have them. */
const signed = (invoice: AdminInvoice, cents: number) => (invoice.kind === 'credit_note' ? -cents : cents);

function Row({ invoice, onChanged }: { invoice: AdminInvoice; onChanged: (notice: Notice) => void }) {
  const reference = orderReference(invoice.orderId);
  const label = `${invoiceKindName(invoice)} ${reference} ${adminDateTime(invoice.occurredAt)}`;
  const money = (cents: number | null) => (cents === null ? t('admin.invoices.notYet') : kes(signed(invoice, cents)));
  return (
    <tr data-testid="invoice-row" data-state={invoice.state}>
      <td data-label={t('admin.invoices.col.date')}>{adminDateTime(invoice.occurredAt)}</td>
      <td data-label={t('admin.invoices.col.type')}>{invoiceKindName(invoice)}</td>
      <th scope="row" data-label={t('admin.invoices.col.order')}>
        <a href={`/admin/order?id=${invoice.orderId}`} aria-label={t('admin.orders.open', { id: reference })}>
          <code>{reference}</code>
        </a>
      </th>
      <td data-label={t('admin.invoices.col.number')}>
        {invoice.cuInvoiceNumber ? (
          invoice.printHref ? (
            <a href={invoice.printHref}>{invoice.cuInvoiceNumber}</a>
          ) : (
            invoice.cuInvoiceNumber
          )
        ) : (
          t('admin.invoices.notYet')
        )}
        {invoice.originalCuInvoiceNumber && (
          <span className="admin-table__sub">{t('admin.invoices.original', { number: invoice.originalCuInvoiceNumber })}</span>
        )}
      </td>
      <td data-label={t('admin.invoices.col.buyer')}>
        {invoice.buyer ? (
          <>
            {invoice.buyer.name}
            <span className="admin-table__sub">{invoice.buyer.pin}</span>
          </>
        ) : (
          t('admin.invoices.noBuyer')
        )}
      </td>
      <td data-label={t('admin.invoices.col.taxable')} className="admin-table__money">
        {money(invoice.taxableCents)}
      </td>
      <td data-label={t('admin.invoices.col.vat')} className="admin-table__money">
        {money(invoice.vatCents)}
      </td>
      <td data-label={t('admin.invoices.col.total')} className="admin-table__money">
        {kes(signed(invoice, invoice.amountCents))}
      </td>
      <td data-label={t('admin.invoices.col.state')}>
        <span className={`admin-badge admin-badge--invoice-${invoice.state}`}>{t(`admin.invoices.stateName.${invoice.state}`)}</span>
        {invoice.state === 'waiting' && (
          <span className="admin-table__sub">{t('admin.invoices.waitingSince', { date: adminDateTime(invoice.queuedAt) })}</span>
        )}
        {invoice.state === 'failed' && (
          <>
            <span className="admin-table__sub admin-invoices__refusal">{invoice.lastError ? kraWords(invoice.lastError) : ''}</span>
            <RetryInvoiceButton invoice={invoice} label={label} onDone={onChanged} />
          </>
        )}
      </td>
    </tr>
  );
}

/** The period's taxable amount and VAT per tax type, and in all. */
export function InvoiceTotals({ answer }: { answer: InvoiceListAnswer }) {
  return (
    <section aria-labelledby="invoice-totals">
      <h2 id="invoice-totals">{t('admin.invoices.byType.heading')}</h2>
      <div className="admin-table-scroll">
        <table className="admin-table" data-testid="invoice-totals">
          <thead>
            <tr>
              <th scope="col">{t('admin.invoices.byType.type')}</th>
              <th scope="col">{t('admin.invoices.col.taxable')}</th>
              <th scope="col">{t('admin.invoices.col.vat')}</th>
            </tr>
          </thead>
          <tbody>
            {TAX_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row" data-label={t('admin.invoices.byType.type')}>
                  {t(`admin.invoices.type.${type}`)}
                </th>
                <td data-label={t('admin.invoices.col.taxable')} className="admin-table__money">
                  {kes(answer.totals.byType[type].taxableCents)}
                </td>
                <td data-label={t('admin.invoices.col.vat')} className="admin-table__money">
                  {kes(answer.totals.byType[type].vatCents)}
                </td>
              </tr>
            ))}
            <tr className="admin-cash__totals">
              <th scope="row" data-label={t('admin.invoices.byType.type')}>
                {t('admin.invoices.totalsRow')}
              </th>
              <td data-label={t('admin.invoices.col.taxable')} className="admin-table__money">
                {kes(answer.totals.taxableCents)}
              </td>
              <td data-label={t('admin.invoices.col.vat')} className="admin-table__money">
                {kes(answer.totals.vatCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {answer.totals.unprepared > 0 && (
        <p className="admin__muted">{t('admin.invoices.unprepared', { count: answer.totals.unprepared })}</p>
      )}
    </section>
  );
}

/** A page of the period's invoices and credit notes, one row each with its state and Retry, the period's totals, and the pager. */
export function InvoiceList({
  answer,
  onQuery,
  onChanged,
}: {
  answer: InvoiceListAnswer;
  onQuery: (q: InvoiceListQuery) => void;
  onChanged: (n: Notice) => void;
}) {
  const period = { from: answer.period.from, to: answer.period.to };
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const turn = (page: number) => onQuery({ period, kind: answer.kind, state: answer.status, page });
  if (answer.total === 0) return <p>{t('admin.invoices.none')}</p>;
  return (
    <>
      <div className="admin-table-scroll">
        <table className="admin-table" data-testid="invoice-list">
          <caption className="visually-hidden">{t('admin.invoices.caption', { from: period.from, to: period.to })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.invoices.col.date')}</th>
              <th scope="col">{t('admin.invoices.col.type')}</th>
              <th scope="col">{t('admin.invoices.col.order')}</th>
              <th scope="col">{t('admin.invoices.col.number')}</th>
              <th scope="col">{t('admin.invoices.col.buyer')}</th>
              <th scope="col">{t('admin.invoices.col.taxable')}</th>
              <th scope="col">{t('admin.invoices.col.vat')}</th>
              <th scope="col">{t('admin.invoices.col.total')}</th>
              <th scope="col">{t('admin.invoices.col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.invoices.map((invoice) => (
              <Row key={invoice.id} invoice={invoice} onChanged={onChanged} />
            ))}
            <tr className="admin-cash__totals">
              <th scope="row" colSpan={5} data-label={t('admin.invoices.col.date')}>
                {t('admin.invoices.totalsRow')}
              </th>
              <td data-label={t('admin.invoices.col.taxable')} className="admin-table__money">
                {kes(answer.totals.taxableCents)}
              </td>
              <td data-label={t('admin.invoices.col.vat')} className="admin-table__money">
                {kes(answer.totals.vatCents)}
              </td>
              <td data-label={t('admin.invoices.col.total')} className="admin-table__money">
                {kes(answer.totals.totalCents)}
              </td>
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="admin-pager" aria-label={t('admin.orders.paging')}>
          <button type="button" className="button button--ghost" disabled={answer.page <= 1} onClick={() => turn(answer.page - 1)}>
            {t('admin.orders.previous')}
          </button>
          <span>{t('admin.orders.page', { page: answer.page, pages })}</span>
          <button type="button" className="button button--ghost" disabled={answer.page >= pages} onClick={() => turn(answer.page + 1)}>
            {t('admin.orders.next')}
          </button>
        </nav>
      )}
    </>
  );
}
