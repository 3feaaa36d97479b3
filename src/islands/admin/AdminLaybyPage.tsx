// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useEffect, useState } from 'react';
import type { AdminLaybyPlan, LaybyListAnswer } from '../../api/admin-layby.ts';
import { loadLaybyList } from '../../client/admin-layby.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { LAYBY_VIEWS, type LaybyView } from '../../lib/layby/views.ts';
import { formatKes } from '../../lib/money.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { LaybyExtendForm, LaybyPaymentForm } from './LaybyForms.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices, type Notice } from './Notices.tsx';
import { planDay, planOpen, planStatusLabel } from './layby-words.ts';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const kes = (cents: number) => formatKes(cents, t.locale);

/** The view shown lives in the URL (?view=…; all open plans when left out), so a reload or a shared link opens it again. */
function viewFromUrl(): LaybyView {
  const view = new URLSearchParams(window.location.search).get('view');
  return LAYBY_VIEWS.find((known) => known === view) ?? 'open';
}
const pathOf = (view: LaybyView) => (view === 'open' ? '/admin/layby' : `/admin/layby?view=${view}`);

function Tabs({ view, counts, onView }: { view: LaybyView; counts: LaybyListAnswer['counts'] | null; onView: (view: LaybyView) => void }) {
  return (
    <nav className="admin-tabs" aria-label={t('admin.layby.views')}>
      <ul>
        {LAYBY_VIEWS.map((each) => (
          <li key={each}>
            <a
              href={pathOf(each)}
              aria-current={each === view ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onView(each);
              }}
            >
              {counts ? t('admin.layby.tab', { view: t(`admin.layby.view.${each}`), count: counts[each] }) : t(`admin.layby.view.${each}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Acting = { kind: 'pay' | 'extend'; plan: AdminLaybyPlan } | null;

function PlanRow({ plan, onAct }: { plan: AdminLaybyPlan; onAct: (acting: Acting) => void }) {
  const next = plan.nextDueOn
    ? t('admin.layby.nextAmount', { date: planDay(plan.nextDueOn), amount: kes(Math.min(plan.suggestedCents, plan.balanceCents)) })
    : t('admin.layby.noNext');
  return (
    <tr>
      <th scope="row" data-label={t('admin.layby.col.order')}>
        <a href={`/admin/order?id=${plan.orderId}`} aria-label={t('admin.orders.open', { id: plan.reference })}>
          <code>{plan.reference}</code>
        </a>
      </th>
      <td data-label={t('admin.layby.col.customer')}>
        {plan.customerName}
        <br />
        <a href={`tel:${plan.customerPhone}`}>{plan.customerPhone}</a>
      </td>
      <td data-label={t('admin.layby.col.total')} className="admin-table__money">
        {kes(plan.totalCents)}
      </td>
      <td data-label={t('admin.layby.col.deposit')} className="admin-table__money">
        {kes(plan.depositCents)}
      </td>
      <td data-label={t('admin.layby.col.paid')} className="admin-table__money">
        {kes(plan.paidCents)}
      </td>
      <td data-label={t('admin.layby.col.balance')} className="admin-table__money">
        <strong>{kes(plan.balanceCents)}</strong>
      </td>
      <td data-label={t('admin.layby.col.dates')}>
        {t('admin.layby.dates', { starts: planDay(plan.startsOn), ends: planDay(plan.endsOn) })}
        {plan.extensions > 0 && <span className="admin-table__sub">{t('admin.layby.extensions', { count: plan.extensions })}</span>}
      </td>
      <td data-label={t('admin.layby.col.next')}>{next}</td>
      <td data-label={t('admin.layby.col.status')}>
        <span className={`admin-badge layby-badge--${plan.status}`}>{planStatusLabel(plan.status)}</span>
        {plan.endingSoon && (
          <>
            {' '}
            <span className="admin-badge layby-badge--ending">{t('admin.layby.endingSoon')}</span>
          </>
        )}
      </td>
      <td data-label={t('admin.layby.col.actions')}>
        {planOpen(plan) && (
          <div className="layby-actions">
            <button
              type="button"
              className="button"
              aria-label={t('admin.layby.recordFor', { id: plan.reference })}
              onClick={() => onAct({ kind: 'pay', plan })}
            >
              {t('admin.layby.record')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('admin.layby.extendFor', { id: plan.reference })}
              onClick={() => onAct({ kind: 'extend', plan })}
            >
              {t('admin.layby.extend')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

function PlansTable({ answer, onAct }: { answer: LaybyListAnswer; onAct: (acting: Acting) => void }) {
  if (answer.plans.length === 0) return <p>{t('admin.layby.none')}</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-testid="layby-plans">
        <caption className="visually-hidden">{t(`admin.layby.view.${answer.view}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.layby.col.order')}</th>
            <th scope="col">{t('admin.layby.col.customer')}</th>
            <th scope="col">{t('admin.layby.col.total')}</th>
            <th scope="col">{t('admin.layby.col.deposit')}</th>
            <th scope="col">{t('admin.layby.col.paid')}</th>
            <th scope="col">{t('admin.layby.col.balance')}</th>
            <th scope="col">{t('admin.layby.col.dates')}</th>
            <th scope="col">{t('admin.layby.col.next')}</th>
            <th scope="col">{t('admin.layby.col.status')}</th>
            <th scope="col">{t('admin.layby.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.plans.map((plan) => (
            <PlanRow key={plan.orderId} plan={plan} onAct={onAct} />
          ))}
        </tbody>
      </table>
      {answer.plans.length >= answer.limit && <p className="admin__muted">{t('admin.layby.limited', { count: answer.limit })}</p>}
    </div>
  );
}

function LaybyDesk() {
  const [view, setView] = useState(viewFromUrl);
  const { data, loadError, reload } = useAdminData(`/api/admin/layby${view === 'open' ? '' : `?view=${view}`}`, loadLaybyList);
  const [acting, setActing] = useState<Acting>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const back = () => setView(viewFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  function show(next: LaybyView) {
    window.history.pushState(null, '', pathOf(next));
    setView(next);
    setActing(null);
  }

  const done = (next: Notice) => {
    setNotice(next);
    setActing(null);
    reload();
  };
  const hint = view === 'ending' ? t('admin.layby.hint.ending', { count: data?.endingSoonDays ?? 14 }) : t(`admin.layby.hint.${view}`);
  return (
    <div className="admin admin--wide">
      <AdminNav current="layby" />
      <h1>{t('admin.layby.title')}</h1>
      <p>{t('admin.layby.intro')}</p>
      <Tabs view={view} counts={data?.counts ?? null} onView={show} />
      <p className="admin__muted">{hint}</p>
      <Notices notice={notice} />
      {acting?.kind === 'pay' && (
        <LaybyPaymentForm key={acting.plan.orderId} plan={acting.plan} onDone={done} onClose={() => setActing(null)} />
      )}
      {acting?.kind === 'extend' && (
        <LaybyExtendForm key={acting.plan.orderId} plan={acting.plan} onDone={done} onClose={() => setActing(null)} />
      )}
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null || data.view !== view ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <PlansTable
          answer={data}
          onAct={(next) => {
            setNotice(null);
            setActing(next);
          }}
        />
      )}
    </div>
  );
}

/** /admin/layby: lay-by plans by state, a payment made at the shop, a later end date (issue 47, item 7). */
export default function AdminLaybyPage() {
  return (
    <AdminGuard title={t('admin.layby.title')}>
      <LaybyDesk />
    </AdminGuard>
  );
}
