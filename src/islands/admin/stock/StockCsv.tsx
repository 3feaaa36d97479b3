import { lazy, Suspense, useRef, useState } from 'react';
import { exportStockCsv } from '../../../client/admin-stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import type { Notice } from '../Notices.tsx';
import { saveFile } from '../save-file.ts';
import { adminFailureMessage } from '../useAdminData.ts';

const t = translationsFor(pageLocale());

// A stocktake is done now and then: its form is loaded when it is opened.
const StockImportForm = lazy(() => import('./StockImportForm.tsx'));

interface Props {
  onNotice: (notice: Notice) => void;
  /** Counts were imported: the table loads again. */
  onImported: () => void;
}

/** A stocktake by spreadsheet: Download CSV (every product with its figures) and Import counts (the form, opened in place). */
export function StockCsv({ onNotice, onImported }: Props) {
  const [downloading, setDownloading] = useState(false);
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);

  async function download() {
    setDownloading(true);
    onNotice({ kind: 'status', text: t('admin.stock.csv.downloading') });
    const answer = await exportStockCsv();
    setDownloading(false);
    if (!answer.ok) return onNotice({ kind: 'error', text: adminFailureMessage(answer) });
    saveFile(answer.data.file, answer.data.name);
    onNotice({ kind: 'status', text: t('admin.stock.csv.downloaded', { file: answer.data.name }) });
  }

  function closeImport() {
    setImporting(false);
    requestAnimationFrame(() => importButton.current?.focus());
  }

  return (
    <section className="stock-csv" aria-labelledby="stock-csv-heading">
      <h2 id="stock-csv-heading" className="visually-hidden">
        {t('admin.stock.csv.heading')}
      </h2>
      <div className="stock-csv__buttons">
        <button type="button" className="button button--ghost" disabled={downloading} onClick={() => void download()}>
          {downloading ? t('admin.stock.csv.downloading') : t('admin.stock.csv.download')}
        </button>
        <button
          ref={importButton}
          type="button"
          className={importing ? 'button' : 'button button--ghost'}
          aria-expanded={importing}
          onClick={() => (importing ? closeImport() : setImporting(true))}
        >
          {t('admin.stock.csv.import')}
        </button>
      </div>
      {importing && (
        <Suspense fallback={<p role="status">{t('admin.loading')}</p>}>
          <StockImportForm
            onClose={closeImport}
            onImported={(text) => {
              onNotice({ kind: 'status', text });
              onImported();
              closeImport();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
