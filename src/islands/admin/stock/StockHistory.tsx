import { useEffect, useRef, useState } from 'react';
import type { StockFigures, StockMovement } from '../../../api/stock.ts';
import { loadStockHistory } from '../../../client/admin-stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { adminDateTime } from '../../../lib/admin/format.ts';
import { orderReference } from '../../../lib/order-display.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { adminFailureMessage } from '../useAdminData.ts';

const t = translationsFor(pageLocale());

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A figure's change and what it was after: "+5 → 12"; no change, just the figure. */
const moved = (change: number, after: number) =>
  change === 0 ? String(after) : t('admin.stock.history.change', { change: signed(change), after });

interface Props {
  productId: string;
  name: string;
  /** Changes each time the product's stock changes: the history loads again from its newest movement. */
  version: number;
  /** The product's figures as its history's first page gives them. */
  onStock: (figures: StockFigures) => void;
}

/** A product's movements, newest first, a page at a time (Older movements); the first of each new page takes the cursor. */
export function StockHistory({ productId, name, version, onStock }: Props) {
  const [movements, setMovements] = useState<StockMovement[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const firstOfPage = useRef<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());

  useEffect(() => {
    let live = true;
    setMovements(null);
    setError(null);
    void loadStockHistory(productId).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setError(adminFailureMessage(answer));
      setMovements(answer.data.movements);
      setNext(answer.data.next);
      onStock(answer.data.stock);
    });
    return () => {
      live = false;
    };
  }, [productId, version, reloads, onStock]);

  useEffect(() => {
    if (firstOfPage.current) rowRefs.current.get(firstOfPage.current)?.focus();
    firstOfPage.current = null;
  }, [movements]);

  async function older() {
    if (!next || loading) return;
    setLoading(true);
    const answer = await loadStockHistory(productId, next);
    setLoading(false);
    if (!answer.ok) return setError(adminFailureMessage(answer));
    firstOfPage.current = answer.data.movements[0]?.id ?? null;
    setMovements((shown) => [...(shown ?? []), ...answer.data.movements]);
    setNext(answer.data.next);
  }

  return (
    <section className="stock-history" aria-labelledby={`stock-history-${productId}`}>
      <h3 id={`stock-history-${productId}`}>{t('admin.stock.history.heading')}</h3>
      {error ? (
        <LoadFailed message={error} onRetry={() => setReloads((n) => n + 1)} />
      ) : movements === null ? (
        <p role="status">{t('admin.stock.history.loading')}</p>
      ) : movements.length === 0 ? (
        <p>{t('admin.stock.history.none')}</p>
      ) : (
        <>
          <div className="admin-table-scroll">
            <table className="admin-table stock-history__table">
              <caption className="visually-hidden">{t('admin.stock.history.table', { name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.stock.history.col.when')}</th>
                  <th scope="col">{t('admin.stock.history.col.what')}</th>
                  <th scope="col">{t('admin.stock.history.col.onHand')}</th>
                  <th scope="col">{t('admin.stock.history.col.reserved')}</th>
                  <th scope="col">{t('admin.stock.history.col.order')}</th>
                  <th scope="col">{t('admin.stock.history.col.who')}</th>
                  <th scope="col">{t('admin.stock.history.col.note')}</th>
                </tr>
              </thead>
              <tbody>
                {movements.map((m) => (
                  <tr
                    key={m.id}
                    tabIndex={-1}
                    ref={(row) => {
                      if (row) rowRefs.current.set(m.id, row);
                      else rowRefs.current.delete(m.id);
                    }}
                  >
                    <th scope="row" data-label={t('admin.stock.history.col.when')}>
                      {adminDateTime(m.at)}
                    </th>
                    <td data-label={t('admin.stock.history.col.what')}>{t(`admin.stock.kind.${m.kind}`)}</td>
                    <td data-label={t('admin.stock.history.col.onHand')}>{moved(m.onHandChange, m.onHandAfter)}</td>
                    <td data-label={t('admin.stock.history.col.reserved')}>{moved(m.reservedChange, m.reservedAfter)}</td>
                    <td data-label={t('admin.stock.history.col.order')}>
                      {m.orderId ? (
                        <a href={`/admin/order?id=${m.orderId}`} aria-label={t('admin.orders.open', { id: orderReference(m.orderId) })}>
                          <code>{orderReference(m.orderId)}</code>
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-label={t('admin.stock.history.col.who')}>{m.actorEmail ?? t('admin.stock.history.shop')}</td>
                    <td data-label={t('admin.stock.history.col.note')}>{m.note ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {next && (
            <button type="button" className="button button--ghost" disabled={loading} onClick={() => void older()}>
              {loading ? t('admin.stock.history.loading') : t('admin.stock.history.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
