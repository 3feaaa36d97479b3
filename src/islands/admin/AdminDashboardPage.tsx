// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { adminLongDate } from '../../lib/admin/format.ts';
import { loadDashboard } from '../../client/admin.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { DashboardFigures } from './DashboardFigures.tsx';
import { FailedNotifications, LatestOrders, UnreadMessages } from './DashboardLists.tsx';
import type { Notice } from './Notices.tsx';
import { LastActions } from './LastActions.tsx';
import { DashboardInvoices } from './DashboardInvoices.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices } from './Notices.tsx';
import { useAdminData } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

function Dashboard() {
  const { data: dashboard, loadError, reload } = useAdminData('/api/admin/dashboard', loadDashboard);
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <div className="admin">
      <AdminNav current="dashboard" />
      <h1>{t('admin.dashboard.title')}</h1>
      <Notices notice={notice} />
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : dashboard === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <p className="admin__muted">{t('admin.dashboard.asOf', { date: adminLongDate(dashboard.generatedAt) })}</p>
          <DashboardFigures dashboard={dashboard} />
          <div className="admin-columns">
            <LatestOrders orders={dashboard.latestOrders} />
            <UnreadMessages messages={dashboard.messages.latest} onRead={reload} onNotice={setNotice} />
            <FailedNotifications failed={dashboard.failedNotifications} outbox={dashboard.outbox} now={new Date(dashboard.generatedAt)} />
            <DashboardInvoices invoices={dashboard.invoices} />
            <LastActions actions={dashboard.lastActions} />
          </div>
        </>
      )}
    </div>
  );
}

/** /admin: the morning view — sales, what needs doing, deliveries, newest orders and messages, the last admin actions, from one call. */
export default function AdminDashboardPage() {
  return (
    <AdminGuard title={t('admin.dashboard.title')}>
      <Dashboard />
    </AdminGuard>
  );
}
