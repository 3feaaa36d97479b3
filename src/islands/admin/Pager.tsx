import { useId } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

const PAGE_SIZES = [25, 50, 100] as const;

interface Props<Q extends { page: number; pageSize: number }> {
  query: Q;
  total: number;
  onChange: (next: Q) => void;
  /** The rows-per-page select's label (the orders table's by default). */
  sizeLabel?: string;
  /** The pager's name, for a page with more than one list (the orders table's by default). */
  label?: string;
}

/** Previous/next page and rows per page of a paged admin list: the orders table, the warranty lists. */
export function Pager<Q extends { page: number; pageSize: number }>({ query, total, onChange, sizeLabel, label }: Props<Q>) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  return (
    <nav className="admin-pager" aria-label={label ?? t('admin.orders.paging')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={query.page <= 1}
        onClick={() => onChange({ ...query, page: query.page - 1 })}
      >
        {t('admin.orders.previous')}
      </button>
      <span>{t('admin.orders.page', { page: query.page, pages })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={query.page >= pages}
        onClick={() => onChange({ ...query, page: query.page + 1 })}
      >
        {t('admin.orders.next')}
      </button>
      <label htmlFor={sizeId}>{sizeLabel ?? t('admin.orders.pageSize')}</label>
      <select
        id={sizeId}
        className="admin-select"
        value={query.pageSize}
        onChange={(e) => onChange({ ...query, pageSize: Number(e.currentTarget.value), page: 1 })}
      >
        {(PAGE_SIZES as readonly number[]).includes(query.pageSize) ? null : <option value={query.pageSize}>{query.pageSize}</option>}
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
