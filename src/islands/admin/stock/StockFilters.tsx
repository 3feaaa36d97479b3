import { useId, type SubmitEvent } from 'react';
import { SearchField } from '../SearchField.tsx';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { STOCK_FILTERS, STOCK_MAX_SEARCH, type StockFilter, type StockPageQuery } from '../../../lib/stock/stock-query.ts';

const t = translationsFor(pageLocale());

export interface CategoryChoice {
  slug: string;
  name: string;
}

interface Props {
  query: StockPageQuery;
  categories: readonly CategoryChoice[];
  onChange: (next: StockPageQuery) => void;
}

/** Which products the stock table shows: all, low, out or not counted; a category; a search. Every change starts at page 1. */
export function StockFilters({ query, categories, onChange }: Props) {
  const filterId = useId();
  const categoryId = useId();
  const set = (patch: Partial<StockPageQuery>) => onChange({ ...query, ...patch, page: 1 });

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    set({ q: q || undefined });
  }

  const filtered = query.filter !== 'all' || query.category !== undefined || query.q !== undefined;
  return (
    <form className="admin-filters" role="search" aria-label={t('admin.stock.filters')} onSubmit={search}>
      <div className="admin-filters__field">
        <label htmlFor={filterId}>{t('admin.stock.filter')}</label>
        <select
          id={filterId}
          className="admin-select"
          value={query.filter}
          onChange={(e) => set({ filter: e.currentTarget.value as StockFilter })}
        >
          {STOCK_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.stock.filter.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor={categoryId}>{t('admin.stock.category')}</label>
        <select
          id={categoryId}
          className="admin-select"
          value={query.category ?? ''}
          onChange={(e) => set({ category: e.currentTarget.value || undefined })}
        >
          <option value="">{t('admin.stock.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
          {query.category && !categories.some((c) => c.slug === query.category) && <option value={query.category}>{query.category}</option>}
        </select>
      </div>
      <SearchField
        label={t('admin.stock.search')}
        hint={t('admin.stock.searchHint')}
        submit={t('admin.stock.apply')}
        name="q"
        maxLength={STOCK_MAX_SEARCH}
        defaultValue={query.q ?? ''}
        resetKey={query.q ?? ''}
      />
      {filtered && (
        <a
          className="admin-filters__clear"
          href="/admin/stock"
          onClick={(e) => {
            e.preventDefault();
            onChange({ filter: 'all', page: 1, pageSize: query.pageSize });
          }}
        >
          {t('admin.stock.clear')}
        </a>
      )}
    </form>
  );
}
