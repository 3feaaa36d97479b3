// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { loadStockList, stockListPath } from '../../client/admin-stock.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { readStockQuery, stockPageSearch, type StockFilter, type StockPageQuery } from '../../lib/stock/stock-query.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices, type Notice } from './Notices.tsx';
import { Pager } from './Pager.tsx';
import { StockCsv } from './stock/StockCsv.tsx';
import { StockFilters, type CategoryChoice } from './stock/StockFilters.tsx';
import { StockTable } from './stock/StockTable.tsx';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());

// A product's stock is opened one at a time, with its forms and history: loaded when first opened.
const StockProduct = lazy(() => import('./stock/StockProduct.tsx'));

/** The page's state lives in the URL (`?filter=low` from the daily low-stock e-mail), so a link or a reload opens the same view. */
const queryFromUrl = () => readStockQuery(new URLSearchParams(window.location.search));

/** The Manage button of a product's row, to give the cursor back to when its stock is closed. */
const manageButton = (productId: string) => document.querySelector<HTMLButtonElement>(`button[data-manage="${CSS.escape(productId)}"]`);

function StockDesk({ categories }: { categories: readonly CategoryChoice[] }) {
  const [query, setQuery] = useState<StockPageQuery>(queryFromUrl);
  const { data, loadError, reload } = useAdminData(stockListPath(query), loadStockList);
  const [notice, setNotice] = useState<Notice>(null);
  const names = useMemo(() => new Map(categories.map((c) => [c.slug, c.name])), [categories]);

  useEffect(() => {
    const back = () => setQuery(queryFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const navigate = useCallback((next: StockPageQuery) => {
    window.history.pushState(null, '', `/admin/stock${stockPageSearch(next)}`);
    setNotice(null);
    setQuery(next);
  }, []);

  function close(productId: string) {
    navigate({ ...query, product: undefined });
    requestAnimationFrame(() => manageButton(productId)?.focus());
  }

  const rows = data?.rows ?? [];
  const shown = rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const filterLink = (filter: StockFilter, count: number) => (
    <a
      href={`/admin/stock${stockPageSearch({ filter, page: 1, pageSize: query.pageSize })}`}
      onClick={(e) => {
        e.preventDefault();
        navigate({ filter, page: 1, pageSize: query.pageSize });
      }}
    >
      {t('admin.stock.quickLink', { label: t(`admin.stock.filter.${filter}`), count })}
    </a>
  );
  return (
    <div className="admin admin--wide admin-stock">
      <AdminNav current="stock" />
      <h1>{t('admin.stock.title')}</h1>
      <p className="admin__muted">{t('admin.stock.intro')}</p>
      <StockCsv onNotice={setNotice} onImported={reload} />
      <StockFilters query={query} categories={categories} onChange={navigate} />
      <Notices notice={notice} />
      {query.product && (
        <Suspense fallback={<p role="status">{t('admin.loading')}</p>}>
          <StockProduct
            key={query.product}
            productId={query.product}
            row={rows.find((row) => row.productId === query.product)}
            onChanged={reload}
            onClose={() => close(query.product!)}
          />
        </Suspense>
      )}
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__summary" role="status">
            {rows.length === data.totals.products
              ? t('admin.stock.summary', { count: data.totals.products })
              : t('admin.stock.shown', { count: rows.length, products: data.totals.products })}
          </p>
          <nav className="stock-quick" aria-label={t('admin.stock.quick')}>
            {filterLink('low', data.totals.low)} · {filterLink('out', data.totals.out)} · {filterLink('untracked', data.totals.untracked)}
          </nav>
          {rows.length === 0 ? (
            <p>{t('admin.stock.none')}</p>
          ) : (
            <>
              <StockTable
                rows={shown}
                categoryName={(slug) => names.get(slug) ?? slug}
                open={query.product}
                onManage={(product) => navigate({ ...query, product })}
              />
              <Pager
                query={query}
                total={rows.length}
                onChange={navigate}
                label={t('admin.stock.paging')}
                sizeLabel={t('admin.stock.pageSize')}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** /admin/stock: every product's count, reserved and available units, filtered from the URL, with each product's changes and history, and the stocktake by CSV. */
export default function AdminStockPage({ categories }: { categories: readonly CategoryChoice[] }) {
  return (
    <AdminGuard title={t('admin.stock.title')}>
      <StockDesk categories={categories} />
    </AdminGuard>
  );
}
