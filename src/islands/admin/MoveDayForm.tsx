import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { AdminInstallation } from '../../api/admin-installation.ts';
import type { SlotsAnswer } from '../../api/installation.ts';
import { moveInstallation } from '../../client/admin-installation.ts';
import { installationSlots } from '../../client/orders.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { calendarDay } from './installation-words.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());

type Days = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; slots: SlotsAnswer['slots'] };

/**
 * The team moves a job to another open day of its county's zone (POST
 * /api/admin/installations/{orderId}/reschedule): the open days with their places left, as the
 * customer sees them (GET /api/installations/slots). The customer is told; a technician who may
 * not take the new day is dropped, and the notice says the job needs one again.
 */
export function MoveDayForm({ job, onDone, onClose }: { job: AdminInstallation; onDone: (notice: Notice) => void; onClose: () => void }) {
  const id = useId();
  const [days, setDays] = useState<Days>({ kind: 'loading' });
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void installationSlots(job.county).then((answer) => {
      if (!live) return;
      setDays(
        answer.ok
          ? { kind: 'ready', slots: answer.data.slots.filter((slot) => slot.available > 0 && slot.date !== job.day) }
          : { kind: 'failed', message: adminFailureMessage(answer) },
      );
    });
    return () => {
      live = false;
    };
  }, [job.county, job.day]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const date = String(new FormData(event.currentTarget).get('date') ?? '');
    setSending(true);
    const answer = await moveInstallation(job.orderId, date);
    setSending(false);
    if (!answer.ok) return setError(adminFailureMessage(answer));
    const moved = answer.data.installation;
    const words = { id: job.reference, day: formatLongDate(date, 'en'), name: job.technician?.name ?? '' };
    const dropped = job.technician !== null && moved.technician === null;
    onDone({ kind: 'status', text: t(dropped ? 'admin.installation.move.dropped' : 'admin.installation.move.done', words) });
  }

  const heading = t('admin.installation.move.heading', { id: job.reference });
  return (
    <form className="admin-action" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {days.kind === 'loading' ? (
        <p role="status">{t('admin.loading')}</p>
      ) : days.kind === 'failed' ? (
        <p className="admin-action__error">{days.message}</p>
      ) : days.slots.length === 0 ? (
        <p>{t('admin.installation.move.noDays')}</p>
      ) : (
        <div className="form-field">
          <label htmlFor={`${id}-date`}>{t('admin.installation.move.day')}</label>
          <select id={`${id}-date`} name="date" className="admin-select" disabled={sending}>
            {days.slots.map((slot) => (
              <option key={slot.date} value={slot.date}>
                {t('admin.installation.move.option', { day: calendarDay(slot.date), count: slot.available })}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="admin-action__error" role="alert">
        {error}
      </p>
      <div className="admin-action__buttons">
        {days.kind === 'ready' && days.slots.length > 0 && (
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('admin.installation.move.sending') : t('admin.installation.move.submit')}
          </button>
        )}
        <button type="button" className="button button--ghost" disabled={sending} onClick={onClose}>
          {t('admin.form.close')}
        </button>
      </div>
    </form>
  );
}
