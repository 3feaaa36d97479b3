import { useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { markMessageRead } from '../../client/admin.ts';
import { adminFailureMessage } from './useAdminData.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import type { AdminContactMessage } from '../../api/admin.ts';
import type { AdminDashboardView, AdminOrderView } from '../../client/admin.ts';
import { notificationTitle } from './NotificationsSection.tsx';
import { orderReference, orderStatusName } from '../../lib/order-display.ts';
import { formatKes } from '../../lib/money.ts';
import type { Notice } from './Notices.tsx';
import { deliveryLabel } from './labels.ts';
import { isStale, oldestDueSeconds } from '../../lib/messages/backlog.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The newest orders, each linking to its detail page. */
export function LatestOrders({ orders }: { orders: AdminOrderView[] }) {
  return (
    <section aria-labelledby="admin-latest">
      <h2 id="admin-latest">{t('admin.dashboard.latest')}</h2>
      {orders.length === 0 ? (
        <p>{t('admin.dashboard.noOrders')}</p>
      ) : (
        <ul className="admin-latest">
          {orders.map((order) => (
            <li key={order.order_id}>
              <a href={`/admin/order?id=${order.order_id}`}>
                <code>{orderReference(order.order_id)}</code> {order.customer_name}
              </a>
              <span>{formatKes(order.figures.totalCents, t.locale)}</span>
              <span>
                {orderStatusName(order.orderStatus, t)} · {deliveryLabel(order.delivery_status)}
              </span>
              <span className="admin__muted">{adminDateTime(order.order_date)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/admin/orders">{t('admin.dashboard.allOrders')}</a>
      </p>
    </section>
  );
}

interface MessagesProps {
  messages: AdminContactMessage[];
  onRead: () => void;
  onNotice: (notice: Notice) => void;
}

/** Contact-form messages nobody has handled yet, with a button to mark each one read. */
export function UnreadMessages({ messages, onRead, onNotice }: MessagesProps) {
  const [busy, setBusy] = useState<string | null>(null);

  async function markRead(message: AdminContactMessage) {
    setBusy(message.id);
    const answer = await markMessageRead(message.id);
    setBusy(null);
    if (!answer.ok) {
      onNotice({ kind: 'error', text: t('admin.messages.markFailed', { message: adminFailureMessage(answer) }) });
      return;
    }
    onNotice({ kind: 'status', text: t('admin.messages.marked', { name: message.name }) });
    onRead();
  }

  return (
    <section aria-labelledby="admin-messages" id="admin-messages">
      <h2>{t('admin.dashboard.messages')}</h2>
      {messages.length === 0 ? (
        <p>{t('admin.dashboard.noMessages')}</p>
      ) : (
        <ul className="admin-messages">
          {messages.map((message) => (
            <li key={message.id}>
              <h3>{message.subject}</h3>
              <p className="admin__muted">
                {t('admin.messages.from', { name: message.name })} · <a href={`mailto:${message.email}`}>{message.email}</a>
                {message.phone && (
                  <>
                    {' '}
                    · <a href={`tel:${message.phone}`}>{message.phone}</a>
                  </>
                )}{' '}
                · {adminDateTime(message.createdAt)}
              </p>
              <p className="admin-messages__text">{message.message}</p>
              <button
                type="button"
                className="button button--ghost"
                aria-disabled={busy === message.id}
                onClick={() => busy === null && void markRead(message)}
              >
                {t('admin.messages.markRead')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The outbox at a glance: due, retrying, failed, superseded, and how long the oldest due message has waited (red past 15 min). */
function OutboxBacklog({ outbox, now }: { outbox: AdminDashboardView['outbox']; now: Date }) {
  const waited = oldestDueSeconds(outbox.oldestDueAt, now);
  return (
    <dl className="admin-backlog" data-testid="outbox-backlog">
      <div>
        <dt>{t('admin.dashboard.outbox.due')}</dt>
        <dd>{outbox.due}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.outbox.retrying')}</dt>
        <dd>{outbox.retrying}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.outbox.failed')}</dt>
        <dd>{outbox.failed}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.outbox.superseded')}</dt>
        <dd>{outbox.superseded}</dd>
      </div>
      <div className={isStale(waited) ? 'admin-backlog__stale' : undefined} data-testid="outbox-oldest">
        <dt>{t('admin.dashboard.outbox.oldest')}</dt>
        <dd>
          {waited === null ? t('admin.dashboard.outbox.none') : t('admin.dashboard.outbox.minutes', { minutes: Math.floor(waited / 60) })}
          {isStale(waited) && <span className="visually-hidden">{t('admin.dashboard.outbox.staleNote')}</span>}
        </dd>
      </div>
    </dl>
  );
}

/** The outbox's state, then the order e-mails and SMS that could not be sent, newest first, each linking to its order (where Resend is). */
export function FailedNotifications({
  failed,
  outbox,
  now,
}: {
  failed: AdminDashboardView['failedNotifications'];
  outbox: AdminDashboardView['outbox'];
  now: Date;
}) {
  return (
    <section aria-labelledby="admin-failed-notifications">
      <h2 id="admin-failed-notifications">{t('admin.dashboard.failedNotifications', { count: failed.count })}</h2>
      <OutboxBacklog outbox={outbox} now={now} />
      {failed.latest.length === 0 ? (
        <p>{t('admin.dashboard.noFailedNotifications')}</p>
      ) : (
        <ul className="admin-latest">
          {failed.latest.map((message) => (
            <li key={message.id}>
              {message.orderId === null ? (
                // Of no order (back in stock, the low-stock alert): nothing to open.
                <span>{notificationTitle(message)}</span>
              ) : (
                <a href={`/admin/order?id=${message.orderId}`}>
                  <code>{orderReference(message.orderId)}</code> {notificationTitle(message)}
                </a>
              )}
              <span>{message.recipient}</span>
              <span className="admin__error">{message.lastError}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
