// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { lazy, Suspense, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { loadOrderDetail } from '../../client/admin.ts';
import type { ApiFailure } from '../../client/api.ts';
import { orderReference, orderStatusName } from '../../lib/order-display.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { OrderSteps } from './OrderSteps.tsx';
import { adminSteps } from '../../lib/orders/lifecycle.ts';
import { Notices, type Notice } from './Notices.tsx';
import { deliveryLabel } from './labels.ts';
import { adminFailureMessage, useAdminData } from './useAdminData.ts';
import { NotificationsSection } from './NotificationsSection.tsx';
import { InvoicesSection } from './InvoicesSection.tsx';
import { AfterSaleSection } from './AfterSaleSection.tsx';
import { CustomerSection, DeliveryHistorySection, LinesSection, PaymentsSection, PoliciesSection } from './OrderDetailSections.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** What the driver brought back is recorded on few orders, and only on a press: its form comes with that press. */
const CashForm = lazy(() => import('./CashForm.tsx').then((module) => ({ default: module.CashForm })));
// Only a lay-by order's page loads its plan's section (issue 47).
const LaybyPlanSection = lazy(() => import('./LaybyPlanSection.tsx').then((module) => ({ default: module.LaybyPlanSection })));
// Only an order with an installation loads its section (issue 48).
const InstallationSection = lazy(() => import('./InstallationSection.tsx').then((module) => ({ default: module.InstallationSection })));

function describeLoadError(failure: ApiFailure): string {
  return failure.status === 404 ? t('admin.order.notFound') : adminFailureMessage(failure);
}

function OrderDetail({ orderId }: { orderId: string }) {
  const {
    data: detail,
    loadError,
    reload,
  } = useAdminData(`/api/orders/${encodeURIComponent(orderId)}`, loadOrderDetail, describeLoadError);
  const [notice, setNotice] = useState<Notice>(null);
  // Cash received: opened by its step, or by the desk's link to this page (#cash).
  const [collecting, setCollecting] = useState(() => window.location.hash === '#cash');
  const canCollect =
    detail !== null &&
    adminSteps({ orderStatus: detail.order.orderStatus, deliveryStatus: detail.order.delivery_status }).includes('collect_cash');

  const short = orderReference(orderId);
  return (
    <div className="admin">
      <AdminNav current="orders" />
      <p>
        <a href="/admin/orders">{t('admin.order.back')}</a>
      </p>
      <h1>{t('admin.order.title', { id: short })}</h1>
      <Notices notice={notice} />
      {loadError ? (
        <div className="admin__error" role="alert">
          <p>{loadError}</p>
        </div>
      ) : detail === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <div className="admin-order-head">
            <p className="admin__muted">{t('admin.order.placed', { date: adminDateTime(detail.order.order_date) })}</p>
            <p>
              <span className={`admin-badge admin-badge--${detail.order.orderStatus}`}>{orderStatusName(detail.order.orderStatus, t)}</span>{' '}
              <span className={`admin-badge admin-badge--${detail.order.delivery_status}`}>
                {deliveryLabel(detail.order.delivery_status)}
              </span>
            </p>
            <OrderSteps order={detail.order} onSaved={reload} onNotice={setNotice} onCollectCash={() => setCollecting(true)} />
            <p className="admin__muted">
              {t('admin.order.fullId')}: <code>{detail.order.order_id}</code>
            </p>
          </div>
          {collecting && canCollect && (
            <Suspense fallback={<p role="status">{t('admin.loading')}</p>}>
              <CashForm
                detail={detail}
                onDone={(next) => {
                  setNotice(next);
                  setCollecting(false);
                  reload();
                }}
                onClose={() => setCollecting(false)}
              />
            </Suspense>
          )}
          <div className="admin-columns">
            {/* A lay-by order's plan (issue 47): read again when the order moves (cancelled, paid in full). */}
            {detail.layby && (
              <Suspense fallback={<p role="status">{t('admin.loading')}</p>}>
                <LaybyPlanSection key={detail.order.orderStatus} orderId={orderId} />
              </Suspense>
            )}
            {detail.installation && (
              <Suspense fallback={<p role="status">{t('admin.loading')}</p>}>
                <InstallationSection installation={detail.installation} onChanged={reload} />
              </Suspense>
            )}
            <AfterSaleSection detail={detail} onChanged={reload} />
            <LinesSection detail={detail} />
            <CustomerSection detail={detail} />
            <PaymentsSection detail={detail} />
            <InvoicesSection
              detail={detail}
              onChanged={(next) => {
                setNotice(next);
                reload();
              }}
            />
            <DeliveryHistorySection detail={detail} />
            <PoliciesSection detail={detail} />
            <NotificationsSection
              detail={detail}
              onChanged={(next) => {
                setNotice(next);
                reload();
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** /admin/order?id=…: everything about one order (pages are static, so the id travels in the query). */
export default function AdminOrderPage() {
  const orderId = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
  return (
    <AdminGuard title={orderId ? t('admin.order.title', { id: orderReference(orderId) }) : t('admin.orders.title')}>
      {orderId ? (
        <OrderDetail orderId={orderId} />
      ) : (
        <div className="admin">
          <h1>{t('admin.orders.title')}</h1>
          <p className="admin__error" role="alert">
            {t('admin.order.missing')}
          </p>
        </div>
      )}
    </AdminGuard>
  );
}
