// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useCallback, useEffect, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { orderQueryToSearch, readOrderQuery, type OrderQuery } from '../../lib/admin/order-query.ts';
import { loadOrderPage } from '../../client/admin.ts';
import { formatKes } from '../../lib/money.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import type { Notice } from './Notices.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices } from './Notices.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { Pager } from './Pager.tsx';
import { useAdminData } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The table's state lives in the URL, so a dashboard link or a reload opens the same view. */
function queryFromUrl(): OrderQuery {
  return readOrderQuery(new URLSearchParams(window.location.search));
}

function OrdersDesk() {
  const [query, setQuery] = useState<OrderQuery>(queryFromUrl);
  const { data, loadError, reload } = useAdminData(`/api/orders${orderQueryToSearch(query)}`, loadOrderPage);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const back = () => setQuery(queryFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const navigate = useCallback((next: OrderQuery) => {
    window.history.pushState(null, '', `/admin/orders${orderQueryToSearch(next)}`);
    setNotice(null);
    setQuery(next);
  }, []);

  return (
    <div className="admin admin--wide">
      <AdminNav current="orders" />
      <h1>{t('admin.orders.title')}</h1>
      <OrderFilters query={query} onChange={navigate} />
      <Notices notice={notice} />
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__summary">
            {t('admin.orders.count', {
              count: data.total,
              paid: formatKes(data.paidCents, t.locale),
              due: formatKes(data.dueCents, t.locale),
            })}
          </p>
          {data.orders.length === 0 ? (
            <p>{t('admin.orders.none')}</p>
          ) : (
            <OrdersTable orders={data.orders} onSaved={reload} onNotice={setNotice} />
          )}
          <Pager query={query} total={data.total} onChange={navigate} />
        </>
      )}
    </div>
  );
}

/** /admin/orders: every order, filtered, searched and paged, with the delivery-status control. */
export default function AdminOrdersPage() {
  return (
    <AdminGuard title={t('admin.orders.title')}>
      <OrdersDesk />
    </AdminGuard>
  );
}
