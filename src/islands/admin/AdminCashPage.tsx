// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { CashDayAnswer, CashDayOrder } from '../../api/admin-cash.ts';
import { loadCashDay } from '../../client/admin.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime, adminLongDate } from '../../lib/admin/format.ts';
import { formatKes } from '../../lib/money.ts';
import { orderReference } from '../../lib/order-display.ts';
import { dayAfter } from '../../lib/orders/cash-day.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());

/** The day shown lives in the URL (?day=YYYY-MM-DD; today when left out), so a reload or a shared link opens it again. */
const dayFromUrl = () => new URLSearchParams(window.location.search).get('day')?.trim() ?? '';
const kes = (cents: number) => formatKes(cents, t.locale);
const driverName = (driver: string | null) => driver ?? t('admin.cash.noDriver');

function DayPicker({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const id = useId();
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = String(new FormData(event.currentTarget).get('day') ?? '');
    if (/^\d{4}-\d{2}-\d{2}$/.test(picked)) onDay(picked);
  }
  const link = (to: string, label: string) => (
    <a
      href={`/admin/cash?day=${to}`}
      onClick={(event) => {
        event.preventDefault();
        onDay(to);
      }}
    >
      {label}
    </a>
  );
  return (
    <div className="admin-cash__picker">
      <form className="admin-filters" onSubmit={submit}>
        <div className="admin-filters__field">
          <label htmlFor={id}>{t('admin.cash.day')}</label>
          <input id={id} name="day" type="date" defaultValue={day} key={day} required />
        </div>
        <button type="submit" className="button">
          {t('admin.cash.show')}
        </button>
      </form>
      <p className="admin-cash__days">
        {link(dayAfter(day, -1), t('admin.cash.previous'))} · {link(dayAfter(day, 1), t('admin.cash.next'))}
      </p>
    </div>
  );
}

function Figures({ of }: { of: { expectedCents: number; collectedCents: number; outstandingCents: number } }) {
  return (
    <>
      <td data-label={t('admin.cash.expected')} className="admin-table__money">
        {kes(of.expectedCents)}
      </td>
      <td data-label={t('admin.cash.collected')} className="admin-table__money">
        {kes(of.collectedCents)}
      </td>
      <td data-label={t('admin.cash.outstanding')} className="admin-table__money">
        {of.outstandingCents > 0 ? <strong>{kes(of.outstandingCents)}</strong> : kes(0)}
      </td>
    </>
  );
}

function OrderRow({ entry }: { entry: CashDayOrder }) {
  const reference = orderReference(entry.orderId);
  return (
    <tr>
      <th scope="row" data-label={t('admin.cash.col.order')}>
        <a href={`/admin/order?id=${entry.orderId}`} aria-label={t('admin.orders.open', { id: reference })}>
          <code>{reference}</code>
        </a>
      </th>
      <td data-label={t('admin.cash.col.customer')}>
        {entry.customerName}
        <br />
        <a href={`tel:${entry.customerPhone}`}>{entry.customerPhone}</a>
      </td>
      <td data-label={t('admin.cash.col.went')}>
        {entry.went ? t(`admin.cash.went.${entry.went.to}`, { time: adminDateTime(entry.went.at) }) : t('admin.cash.went.none')}
      </td>
      <Figures of={entry} />
      <td data-label={t('admin.cash.col.collections')}>
        {entry.collections.length === 0 ? (
          t('admin.cash.noCollections')
        ) : (
          <ul className="admin-table__items">
            {entry.collections.map((c) => (
              <li key={c.id}>
                {t('admin.order.collection', { amount: kes(c.amountCents), method: t(`admin.cash.method.${c.method}`) })}
                {c.mpesaReceipt && (
                  <>
                    {' '}
                    <code>{c.mpesaReceipt}</code>
                  </>
                )}
                {c.note && <span className="admin-table__sub">{c.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function CashDay({ answer }: { answer: CashDayAnswer }) {
  if (answer.drivers.length === 0) return <p>{t('admin.cash.none', { day: adminLongDate(answer.from) })}</p>;
  return (
    <>
      <section aria-labelledby="cash-drivers">
        <h2 id="cash-drivers">{t('admin.cash.byDriver')}</h2>
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="cash-drivers">
            <caption className="visually-hidden">{t('admin.cash.heading', { day: adminLongDate(answer.from) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.cash.driver')}</th>
                <th scope="col">{t('admin.cash.orders')}</th>
                <th scope="col">{t('admin.cash.expected')}</th>
                <th scope="col">{t('admin.cash.collected')}</th>
                <th scope="col">{t('admin.cash.outstanding')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.drivers.map((driver, index) => (
                <tr key={driver.driver ?? ''}>
                  <th scope="row" data-label={t('admin.cash.driver')}>
                    <a href={`#cash-driver-${index}`}>{driverName(driver.driver)}</a>
                  </th>
                  <td data-label={t('admin.cash.orders')}>{driver.orders.length}</td>
                  <Figures of={driver} />
                </tr>
              ))}
              <tr className="admin-cash__totals">
                <th scope="row" data-label={t('admin.cash.driver')}>
                  {t('admin.cash.allDrivers')}
                </th>
                <td data-label={t('admin.cash.orders')}>{answer.totals.orders}</td>
                <Figures of={answer.totals} />
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      {answer.drivers.map((driver, index) => (
        <section key={driver.driver ?? ''} aria-labelledby={`cash-driver-${index}`}>
          <h2 id={`cash-driver-${index}`} tabIndex={-1}>
            {t('admin.cash.ordersOf', { driver: driverName(driver.driver) })}
          </h2>
          <div className="admin-table-scroll">
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.cash.ordersOf', { driver: driverName(driver.driver) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.cash.col.order')}</th>
                  <th scope="col">{t('admin.cash.col.customer')}</th>
                  <th scope="col">{t('admin.cash.col.went')}</th>
                  <th scope="col">{t('admin.cash.expected')}</th>
                  <th scope="col">{t('admin.cash.collected')}</th>
                  <th scope="col">{t('admin.cash.outstanding')}</th>
                  <th scope="col">{t('admin.cash.col.collections')}</th>
                </tr>
              </thead>
              <tbody>
                {driver.orders.map((entry) => (
                  <OrderRow key={entry.orderId} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

function CashDesk() {
  const [day, setDay] = useState(dayFromUrl);
  const { data, loadError, reload } = useAdminData(`/api/admin/cash${day ? `?day=${encodeURIComponent(day)}` : ''}`, loadCashDay);

  useEffect(() => {
    const back = () => setDay(dayFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  function show(next: string) {
    window.history.pushState(null, '', `/admin/cash?day=${next}`);
    setDay(next);
  }

  return (
    <div className="admin admin--wide admin-cash">
      <AdminNav current="cash" />
      <h1>{t('admin.cash.title')}</h1>
      <p className="admin__muted">{t('admin.cash.intro')}</p>
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <DayPicker day={data.day} onDay={show} />
          <p className="admin__summary" role="status">
            {t('admin.cash.heading', { day: adminLongDate(data.from) })}
          </p>
          <CashDay answer={data} />
        </>
      )}
    </div>
  );
}

/** /admin/cash: what each driver was to bring back on a day, what was recorded and what is outstanding, with the orders behind each figure. */
export default function AdminCashPage() {
  return (
    <AdminGuard title={t('admin.cash.title')}>
      <CashDesk />
    </AdminGuard>
  );
}
