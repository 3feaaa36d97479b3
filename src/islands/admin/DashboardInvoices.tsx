import type { AdminDashboardView } from '../../client/admin.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** Tax invoices waiting for KRA at a glance: how many, the oldest's wait (red past ETIMS_WAITING_ALERT_MINUTES), how many KRA refused. */
export function DashboardInvoices({ invoices }: { invoices: AdminDashboardView['invoices'] }) {
  return (
    <section aria-labelledby="admin-invoices">
      <h2 id="admin-invoices">{t('admin.dashboard.invoices.heading')}</h2>
      <dl className="admin-backlog" data-testid="invoice-backlog">
        <div>
          <dt>{t('admin.dashboard.invoices.waiting')}</dt>
          <dd>{invoices.waiting}</dd>
        </div>
        <div className={invoices.failed > 0 ? 'admin-backlog__stale' : undefined}>
          <dt>{t('admin.dashboard.invoices.failed')}</dt>
          <dd>{invoices.failed}</dd>
        </div>
        <div className={invoices.late ? 'admin-backlog__stale' : undefined} data-testid="invoice-oldest">
          <dt>{t('admin.dashboard.invoices.oldest')}</dt>
          <dd>
            {invoices.oldestWaitingMinutes === null
              ? t('admin.dashboard.outbox.none')
              : t('admin.dashboard.outbox.minutes', { minutes: invoices.oldestWaitingMinutes })}
            {invoices.late && (
              <span className="visually-hidden">{t('admin.dashboard.invoices.lateNote', { minutes: invoices.alertMinutes })}</span>
            )}
          </dd>
        </div>
      </dl>
      <p>
        <a href={invoices.failed > 0 ? '/admin/invoices?status=failed' : '/admin/invoices'}>{t('admin.dashboard.invoices.link')}</a>
      </p>
    </section>
  );
}
