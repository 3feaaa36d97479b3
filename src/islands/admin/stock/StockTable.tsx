import type { AdminStockRow } from '../../../api/stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { StockMark } from './StockMark.tsx';

const t = translationsFor(pageLocale());

interface Props {
  rows: readonly AdminStockRow[];
  categoryName: (slug: string) => string;
  /** The product whose stock is open. */
  open: string | undefined;
  onManage: (productId: string) => void;
}

/** A product's figure, or a dash for one the shop does not count. */
const figure = (row: AdminStockRow, value: number) => (row.tracked ? value : t('admin.stock.notCounted'));

/** The stock table: a product a row (a card below 768 px), its figures and mark, and the button that opens its stock. */
export function StockTable({ rows, categoryName, open, onManage }: Props) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table stock-table" data-testid="stock-table">
        <caption className="visually-hidden">{t('admin.stock.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.stock.col.product')}</th>
            <th scope="col">{t('admin.stock.col.category')}</th>
            <th scope="col">{t('admin.stock.col.onHand')}</th>
            <th scope="col">{t('admin.stock.col.reserved')}</th>
            <th scope="col">{t('admin.stock.col.available')}</th>
            <th scope="col">{t('admin.stock.col.threshold')}</th>
            <th scope="col">{t('admin.stock.col.state')}</th>
            <th scope="col">{t('admin.stock.col.manage')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.productId} className={open === row.productId ? 'stock-table__open' : undefined} data-product={row.productId}>
              <th scope="row" data-label={t('admin.stock.col.product')}>
                <span>
                  {row.name}
                  <span className="admin-table__sub">
                    {row.brand} · <code>{row.productId}</code>
                  </span>
                </span>
              </th>
              <td data-label={t('admin.stock.col.category')}>{categoryName(row.category)}</td>
              <td data-label={t('admin.stock.col.onHand')} className="stock-table__figure">
                {figure(row, row.onHand)}
              </td>
              <td data-label={t('admin.stock.col.reserved')} className="stock-table__figure">
                {figure(row, row.reserved)}
              </td>
              <td data-label={t('admin.stock.col.available')} className="stock-table__figure">
                {row.tracked ? <strong>{row.available}</strong> : t('admin.stock.notCounted')}
              </td>
              <td data-label={t('admin.stock.col.threshold')} className="stock-table__figure">
                {figure(row, row.lowThreshold)}
              </td>
              <td data-label={t('admin.stock.col.state')}>
                <StockMark figures={row} onSale={row.onSale} />
              </td>
              <td data-label={t('admin.stock.col.manage')}>
                <button
                  type="button"
                  className="button button--ghost"
                  data-manage={row.productId}
                  aria-label={t('admin.stock.manageOf', { name: row.name })}
                  onClick={() => onManage(row.productId)}
                >
                  {t('admin.stock.manage')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
