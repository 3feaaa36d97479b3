// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useEffect, useState } from 'react';
import type { AdminInstallation } from '../../api/admin-installation.ts';
import { loadInstallations, loadTechnicians } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { AssignControl, JobSheetLink } from './AssignControl.tsx';
import { InstallationCapacity } from './InstallationCapacity.tsx';
import { CALENDAR_RANGES, calendarDay, needsTeam, rangeDays, rangeOf, type CalendarRange } from './installation-words.ts';
import { InstallationCalendar } from './InstallationCalendar.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { MoveDayForm } from './MoveDayForm.tsx';
import { Notices, type Notice } from './Notices.tsx';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());

const rangeFromUrl = () => rangeOf(new URLSearchParams(window.location.search).get('range'));
const pathOf = (range: CalendarRange) => `/admin/installations?range=${range}`;

function RangeTabs({ range, onRange }: { range: CalendarRange; onRange: (range: CalendarRange) => void }) {
  return (
    <nav className="admin-tabs" aria-label={t('admin.installation.ranges')}>
      <ul>
        {CALENDAR_RANGES.map((each) => (
          <li key={each}>
            <a
              href={pathOf(each)}
              aria-current={each === range ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onRange(each);
              }}
            >
              {each === 'week' ? t('admin.installation.range.week') : t('admin.installation.range.fortnight')}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Acting = { kind: 'assign'; job: AdminInstallation & { day: string } } | { kind: 'move'; job: AdminInstallation };

function JobRow({ job, onAct }: { job: AdminInstallation; onAct: (acting: Acting) => void }) {
  const day = job.day;
  return (
    <tr>
      <th scope="row" data-label={t('admin.installation.col.order')}>
        <a href={`/admin/order?id=${job.orderId}`} aria-label={t('admin.orders.open', { id: job.reference })}>
          <code>{job.reference}</code>
        </a>
      </th>
      <td data-label={t('admin.installation.col.day')}>{day ? calendarDay(day) : t('installation.status.unscheduled')}</td>
      <td data-label={t('admin.installation.col.customer')}>
        <div>
          {job.customerName}
          {job.customerPhone && (
            <>
              <br />
              <a href={`tel:${job.customerPhone}`}>{job.customerPhone}</a>
            </>
          )}
        </div>
      </td>
      <td data-label={t('admin.installation.col.place')}>
        <div>
          {job.city}
          <span className="admin-table__sub">{t('admin.installation.place', { county: job.countyName, zone: job.zone })}</span>
        </div>
      </td>
      <td data-label={t('admin.installation.col.job')}>{t('admin.installation.job', { band: job.band, class: job.requiredClass })}</td>
      <td data-label={t('admin.installation.col.status')}>
        <div>
          <span className={`admin-badge install-badge--${job.status}`}>{t(`installation.status.${job.status}`)}</span>
        </div>
      </td>
      <td data-label={t('admin.installation.col.technician')}>
        {job.technician
          ? t('admin.job.choice', {
              name: job.technician.name,
              class: job.technician.licenceClass,
              licence: job.technician.licenceNumber,
            })
          : '—'}
      </td>
      <td data-label={t('admin.installation.col.actions')}>
        {day && (job.status === 'booked' || job.status === 'assigned') ? (
          <div className="install-actions">
            <button
              type="button"
              className="button"
              aria-label={t(job.technician ? 'admin.installation.jobs.reassignFor' : 'admin.installation.jobs.assignFor', {
                id: job.reference,
              })}
              onClick={() => onAct({ kind: 'assign', job: { ...job, day } })}
            >
              {job.technician ? t('admin.job.reassign') : t('admin.installation.jobs.assign')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('admin.installation.move.openFor', { id: job.reference })}
              onClick={() => onAct({ kind: 'move', job })}
            >
              {t('admin.installation.move.open')}
            </button>
          </div>
        ) : job.status === 'unscheduled' ? (
          <span className="admin__muted">{t('admin.installation.jobs.waitingDay')}</span>
        ) : null}
      </td>
    </tr>
  );
}

function JobsTable({
  caption,
  testId,
  jobs,
  onAct,
}: {
  caption: string;
  testId: string;
  jobs: AdminInstallation[];
  onAct: (acting: Acting) => void;
}) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.installation.col.order')}</th>
            <th scope="col">{t('admin.installation.col.day')}</th>
            <th scope="col">{t('admin.installation.col.customer')}</th>
            <th scope="col">{t('admin.installation.col.place')}</th>
            <th scope="col">{t('admin.installation.col.job')}</th>
            <th scope="col">{t('admin.installation.col.status')}</th>
            <th scope="col">{t('admin.installation.col.technician')}</th>
            <th scope="col">{t('admin.installation.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <JobRow key={job.orderId} job={job} onAct={onAct} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InstallationsDesk() {
  const [range, setRange] = useState(rangeFromUrl);
  const { from, to } = rangeDays(range, shopDay(new Date()));
  const calendar = useAdminData(`/api/admin/installations?from=${from}&to=${to}`, loadInstallations);
  const technicians = useAdminData('/api/admin/technicians', loadTechnicians);
  const [acting, setActing] = useState<Acting | null>(null);
  const [sheet, setSheet] = useState<{ url: string; name: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const back = () => setRange(rangeFromUrl());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  function show(next: CalendarRange) {
    window.history.pushState(null, '', pathOf(next));
    setRange(next);
  }

  const data = calendar.data;
  const failed = calendar.loadError ?? technicians.loadError;
  const waiting = data?.jobs.filter(needsTeam) ?? [];
  const given = data?.jobs.filter((job) => !needsTeam(job)) ?? [];
  const act = (next: Acting) => {
    setNotice(null);
    setSheet(null);
    setActing(next);
  };
  return (
    <div className="admin admin--wide">
      <AdminNav current="installations" />
      <h1>{t('admin.installation.title')}</h1>
      <p>{t('admin.installation.intro')}</p>
      <RangeTabs range={range} onRange={show} />
      <Notices notice={notice} />
      {sheet && <JobSheetLink url={sheet.url} name={sheet.name} />}
      {acting?.kind === 'assign' && technicians.data && data && (
        <AssignControl
          key={acting.job.orderId}
          job={acting.job}
          technicians={technicians.data.technicians}
          jobs={data.jobs}
          onAssigned={(answer) => {
            const name = answer.installation.technician?.name ?? '';
            setActing(null);
            setNotice({ kind: 'status', text: t('admin.installation.assign.done', { id: answer.installation.reference, name }) });
            setSheet({ url: answer.jobSheetUrl, name });
            calendar.reload();
          }}
          onClose={() => setActing(null)}
        />
      )}
      {acting?.kind === 'move' && (
        <MoveDayForm
          key={acting.job.orderId}
          job={acting.job}
          onDone={(next) => {
            setActing(null);
            setNotice(next);
            calendar.reload();
          }}
          onClose={() => setActing(null)}
        />
      )}
      {failed ? (
        <LoadFailed
          message={failed}
          onRetry={() => {
            calendar.reload();
            technicians.reload();
          }}
        />
      ) : data === null || data.from !== from || data.to !== to || technicians.data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <>
          <section aria-labelledby="install-waiting">
            <h2 id="install-waiting">{t('admin.installation.waiting.heading', { count: waiting.length })}</h2>
            {waiting.length === 0 ? (
              <p>{t('admin.installation.waiting.none')}</p>
            ) : (
              <JobsTable caption={t('admin.installation.waiting.caption')} testId="installations-waiting" jobs={waiting} onAct={act} />
            )}
          </section>
          <section aria-labelledby="install-calendar">
            <h2 id="install-calendar">{t('admin.installation.calendar.heading')}</h2>
            <InstallationCalendar answer={data} />
          </section>
          <section aria-labelledby="install-given">
            <h2 id="install-given">{t('admin.installation.given.heading')}</h2>
            {given.length === 0 ? (
              <p>{t('admin.installation.given.none')}</p>
            ) : (
              <JobsTable caption={t('admin.installation.given.heading')} testId="installations-given" jobs={given} onAct={act} />
            )}
          </section>
          <InstallationCapacity
            capacities={data.capacities}
            today={data.today}
            onDone={(next) => {
              setNotice(next);
              calendar.reload();
            }}
          />
        </>
      )}
    </div>
  );
}

/** /admin/installations: the team's day (issue 48, item 6): jobs that need the team first, the calendar by day and zone, technicians assigned, each zone's jobs a day. */
export default function AdminInstallationsPage() {
  return (
    <AdminGuard title={t('admin.installation.title')}>
      <InstallationsDesk />
    </AdminGuard>
  );
}
