import { useState } from 'react';
import type { AdminInvoice } from '../../api/admin-invoices.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { retryInvoice } from '../../client/admin-invoices.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { formatKes } from '../../lib/money.ts';
import { refusalWords } from '../../lib/tax/refusal-words.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const kes = (cents: number) => formatKes(cents, t.locale);

/** KRA's words as the pages show them: "910 Request parameter error: …". */
export const kraWords = (error: NonNullable<AdminInvoice['lastError']>) => refusalWords(error);

/** "Tax invoice" or "Credit note". */
export const invoiceKindName = (invoice: Pick<AdminInvoice, 'kind'>) => t(`admin.invoices.kindName.${invoice.kind}`);

/** A failed document's Retry: queued again, the page told; the button says which document it is to a screen reader. */
export function RetryInvoiceButton({ invoice, label, onDone }: { invoice: AdminInvoice; label: string; onDone: (notice: Notice) => void }) {
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    const answer = await retryInvoice(invoice.orderId, invoice.id);
    setBusy(false);
    onDone(
      answer.ok
        ? { kind: 'status', text: t('admin.invoices.retried', { kind: invoiceKindName(invoice) }) }
        : { kind: 'error', text: adminFailureMessage(answer) },
    );
  }
  return (
    <button type="button" className="button button--ghost" onClick={() => void retry()} disabled={busy}>
      {busy ? t('admin.invoices.retryBusy') : t('admin.invoices.retry')}
      <span className="visually-hidden">: {label}</span>
    </button>
  );
}

function InvoiceState({ invoice, onChanged }: { invoice: AdminInvoice; onChanged: (notice: Notice) => void }) {
  const title = t('admin.invoices.order.title', {
    kind: invoiceKindName(invoice),
    source: t(`admin.invoices.source.${invoice.source}`),
    amount: kes(invoice.amountCents),
  });
  return (
    <li data-testid="order-invoice" data-state={invoice.state}>
      <strong>{title}</strong>{' '}
      <span className={`admin-badge admin-badge--invoice-${invoice.state}`}>{t(`admin.invoices.stateName.${invoice.state}`)}</span>
      <br />
      {invoice.state === 'issued' && (
        <>
          <span>
            {t('admin.invoices.issued', {
              date: adminDateTime(invoice.signedAt ?? invoice.occurredAt),
              number: invoice.cuInvoiceNumber ?? '',
            })}
          </span>
          {invoice.vatCents !== null && invoice.taxableCents !== null && (
            <>
              <br />
              <span className="admin__muted">
                {t('admin.invoices.vat', { vat: kes(invoice.vatCents), taxable: kes(invoice.taxableCents) })}
              </span>
            </>
          )}
        </>
      )}
      {invoice.state === 'waiting' && (
        <>
          <span>{t('admin.invoices.waitingSince', { date: adminDateTime(invoice.queuedAt) })}</span>
          {invoice.lastError && (
            <>
              <br />
              <span className="admin__muted">{t('admin.invoices.lastTry', { error: kraWords(invoice.lastError) })}</span>
            </>
          )}
        </>
      )}
      {invoice.state === 'failed' && (
        <span className="admin__error" data-testid="invoice-refusal">
          {t('admin.invoices.refused', { error: invoice.lastError ? kraWords(invoice.lastError) : '?' })}
        </span>
      )}
      {invoice.originalCuInvoiceNumber && (
        <>
          <br />
          <span className="admin__muted">{t('admin.invoices.original', { number: invoice.originalCuInvoiceNumber })}</span>
        </>
      )}
      {invoice.buyer && (
        <>
          <br />
          <span className="admin__muted">{t('admin.invoices.buyer', { name: invoice.buyer.name, pin: invoice.buyer.pin })}</span>
        </>
      )}
      {invoice.printHref && (
        <>
          <br />
          <a href={invoice.printHref}>
            {t('admin.invoices.print')}
            <span className="visually-hidden">: {invoice.cuInvoiceNumber}</span>
          </a>
        </>
      )}
      {invoice.state === 'failed' && (
        <>
          <br />
          <RetryInvoiceButton invoice={invoice} label={title} onDone={onChanged} />
        </>
      )}
    </li>
  );
}

/** The order's tax invoices and credit notes, oldest first: waiting (since when), issued (CU number, VAT, the printable page), failed (KRA's words, Retry). */
export function InvoicesSection({ detail, onChanged }: { detail: AdminOrderDetailView; onChanged: (notice: Notice) => void }) {
  return (
    <section aria-labelledby="order-invoices" className="admin-panel">
      <h2 id="order-invoices">{t('admin.invoices.order.heading')}</h2>
      {detail.invoices.length === 0 ? (
        <p>{t('admin.invoices.order.none')}</p>
      ) : (
        <ol className="admin-history" data-testid="order-invoices">
          {detail.invoices.map((invoice) => (
            <InvoiceState key={invoice.id} invoice={invoice} onChanged={onChanged} />
          ))}
        </ol>
      )}
    </section>
  );
}
