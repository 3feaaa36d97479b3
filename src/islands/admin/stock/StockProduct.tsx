import { useEffect, useId, useRef, useState } from 'react';
import type { AdminStockRow, StockFigures } from '../../../api/stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { adminDateTime } from '../../../lib/admin/format.ts';
import { Notices, type Notice } from '../Notices.tsx';
import { STOCK_ACTIONS, StockActionForm, type StockAction } from './StockActionForms.tsx';
import { StockHistory } from './StockHistory.tsx';
import { StockMark } from './StockMark.tsx';

const t = translationsFor(pageLocale());

interface Props {
  productId: string;
  /** The product's row in the table, when the filters show it: its name and figures. */
  row: AdminStockRow | undefined;
  /** A change was made: the table loads again. */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * One product's stock: its figures, the five changes the team makes (each a form, one open at a
 * time; offered once the figures are known, so not for an id the catalogue does not have) and its history. Opened, the cursor goes to its heading; a form closed or done gives it
 * back to the button that opened it, and what was done is said in the panel's status line.
 */
export default function StockProduct({ productId, row, onChanged, onClose }: Props) {
  const headingId = useId();
  const [figures, setFigures] = useState<StockFigures | null>(row ?? null);
  const [open, setOpen] = useState<StockAction | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [version, setVersion] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<StockAction, HTMLButtonElement>());
  const name = row?.name ?? productId;

  useEffect(() => {
    headingRef.current?.focus();
  }, [productId]);

  function close(action: StockAction) {
    setOpen(null);
    // The button is back once the form is gone.
    requestAnimationFrame(() => buttons.current.get(action)?.focus());
  }

  const shown = figures ?? row;
  return (
    <section className="admin-panel stock-product" aria-labelledby={headingId}>
      <div className="stock-product__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('admin.stock.product.heading', { name })}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('admin.stock.product.close')}
        </button>
      </div>
      <p className="admin__muted">
        <code>{productId}</code>
      </p>
      {shown && (
        <>
          <dl className="stock-product__figures">
            <div>
              <dt>{t('admin.stock.col.onHand')}</dt>
              <dd>{shown.tracked ? shown.onHand : t('admin.stock.notCounted')}</dd>
            </div>
            <div>
              <dt>{t('admin.stock.col.reserved')}</dt>
              <dd>{shown.tracked ? shown.reserved : t('admin.stock.notCounted')}</dd>
            </div>
            <div>
              <dt>{t('admin.stock.col.available')}</dt>
              <dd>{shown.tracked ? shown.available : t('admin.stock.notCounted')}</dd>
            </div>
            <div>
              <dt>{t('admin.stock.col.threshold')}</dt>
              <dd>{shown.tracked ? shown.lowThreshold : t('admin.stock.notCounted')}</dd>
            </div>
            <div>
              <dt>{t('admin.stock.col.state')}</dt>
              <dd>
                <StockMark figures={shown} onSale={row?.onSale ?? true} />
              </dd>
            </div>
          </dl>
          {shown.tracked && shown.updatedAt ? (
            <p className="admin__muted">{t('admin.stock.product.updated', { time: adminDateTime(shown.updatedAt) })}</p>
          ) : null}
          {!shown.tracked && <p>{t('admin.stock.product.notCounted')}</p>}
        </>
      )}
      <Notices notice={notice} />
      {shown && (
        <>
          <h3 className="visually-hidden">{t('admin.stock.product.actions')}</h3>
          <div className="stock-product__actions">
            {STOCK_ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className={open === action ? 'button' : 'button button--ghost'}
                aria-expanded={open === action}
                ref={(button) => {
                  if (button) buttons.current.set(action, button);
                  else buttons.current.delete(action);
                }}
                onClick={() => {
                  setNotice(null);
                  setOpen(open === action ? null : action);
                }}
              >
                {t(`admin.stock.action.${action}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {open && shown && (
        <StockActionForm
          key={open}
          action={open}
          productId={productId}
          name={name}
          figures={shown}
          onClose={() => close(open)}
          onDone={(next, text) => {
            setFigures(next);
            setNotice({ kind: 'status', text });
            setVersion((n) => n + 1);
            onChanged();
            close(open);
          }}
        />
      )}
      <StockHistory productId={productId} name={name} version={version} onStock={setFigures} />
    </section>
  );
}
