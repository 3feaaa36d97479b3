// First: this section's own strings (src/build/island-strings.ts): it loads after the order page, and its words with it.
import 'virtual:island-strings';
import { useState, type ReactNode } from 'react';
import type { AdminInstallation } from '../../api/admin-installation.ts';
import { loadInstallations, loadTechnicians, type AssignAnswer } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { AssignControl, JobSheetLink } from './AssignControl.tsx';
import { useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const day = (value: string) => formatLongDate(value, 'en');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The technicians and the job's day's other jobs, read when Assign is pressed, then the control. */
function AssignLoader({
  job,
  onAssigned,
  onClose,
}: {
  job: AdminInstallation & { day: string };
  onAssigned: (answer: AssignAnswer) => void;
  onClose: () => void;
}) {
  const technicians = useAdminData('/api/admin/technicians', loadTechnicians);
  const calendar = useAdminData(`/api/admin/installations?from=${job.day}&to=${job.day}`, loadInstallations);
  const failed = technicians.loadError ?? calendar.loadError;
  if (failed)
    return (
      <p className="admin__error" role="alert">
        {failed}
      </p>
    );
  if (!technicians.data || !calendar.data) return <p role="status">{t('admin.loading')}</p>;
  return (
    <AssignControl
      job={job}
      technicians={technicians.data.technicians}
      jobs={calendar.data.jobs}
      onAssigned={onAssigned}
      onClose={onClose}
    />
  );
}

/**
 * An order's installation on its admin page (issue 48): its day and where it stands, the class it
 * needs, who does it with their EPRA licence, the serials read on the roof, the day it was
 * completed and the workmanship warranty's end; a technician assigned from here as on
 * /admin/installations. Loaded only for an order that has one (AdminOrderPage).
 */
export function InstallationSection({ installation: job, onChanged }: { installation: AdminInstallation; onChanged: () => void }) {
  const [assigning, setAssigning] = useState(false);
  const [sheet, setSheet] = useState<{ url: string; name: string } | null>(null);
  const open = job.status === 'booked' || job.status === 'assigned';
  const technician = job.technician;
  return (
    <section aria-labelledby="order-installation" className="admin-panel" data-testid="order-installation">
      <h2 id="order-installation">{t('admin.job.heading')}</h2>
      <dl className="admin-facts">
        <Fact term={t('admin.job.day')}>
          {job.day ? `${day(job.day)}, ${t(`installation.status.${job.status}`)}` : t(`installation.status.${job.status}`)}
        </Fact>
        <Fact term={t('admin.job.class')}>{job.requiredClass}</Fact>
        <Fact term={t('admin.job.technician')}>
          {technician
            ? t('admin.job.choice', {
                name: technician.name,
                class: technician.licenceClass,
                licence: technician.licenceNumber,
              })
            : t('admin.none')}
        </Fact>
        {job.serials && job.serials.length > 0 && (
          <Fact term={t('admin.job.serials')}>
            <ul className="install-serials">
              {job.serials.map((entry) => (
                <li key={`${entry.productId}-${entry.serial}`}>
                  <code>{entry.serial}</code> <span className="admin__muted">{entry.productId}</span>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        {job.completedAt && <Fact term={t('admin.job.completed')}>{adminDateTime(job.completedAt)}</Fact>}
        {job.workmanshipUntil && <Fact term={t('admin.job.workmanship')}>{day(job.workmanshipUntil)}</Fact>}
      </dl>
      {sheet && <JobSheetLink url={sheet.url} name={sheet.name} />}
      {open && job.day && !assigning && (
        <p>
          <button type="button" className="button" onClick={() => setAssigning(true)}>
            {job.technician ? t('admin.job.reassign') : t('admin.job.assign')}
          </button>
        </p>
      )}
      {open && job.day && assigning && (
        <AssignLoader
          job={{ ...job, day: job.day }}
          onAssigned={(answer) => {
            setAssigning(false);
            setSheet({ url: answer.jobSheetUrl, name: answer.installation.technician?.name ?? '' });
            onChanged();
          }}
          onClose={() => setAssigning(false)}
        />
      )}
      <p>
        <a href="/admin/installations">{t('admin.nav.installations')}</a>
      </p>
    </section>
  );
}
