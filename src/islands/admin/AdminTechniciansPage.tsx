// First: this island's strings (src/build/island-strings.ts), here the admin area's among them.
import 'virtual:island-strings';
import { useState } from 'react';
import type { AdminTechnician } from '../../api/admin-installation.ts';
import { editTechnician, loadTechnicians } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { KENYA_COUNTIES } from '../../lib/delivery/counties.ts';
import { AdminGuard, AdminNav } from './AdminGuard.tsx';
import { licenceBadge, licenceNotice, techniciansInOrder } from './installation-words.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Notices, type Notice } from './Notices.tsx';
import { TechnicianForm } from './TechnicianForm.tsx';
import { adminFailureMessage, useAdminData } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const COLUMNS = 7;

function counties(technician: AdminTechnician): string {
  return technician.counties.length === KENYA_COUNTIES.length ? t('admin.technicians.allCounties') : technician.countyNames.join(', ');
}

interface RowProps {
  technician: AdminTechnician;
  busy: boolean;
  onEdit: () => void;
  onActive: (active: boolean) => void;
}

function TechnicianRow({ technician, busy, onEdit, onActive }: RowProps) {
  const badge = licenceBadge(technician.licence, t);
  return (
    <tr>
      <th scope="row" data-label={t('admin.technicians.col.name')}>
        {technician.name}
      </th>
      <td data-label={t('admin.technicians.col.phone')}>
        <a href={`tel:${technician.phone}`}>{technician.phone}</a>
      </td>
      <td data-label={t('admin.technicians.col.licence')}>
        <div>
          <code>{technician.licenceNumber}</code> {technician.licenceClass}
        </div>
      </td>
      <td data-label={t('admin.technicians.col.expires')}>
        <div>
          {formatLongDate(technician.licenceExpires, 'en')}
          {badge && (
            <>
              {' '}
              <span className={`admin-badge install-badge--${badge.kind}`}>{badge.text}</span>
            </>
          )}
        </div>
      </td>
      <td data-label={t('admin.technicians.col.counties')}>{counties(technician)}</td>
      <td data-label={t('admin.technicians.col.active')}>
        <div>
          {technician.active ? (
            t('admin.technicians.active')
          ) : (
            <span className="admin-badge install-badge--inactive">{t('admin.technicians.inactive')}</span>
          )}
        </div>
      </td>
      <td data-label={t('admin.technicians.col.actions')}>
        <div className="install-actions">
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('admin.technicians.editFor', { name: technician.name })}
            onClick={onEdit}
          >
            {t('admin.technicians.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={t(technician.active ? 'admin.technicians.deactivateFor' : 'admin.technicians.reactivateFor', {
              name: technician.name,
            })}
            onClick={() => onActive(!technician.active)}
          >
            {technician.active ? t('admin.technicians.deactivate') : t('admin.technicians.reactivate')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function TechniciansDesk() {
  const { data, loadError, reload } = useAdminData('/api/admin/technicians', loadTechnicians);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function setActive(technician: AdminTechnician, active: boolean) {
    setBusy(technician.id);
    setNotice(null);
    const answer = await editTechnician(technician.id, { active });
    setBusy(null);
    if (!answer.ok) return setNotice({ kind: 'error', text: adminFailureMessage(answer) });
    setNotice({
      kind: 'status',
      text: t(active ? 'admin.technicians.reactivated' : 'admin.technicians.deactivated', { name: technician.name }),
    });
    reload();
  }

  const notes = data ? licenceNotice(data.technicians, t) : null;
  return (
    <div className="admin admin--wide">
      <AdminNav current="technicians" />
      <h1>{t('admin.technicians.title')}</h1>
      <p>{t('admin.technicians.intro')}</p>
      {notes && (
        <div className="admin-warning" data-testid="licence-notice">
          {notes.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <Notices notice={notice} />
      {adding ? (
        <TechnicianForm
          onDone={(added) => {
            setAdding(false);
            setNotice({ kind: 'status', text: t('admin.technicians.added', { name: added.name }) });
            reload();
          }}
          onClose={() => setAdding(false)}
        />
      ) : (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setEditing(null);
              setAdding(true);
            }}
          >
            {t('admin.technicians.add')}
          </button>
        </p>
      )}
      {loadError ? (
        <LoadFailed message={loadError} onRetry={reload} />
      ) : data === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : data.technicians.length === 0 ? (
        <p>{t('admin.technicians.none')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="technicians">
            <caption className="visually-hidden">{t('admin.technicians.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.technicians.col.name')}</th>
                <th scope="col">{t('admin.technicians.col.phone')}</th>
                <th scope="col">{t('admin.technicians.col.licence')}</th>
                <th scope="col">{t('admin.technicians.col.expires')}</th>
                <th scope="col">{t('admin.technicians.col.counties')}</th>
                <th scope="col">{t('admin.technicians.col.active')}</th>
                <th scope="col">{t('admin.technicians.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {techniciansInOrder(data.technicians).map((technician) =>
                editing === technician.id ? (
                  <tr key={technician.id}>
                    <td colSpan={COLUMNS} className="install-edit">
                      <TechnicianForm
                        technician={technician}
                        onDone={(saved) => {
                          setEditing(null);
                          setNotice({ kind: 'status', text: t('admin.technicians.saved', { name: saved.name }) });
                          reload();
                        }}
                        onClose={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <TechnicianRow
                    key={technician.id}
                    technician={technician}
                    busy={busy === technician.id}
                    onEdit={() => {
                      setNotice(null);
                      setAdding(false);
                      setEditing(technician.id);
                    }}
                    onActive={(active) => void setActive(technician, active)}
                  />
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** /admin/technicians: the team's technicians with their EPRA licences, those about to end first in a notice; added, edited in place, deactivated (issue 48, item 3). */
export default function AdminTechniciansPage() {
  return (
    <AdminGuard title={t('admin.technicians.title')}>
      <TechniciansDesk />
    </AdminGuard>
  );
}
