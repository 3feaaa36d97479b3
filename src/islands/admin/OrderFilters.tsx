import { useId, type SubmitEvent } from 'react';
import { SearchField } from './SearchField.tsx';
import { translationsFor } from '../../i18n/index.ts';
import type { OrderQuery } from '../../lib/admin/order-query.ts';
import { PERIODS, type Period } from '../../lib/admin/periods.ts';
import { orderStatusName } from '../../lib/order-display.ts';
import { DELIVERY_STATUSES, ORDER_STATUSES, type DeliveryStatus, type OrderStatus } from '../../lib/order-types.ts';
import { deliveryLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  query: OrderQuery;
  onChange: (next: OrderQuery) => void;
}

const periodLabel = (period: Period) => t(`admin.dashboard.${period}`);

/** One select for a status list: each single status, plus the combination a dashboard link asked for. */
function StatusSelect<S extends string>(props: {
  label: string;
  statuses: readonly S[];
  value: readonly S[];
  labelOf: (s: S) => string;
  onChange: (next: S[]) => void;
}) {
  const id = useId();
  const joined = props.value.join(',');
  const combined = props.value.length > 1;
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="admin-select"
        value={joined}
        onChange={(e) => props.onChange(e.currentTarget.value ? (e.currentTarget.value.split(',') as S[]) : [])}
      >
        <option value="">{t('admin.orders.any')}</option>
        {props.statuses.map((status) => (
          <option key={status} value={status}>
            {props.labelOf(status)}
          </option>
        ))}
        {combined && <option value={joined}>{props.value.map(props.labelOf).join(', ')}</option>}
      </select>
    </div>
  );
}

/** Payment status, delivery status, period and search of the orders table; every change starts at page 1. */
export function OrderFilters({ query, onChange }: Props) {
  const periodId = useId();
  const set = (patch: Partial<OrderQuery>) => onChange({ ...query, ...patch, page: 1 });

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    set({ q: q || undefined });
  }

  const filtered = query.payment.length > 0 || query.delivery.length > 0 || query.period !== undefined || query.q !== undefined;
  return (
    <form className="admin-filters" role="search" aria-label={t('admin.orders.filters')} onSubmit={search}>
      <StatusSelect<OrderStatus>
        label={t('admin.orders.paymentFilter')}
        statuses={ORDER_STATUSES}
        value={query.payment}
        labelOf={(s) => orderStatusName(s, t)}
        onChange={(payment) => set({ payment })}
      />
      <StatusSelect<DeliveryStatus>
        label={t('admin.orders.deliveryFilter')}
        statuses={DELIVERY_STATUSES}
        value={query.delivery}
        labelOf={(s) => deliveryLabel(s)}
        onChange={(delivery) => set({ delivery })}
      />
      <div className="admin-filters__field">
        <label htmlFor={periodId}>{t('admin.orders.periodFilter')}</label>
        <select
          id={periodId}
          className="admin-select"
          value={query.period ?? ''}
          onChange={(e) => set({ period: (e.currentTarget.value || undefined) as Period | undefined })}
        >
          <option value="">{t('admin.orders.anyTime')}</option>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {periodLabel(period)}
            </option>
          ))}
        </select>
      </div>
      <SearchField
        label={t('admin.orders.search')}
        hint={t('admin.orders.searchHint')}
        submit={t('admin.orders.apply')}
        name="q"
        maxLength={100}
        defaultValue={query.q ?? ''}
        resetKey={query.q ?? ''}
      />
      {filtered && (
        <a
          className="admin-filters__clear"
          href="/admin/orders"
          onClick={(e) => {
            e.preventDefault();
            onChange({ payment: [], delivery: [], page: 1, pageSize: query.pageSize });
          }}
        >
          {t('admin.orders.clear')}
        </a>
      )}
    </form>
  );
}
