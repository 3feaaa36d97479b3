import { useRef, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import type { AdminOrderDetailView } from '../../client/admin.ts';
import { formatKes } from '../../lib/money.ts';
import { AfterSaleActions } from './AfterSaleActions.tsx';
import type { Notice } from './Notices.tsx';
import { Notices } from './Notices.tsx';
import { actionLabel, actorLabel, refundStatusLabel } from './labels.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

type Props = { detail: AdminOrderDetailView; onChanged: () => void };

function Refunds({ refunds }: Pick<AdminOrderDetailView, 'refunds'>) {
  return (
    <>
      <h3>{t('admin.after.refunds')}</h3>
      <ol className="admin-history" data-testid="order-refunds">
        {refunds.map((refund) => (
          <li key={refund.id} data-refund-status={refund.status}>
            <strong>
              {t('admin.after.refund', { amount: formatKes(refund.amountCents, t.locale), status: refundStatusLabel(refund.status) })}
            </strong>
            <br />
            <span className="admin__muted">
              {t('admin.after.askedBy', {
                who: actorLabel(refund.requestedByRole, refund.requestedByEmail),
                date: adminDateTime(refund.requestedAt ?? refund.createdAt),
              })}
              {' · '}
              {t('admin.after.reason', { reason: refund.reason })}
            </span>
            {refund.providerMessage && (
              <>
                <br />
                <span className={refund.status === 'failed' ? 'admin__error' : 'admin__muted'}>
                  {t('admin.after.pesapalSaid', { message: refund.providerMessage })}
                </span>
              </>
            )}
            {refund.completedAt && (
              <>
                <br />
                <span className="admin__muted">{t('admin.after.completed', { date: adminDateTime(refund.completedAt) })}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function Audit({ actions }: Pick<AdminOrderDetailView, 'actions'>) {
  return (
    <>
      <h3>{t('admin.after.audit')}</h3>
      <ol className="admin-history" data-testid="order-audit">
        {actions.map((entry, i) => (
          <li key={i}>
            {t('admin.after.auditEntry', {
              action: actionLabel(entry.action),
              who: actorLabel(entry.actorRole, entry.actorEmail),
              date: adminDateTime(entry.at),
            })}
            {entry.reason && (
              <>
                <br />
                <span className="admin__muted">{t('admin.after.reason', { reason: entry.reason })}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * After the sale (issue 29): the cancellation, each refund with Pesapal's words, the audit of who did
 * what and why, and the Cancel order and Refund actions the order allows now. After an action the
 * order is loaded again, what happened is said under the heading, and the heading takes the cursor
 * (the form it was in is gone).
 */
export function AfterSaleSection({ detail, onChanged }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const { cancellation, refunds, actions } = detail;
  return (
    <section aria-labelledby="order-after-sale" className="admin-panel admin-panel--wide" data-testid="after-sale">
      <h2 id="order-after-sale" ref={heading} tabIndex={-1}>
        {t('admin.after.heading')}
      </h2>
      <Notices notice={notice} />
      {cancellation ? (
        <p data-testid="order-cancellation">
          <strong>{t('admin.after.cancelled', { date: adminDateTime(cancellation.at), who: t(`admin.actor.${cancellation.by}`) })}</strong>
          <br />
          {t('admin.after.reason', { reason: cancellation.reason })}
        </p>
      ) : (
        refunds.length === 0 && <p>{t('admin.after.nothing')}</p>
      )}
      {refunds.length > 0 && <Refunds refunds={refunds} />}
      {actions.length > 0 && <Audit actions={actions} />}
      <AfterSaleActions
        detail={detail}
        onDone={(notice) => {
          setNotice(notice);
          heading.current?.focus();
          onChanged();
        }}
      />
    </section>
  );
}
