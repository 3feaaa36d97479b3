import type { StockFigures } from '../../../api/stock.ts';
import {
  adjustStock,
  ordersWithReference,
  receiveStock,
  setLowThreshold,
  setStockCount,
  takeBackReturn,
} from '../../../client/admin-stock.ts';
import { translationsFor } from '../../../i18n/index.ts';
import { pageLocale } from '../../../i18n/page-locale.ts';
import { orderReference } from '../../../lib/order-display.ts';
import { parseOrderReference } from '../../../lib/orders/reference.ts';
import { countWarning, readUnits } from '../../../lib/stock/count-entry.ts';
import { STOCK_COUNT_MAX, STOCK_THRESHOLD_MAX } from '../../../lib/stock/stocktake-csv.ts';
import { adminFailureMessage } from '../useAdminData.ts';
import { sentOf, StockForm, type StockErrors, type StockField } from './StockForm.tsx';

const t = translationsFor(pageLocale());

/** The five things the team does to a product's stock. */
export const STOCK_ACTIONS = ['count', 'receive', 'adjust', 'threshold', 'return'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

interface Props {
  action: StockAction;
  productId: string;
  name: string;
  figures: StockFigures;
  onDone: (figures: StockFigures, notice: string) => void;
  onClose: () => void;
}

const NOTE_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const note = (form: FormData) => (text(form, 'note') ? { note: text(form, 'note') } : {});
const noteField = (hint = t('admin.stock.form.noteHint')): StockField => ({
  name: 'note',
  kind: 'textarea',
  label: t('admin.stock.form.note'),
  hint,
  maxLength: NOTE_MAX,
});
const unitsError = (min: number) => t('admin.stock.error.quantity', { min });
const after = (f: StockFigures) => ({ onHand: f.onHand, available: f.available });

/**
 * The order a return came from, as typed: a full id as it is, an 8-character reference looked up
 * among the orders (exactly one must start with it).
 */
async function orderIdOf(typed: string): Promise<{ ok: true; orderId: string } | { ok: false; errors: StockErrors }> {
  if (UUID.test(typed)) return { ok: true, orderId: typed.toLowerCase() };
  const reference = parseOrderReference(typed);
  if (!reference) return { ok: false, errors: { order: t('admin.stock.error.order') } };
  const found = await ordersWithReference(reference);
  if (!found.ok) return { ok: false, errors: { form: adminFailureMessage(found) } };
  if (found.data.length === 1) return { ok: true, orderId: found.data[0]! };
  return {
    ok: false,
    errors: { order: t(found.data.length === 0 ? 'admin.stock.error.orderNotFound' : 'admin.stock.error.orderMany', { reference }) },
  };
}

/** The form of one stock action on one product; each sends its call and says what it did. */
export function StockActionForm({ action, productId, name, figures, onDone, onClose }: Props) {
  const common = { onClose, heading: t(`admin.stock.${action}.heading`, { name }), intro: t(`admin.stock.${action}.intro`) };
  switch (action) {
    case 'count':
      return (
        <StockForm<{ quantity: number; note?: string }>
          {...common}
          fields={[
            { name: 'quantity', kind: 'units', label: t('admin.stock.count.quantity'), hint: t('admin.stock.form.units') },
            noteField(),
          ]}
          submitLabel={t('admin.stock.count.submit')}
          check={(form) => {
            const quantity = readUnits(text(form, 'quantity'), 0, STOCK_COUNT_MAX);
            if (quantity === null) return { ok: false, errors: { quantity: unitsError(0) } };
            const warning = countWarning(figures, quantity);
            const words = { from: figures.onHand, to: quantity, reserved: figures.reserved };
            const ask = warning && {
              question:
                warning.kind === 'bigDrop'
                  ? t('admin.stock.count.bigDrop', { ...words, by: warning.by })
                  : t('admin.stock.count.belowReserved', { ...words, available: warning.available }),
              confirm: t('admin.stock.count.confirm', { to: quantity }),
            };
            return { ok: true, payload: { quantity, ...note(form) }, ...(ask ? { ask } : {}) };
          }}
          send={async (body) => sentOf(await setStockCount(productId, body), { quantity: 'quantity', note: 'note' })}
          onDone={(f) => onDone(f, t('admin.stock.count.done', { name, ...after(f) }))}
        />
      );
    case 'receive':
      return (
        <StockForm<{ quantity: number; note?: string }>
          {...common}
          fields={[
            { name: 'quantity', kind: 'units', label: t('admin.stock.receive.quantity'), hint: t('admin.stock.form.units') },
            noteField(),
          ]}
          submitLabel={t('admin.stock.receive.submit')}
          check={(form) => {
            const quantity = readUnits(text(form, 'quantity'), 1, STOCK_COUNT_MAX);
            return quantity === null
              ? { ok: false, errors: { quantity: unitsError(1) } }
              : { ok: true, payload: { quantity, ...note(form) } };
          }}
          send={async (body) => sentOf(await receiveStock(productId, body), { quantity: 'quantity', note: 'note' })}
          onDone={(f, body) => onDone(f, t('admin.stock.receive.done', { name, quantity: body.quantity, ...after(f) }))}
        />
      );
    case 'adjust':
      return (
        <StockForm<{ change: number; reason: string }>
          {...common}
          fields={[
            {
              name: 'direction',
              kind: 'choice',
              label: t('admin.stock.adjust.direction'),
              defaultValue: 'remove',
              choices: [
                { value: 'remove', label: t('admin.stock.adjust.remove') },
                { value: 'add', label: t('admin.stock.adjust.add') },
              ],
            },
            { name: 'units', kind: 'units', label: t('admin.stock.adjust.quantity'), hint: t('admin.stock.form.units') },
            {
              name: 'reason',
              kind: 'textarea',
              label: t('admin.stock.adjust.reason'),
              hint: t('admin.stock.adjust.reasonHint'),
              maxLength: NOTE_MAX,
            },
          ]}
          submitLabel={t('admin.stock.adjust.submit')}
          check={(form) => {
            const units = readUnits(text(form, 'units'), 1, STOCK_COUNT_MAX);
            const reason = text(form, 'reason');
            const errors: StockErrors = {
              ...(units === null ? { units: unitsError(1) } : {}),
              ...(reason ? {} : { reason: t('admin.stock.error.reason') }),
            };
            if (units === null || !reason) return { ok: false, errors };
            const change = text(form, 'direction') === 'add' ? units : -units;
            const warning = change < 0 ? countWarning(figures, figures.onHand + change) : null;
            const words = { units, from: figures.onHand, to: figures.onHand + change, reserved: figures.reserved };
            const ask = warning && {
              question:
                warning.kind === 'bigDrop'
                  ? t('admin.stock.adjust.question', words)
                  : t('admin.stock.adjust.belowReserved', { ...words, available: warning.available }),
              confirm: t('admin.stock.adjust.confirm', { units }),
            };
            return { ok: true, payload: { change, reason }, ...(ask ? { ask } : {}) };
          }}
          send={async (body) => sentOf(await adjustStock(productId, body), { change: 'units', reason: 'reason' })}
          onDone={(f, body) =>
            onDone(
              f,
              t('admin.stock.adjust.done', { name, change: body.change > 0 ? `+${body.change}` : String(body.change), ...after(f) }),
            )
          }
        />
      );
    case 'threshold':
      return (
        <StockForm<number>
          {...common}
          fields={[
            { name: 'lowThreshold', kind: 'units', label: t('admin.stock.threshold.field'), defaultValue: String(figures.lowThreshold) },
          ]}
          submitLabel={t('admin.stock.threshold.submit')}
          check={(form) => {
            const threshold = readUnits(text(form, 'lowThreshold'), 0, STOCK_THRESHOLD_MAX);
            return threshold === null
              ? { ok: false, errors: { lowThreshold: t('admin.stock.error.threshold') } }
              : { ok: true, payload: threshold };
          }}
          send={async (threshold) => sentOf(await setLowThreshold(productId, threshold), { lowThreshold: 'lowThreshold' })}
          onDone={(f) => onDone(f, t('admin.stock.threshold.done', { name, threshold: f.lowThreshold }))}
        />
      );
    case 'return':
      return (
        <StockForm<{ order: string; quantity: number; note?: string }>
          {...common}
          fields={[
            { name: 'order', kind: 'text', label: t('admin.stock.return.order'), hint: t('admin.stock.return.orderHint'), maxLength: 40 },
            { name: 'quantity', kind: 'units', label: t('admin.stock.return.quantity'), hint: t('admin.stock.form.units') },
            noteField(),
          ]}
          submitLabel={t('admin.stock.return.submit')}
          check={(form) => {
            const order = text(form, 'order');
            const quantity = readUnits(text(form, 'quantity'), 1, STOCK_COUNT_MAX);
            const errors: StockErrors = {
              ...(UUID.test(order) || parseOrderReference(order) ? {} : { order: t('admin.stock.error.order') }),
              ...(quantity === null ? { quantity: unitsError(1) } : {}),
            };
            if (quantity === null || Object.keys(errors).length) return { ok: false, errors };
            return { ok: true, payload: { order, quantity, ...note(form) } };
          }}
          send={async ({ order, ...body }) => {
            const found = await orderIdOf(order);
            if (!found.ok) return found;
            const fields = { orderId: 'order', quantity: 'quantity', note: 'note', productId: 'order' };
            return sentOf(await takeBackReturn(productId, { orderId: found.orderId, ...body }), fields);
          }}
          onDone={(f, body) => {
            const reference = parseOrderReference(body.order) ?? orderReference(body.order);
            onDone(f, t('admin.stock.return.done', { name, quantity: body.quantity, reference, onHand: f.onHand }));
          }}
        />
      );
  }
}
