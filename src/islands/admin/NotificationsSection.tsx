import { useState } from 'react';
import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import type { AdminNotification } from '../../api/admin.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { resendNotification } from '../../client/admin.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** "E-mail to the customer: Order received", as the admin reads a message's purpose. */
export function notificationTitle(message: Pick<AdminNotification, 'channel' | 'audience' | 'event'>): string {
  return t('admin.notification.title', {
    channel: t(`admin.notification.channel.${message.channel}` as MessageKey),
    audience: t(`admin.notification.audience.${message.audience}` as MessageKey),
    event: t(`admin.notification.event.${message.event}` as MessageKey),
  });
}

function ResendButton({ orderId, message, onDone }: { orderId: string; message: AdminNotification; onDone: (notice: Notice) => void }) {
  const [busy, setBusy] = useState(false);
  if (message.status !== 'failed' && message.status !== 'sent') return null;
  async function resend() {
    setBusy(true);
    const answer = await resendNotification(orderId, message.id);
    setBusy(false);
    onDone(
      answer.ok
        ? { kind: 'status', text: t('admin.notification.resent', { title: notificationTitle(message) }) }
        : { kind: 'error', text: adminFailureMessage(answer) },
    );
  }
  return (
    <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={busy}>
      {t('admin.notification.resend')}
      <span className="visually-hidden">: {notificationTitle(message)}</span>
    </button>
  );
}

/** The order's e-mails and SMS: channel, recipient, time, status and error, each with Resend once settled. */
export function NotificationsSection({ detail, onChanged }: { detail: AdminOrderDetailView; onChanged: (notice: Notice) => void }) {
  return (
    <section aria-labelledby="order-notifications" className="admin-panel">
      <h2 id="order-notifications">{t('admin.notification.heading')}</h2>
      {detail.notifications.length === 0 ? (
        <p>{t('admin.notification.none')}</p>
      ) : (
        <ol className="admin-history" data-testid="order-notifications">
          {detail.notifications.map((message) => (
            <li key={message.id}>
              <strong>{notificationTitle(message)}</strong>
              <br />
              <span className="admin__muted">
                {t('admin.notification.detail', {
                  to: message.recipient,
                  status: t(`admin.notification.status.${message.status}` as MessageKey),
                  date: adminDateTime(message.sentAt ?? message.createdAt),
                  attempts: message.attempts,
                })}
              </span>
              {message.lastError && (
                <>
                  <br />
                  <span className="admin__error">{t('admin.notification.error', { error: message.lastError })}</span>
                </>
              )}
              {message.supersededReason && (
                <>
                  <br />
                  <span className="admin__muted" data-testid="notification-superseded">
                    {t(`admin.notification.superseded.${message.supersededReason}` as MessageKey)}
                  </span>
                </>
              )}
              {message.deliveryStatus && (
                <>
                  <br />
                  <span
                    className={message.deliveryStatus === 'Success' ? 'admin__muted' : 'admin__error'}
                    data-testid="notification-delivery"
                  >
                    {t('admin.notification.delivery', {
                      status: message.deliveryStatus,
                      detail: message.deliveryDetail ? ` · ${message.deliveryDetail}` : '',
                      date: adminDateTime(message.deliveryReportedAt ?? message.sentAt ?? message.createdAt),
                    })}
                  </span>
                </>
              )}
              <br />
              <ResendButton orderId={detail.order.order_id} message={message} onDone={onChanged} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
