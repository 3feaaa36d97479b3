import type { CalendarAnswer } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { calendarDay, calendarDays } from './installation-words.ts';

const t = translationsFor(pageLocale());

/** The range's days, each zone's jobs that day against its jobs a day. */
export function InstallationCalendar({ answer }: { answer: CalendarAnswer }) {
  const days = calendarDays(answer);
  return (
    <div className="admin-table-scroll">
      <table className="admin-table install-calendar" data-testid="installation-calendar">
        <caption className="visually-hidden">{t('admin.installation.calendar.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.installation.col.day')}</th>
            {[1, 2, 3, 4].map((zone) => (
              <th scope="col" key={zone}>
                {t('admin.installation.zone', { zone })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, closed, zones }) => (
            <tr key={day}>
              <th scope="row" data-label={t('admin.installation.col.day')}>
                {calendarDay(day)}
                {closed && <span className="admin__muted"> {t('admin.installation.calendar.closed')}</span>}
              </th>
              {zones.map(({ zone, jobs, jobsPerDay }) => (
                <td key={zone} data-label={t('admin.installation.zone', { zone })}>
                  <div>
                    <span className={jobs.length >= jobsPerDay && jobs.length > 0 ? 'install-full' : undefined}>
                      {t('admin.installation.calendar.load', { count: jobs.length, capacity: jobsPerDay })}
                    </span>
                    {jobs.length > 0 && (
                      <ul className="install-calendar__jobs">
                        {jobs.map((job) => (
                          <li key={job.orderId}>
                            <a href={`/admin/order?id=${job.orderId}`}>{job.reference}</a>{' '}
                            <span className="admin__muted">{job.technician?.name ?? t('admin.installation.calendar.unassigned')}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
