import type { StockFigures } from '../../../api/stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { shopperStock } from '../../../lib/stock/state.ts';

const t = translationsFor(pageLocale());

/** What the table marks a product as: in stock, low, out, or not counted (the shopper's rule, stock/state.ts, for a counted one). */
function stockMark(figures: Pick<StockFigures, 'tracked' | 'available' | 'lowThreshold'>): 'in_stock' | 'low' | 'out' | 'untracked' {
  if (!figures.tracked) return 'untracked';
  const { state } = shopperStock(figures.available, figures.lowThreshold);
  return state === 'out_of_stock' ? 'out' : state;
}

/** The product's mark as a badge, and "Not on sale" beside it when the editors took it off sale. */
export function StockMark({ figures, onSale }: { figures: Pick<StockFigures, 'tracked' | 'available' | 'lowThreshold'>; onSale: boolean }) {
  const mark = stockMark(figures);
  return (
    <span className="stock-marks">
      <span className={`admin-badge stock-badge--${mark}`}>{t(`admin.stock.mark.${mark}`)}</span>
      {!onSale && <span className="admin-badge stock-badge--off-sale">{t('admin.stock.mark.offSale')}</span>}
    </span>
  );
}
