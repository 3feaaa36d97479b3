// First: this section's own strings (src/build/island-strings.ts): it loads after the order page, and its words with it.
import 'virtual:island-strings';
import type { ReactNode } from 'react';
import type { AdminLaybyPlan } from '../../api/admin-layby.ts';
import { loadLaybyPlan } from '../../client/admin-layby.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { formatKes } from '../../lib/money.ts';
import { planDay, planStatusLabel } from './layby-words.ts';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const kes = (cents: number) => formatKes(cents, t.locale);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Payment({ payment }: { payment: AdminLaybyPlan['payments'][number] }) {
  const how = [payment.kind === 'shop' ? t('admin.layby.plan.shop') : t('admin.layby.plan.online'), payment.method]
    .filter(Boolean)
    .join(', ');
  const marks = [
    payment.reversed ? t('admin.layby.plan.reversed') : null,
    payment.keptAsFee ? t('admin.layby.plan.keptAsFee') : null,
    payment.refundCents ? t('admin.layby.plan.refund', { amount: kes(payment.refundCents) }) : null,
  ].filter(Boolean);
  return (
    <li>
      {t('admin.layby.plan.payment', { amount: kes(payment.amountCents), how })}
      {payment.code && (
        <>
          {' '}
          <code>{payment.code}</code>
        </>
      )}
      <span className="admin-table__sub">
        {adminDateTime(payment.paidAt)}
        {marks.length > 0 && ` · ${marks.join(' · ')}`}
      </span>
    </li>
  );
}

/**
 * A lay-by order's plan on its admin page (issue 47): where it stands, paid and left, its dates, each
 * payment with its M-PESA code, and how it ended with the fee kept; nothing for an order not on
 * lay-by. Payments at the shop and later end dates are recorded on /admin/layby.
 */
export function LaybyPlanSection({ orderId }: { orderId: string }) {
  const { data } = useAdminData(`/api/admin/layby/${encodeURIComponent(orderId)}`, loadLaybyPlan);
  const plan = data?.plan;
  if (!plan) return null;
  return (
    <section aria-labelledby="order-layby" className="admin-panel" data-testid="order-layby">
      <h2 id="order-layby">{t('admin.layby.plan.heading')}</h2>
      <dl className="admin-facts">
        <Fact term={t('admin.layby.plan.status')}>
          <span className={`admin-badge layby-badge--${plan.status}`}>{planStatusLabel(plan.status)}</span>
        </Fact>
        <Fact term={t('admin.layby.plan.total')}>{kes(plan.totalCents)}</Fact>
        <Fact term={t('admin.layby.plan.deposit')}>{kes(plan.depositCents)}</Fact>
        <Fact term={t('admin.layby.plan.paid')}>{kes(plan.paidCents)}</Fact>
        <Fact term={t('admin.layby.plan.balance')}>
          <strong>{kes(plan.balanceCents)}</strong>
        </Fact>
        <Fact term={t('admin.layby.plan.started')}>{planDay(plan.startsOn)}</Fact>
        <Fact term={t('admin.layby.plan.ends')}>
          {planDay(plan.endsOn)}
          {plan.extensions > 0 && ` (${t('admin.layby.extensions', { count: plan.extensions })})`}
        </Fact>
        {plan.ended === null && plan.paidAt === null && (
          <>
            <Fact term={t('admin.layby.plan.expires')}>{planDay(plan.expiresOn)}</Fact>
            <Fact term={t('admin.layby.plan.next')}>{plan.nextDueOn ? planDay(plan.nextDueOn) : t('admin.layby.noNext')}</Fact>
          </>
        )}
      </dl>
      {plan.paidAt && <p>{t('admin.layby.plan.paidAt', { date: adminDateTime(plan.paidAt) })}</p>}
      {plan.ended && (
        <>
          <p>
            {t('admin.layby.plan.ended', {
              date: adminDateTime(plan.ended.at),
              by: t(`admin.layby.plan.endedBy.${plan.ended.by}`),
              reason: plan.ended.reason,
            })}
          </p>
          <p>{t('admin.layby.plan.fee', { amount: kes(plan.ended.feeCents) })}</p>
        </>
      )}
      <h3>{t('admin.layby.plan.payments')}</h3>
      {plan.payments.length === 0 ? (
        <p>{t('admin.layby.plan.noPayments')}</p>
      ) : (
        <ul className="layby-payments">
          {plan.payments.map((payment) => (
            <Payment key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      <p>
        <a href="/admin/layby">{t('admin.layby.plan.desk')}</a>
      </p>
    </section>
  );
}
