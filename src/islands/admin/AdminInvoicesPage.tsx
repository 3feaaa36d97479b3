// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { InvoiceListAnswer } from '../../api/admin-invoices.ts';
import { exportInvoiceCsv, invoiceSearch, loadInvoiceList, type InvoiceListQuery } from '../../client/admin-invoices.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind, type TaxDocumentState } from '../../lib/tax/documents.ts';
import { INVOICE_STATES, monthBeside, type InvoicePeriod } from '../../lib/tax/invoice-period.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { InvoiceList, InvoiceTotals } from './InvoiceList.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices, type Notice } from './Notices.tsx';
import { saveFile } from './save-file.ts';
import { adminFailureMessage, useAdminData } from './useAdminData.ts';
import { SelectField } from './SelectField.tsx';

const t = translationsFor(pageLocale());
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's query lives in the URL (?from=&to=&kind=&status=&page=), so a reload or a shared link opens it again. */
function queryFromUrl(): InvoiceListQuery {
  const params = new URLSearchParams(window.location.search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const kind = params.get('kind');
  const state = params.get('status');
  return {
    period: DAY.test(from) && DAY.test(to) ? { from, to } : null,
    kind: (TAX_DOCUMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as TaxDocumentKind) : null,
    state: (INVOICE_STATES as readonly string[]).includes(state ?? '') ? (state as TaxDocumentState) : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function Filters({ answer, onQuery }: { answer: InvoiceListAnswer; onQuery: (query: InvoiceListQuery) => void }) {
  const id = useId();
  const period = { from: answer.period.from, to: answer.period.to };
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    onQuery({
      period: { from: value('from'), to: value('to') },
      kind: (value('kind') || null) as TaxDocumentKind | null,
      state: (value('status') || null) as TaxDocumentState | null,
      page: 1,
    });
  }
  const month = (months: -1 | 1, label: string) => {
    const next: InvoiceListQuery = { period: monthBeside(period, months), kind: answer.kind, state: answer.status, page: 1 };
    return (
      <a
        href={`/admin/invoices${invoiceSearch(next)}`}
        onClick={(event) => {
          event.preventDefault();
          onQuery(next);
        }}
      >
        {label}
      </a>
    );
  };
  return (
    <div className="admin-cash__picker">
      <form className="admin-filters" onSubmit={submit} key={`${period.from}${period.to}${answer.kind}${answer.status}`}>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-from`}>{t('admin.invoices.from')}</label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={period.from} required />
        </div>
        <div className="admin-filters__field">
          <label htmlFor={`${id}-to`}>{t('admin.invoices.to')}</label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={period.to} required />
        </div>
        <SelectField
          label={t('admin.invoices.kind')}
          name="kind"
          any={t('admin.invoices.all')}
          options={TAX_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`admin.invoices.kinds.${kind}`) }))}
          defaultValue={answer.kind ?? ''}
        />
        <SelectField
          label={t('admin.invoices.state')}
          name="status"
          any={t('admin.invoices.all')}
          options={INVOICE_STATES.map((state) => ({ value: state, label: t(`admin.invoices.stateName.${state}`) }))}
          defaultValue={answer.status ?? ''}
        />
        <button type="submit" className="button">
          {t('admin.invoices.show')}
        </button>
      </form>
      <p className="admin-cash__days">
        {month(-1, t('admin.invoices.previousMonth'))} · {month(1, t('admin.invoices.nextMonth'))}
      </p>
    </div>
  );
}

function ExportButton({ period, onNotice }: { period: InvoicePeriod; onNotice: (notice: Notice) => void }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    onNotice({ kind: 'status', text: t('admin.invoices.exporting') });
    const answer = await exportInvoiceCsv(period);
    setBusy(false);
    if (!answer.ok) return onNotice({ kind: 'error', text: adminFailureMessage(answer) });
    saveFile(answer.data.file, answer.data.name);
    onNotice({ kind: 'status', text: t('admin.invoices.exported', { file: answer.data.name }) });
  }
  return (
    <button type="button" className="button button--ghost" disabled={busy} onClick={() => void download()}>
      {busy ? t('admin.invoices.exporting') : t('admin.invoices.export')}
    </button>
  );
}

function InvoiceDesk() {
  const [query, setQuery] = useState(queryFromUrl);
  const [notice, setNotice] = useState<Notice>(null);
  const { data, loadError, reload } = useAdminData(`/api/admin/invoices${invoiceSearch(query)}`, loadInvoiceList);

  useEffect(() => {
    const back = () => setQuery(queryFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  function show(next: InvoiceListQuery) {
    window.history.pushState(null, '', `/admin/invoices${invoiceSearch(next)}`);
    setQuery(next);
  }
  function changed(next: Notice) {
    setNotice(next);
    reload();
  }

  return (
    <div className="admin admin--wide admin-invoices">
      <AdminNav current="invoices" />
      <h1>{t('admin.invoices.title')}</h1>
      <p className="admin__muted">{t('admin.invoices.intro')}</p>
      <Notices notice={notice} />
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <Filters answer={data} onQuery={show} />
          <div className="admin-invoices__summary">
            <p className="admin__summary" role="status">
              {t('admin.invoices.summary', { count: data.total, from: data.period.from, to: data.period.to })}
            </p>
            <ExportButton period={{ from: data.period.from, to: data.period.to }} onNotice={setNotice} />
          </div>
          <InvoiceList answer={data} onQuery={show} onChanged={changed} />
          <InvoiceTotals answer={data} />
        </>
      )}
    </div>
  );
}

/** /admin/invoices: the accountant's desk: a period's tax invoices and credit notes, their sums per tax type, the CSV, and Retry on refused ones. */
export default function AdminInvoicesPage() {
  return (
    <AdminGuard title={t('admin.invoices.title')}>
      <InvoiceDesk />
    </AdminGuard>
  );
}
