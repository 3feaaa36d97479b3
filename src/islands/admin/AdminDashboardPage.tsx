import { useEffect, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { adminApi } from '../../lib/admin/api.ts';
import { adminLongDate } from '../../lib/admin/format.ts';
import type { AdminDashboard } from '../../lib/admin/types.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { DashboardFigures } from './DashboardFigures.tsx';
import { LatestOrders, UnreadMessages } from './DashboardLists.tsx';
import type { Notice } from './DeliveryStatusSelect.tsx';
import { Notices } from './Notices.tsx';

function Dashboard() {
  const [dashboard, setDashboard] = useState<AdminDashboard | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    adminApi<AdminDashboard>('/api/admin/dashboard')
      .then((body) => {
        if (!live) return;
        setDashboard(body);
        setLoadError(null);
      })
      .catch((error: unknown) => live && setLoadError(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [reloads]);

  return (
    <div className="admin">
      <AdminNav current="dashboard" />
      <h1>{t('admin.dashboard.title')}</h1>
      <Notices notice={notice} />
      {loadError ? (
        <div className="admin__error" role="alert">
          <p>{t('admin.loadError', { message: loadError })}</p>
          <button type="button" className="button" onClick={() => setReloads((n) => n + 1)}>{t('admin.retry')}</button>
        </div>
      ) : dashboard === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__muted">{t('admin.dashboard.asOf', { date: adminLongDate(dashboard.generatedAt) })}</p>
          <DashboardFigures dashboard={dashboard} />
          <div className="admin-columns">
            <LatestOrders orders={dashboard.latestOrders} />
            <UnreadMessages messages={dashboard.messages.latest} onRead={() => setReloads((n) => n + 1)} onNotice={setNotice} />
          </div>
        </>
      )}
    </div>
  );
}

/** /admin: the morning view — sales, what needs doing, deliveries, newest orders and messages, from one call. */
export default function AdminDashboardPage() {
  return (
    <AdminGuard>
      <Dashboard />
    </AdminGuard>
  );
}
