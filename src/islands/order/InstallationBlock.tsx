import { useEffect, useState, type FormEvent } from 'react';
import type { CustomerInstallation, SlotsAnswer } from '../../api/installation.ts';
import { installationSlots, rescheduleInstallation } from '../../client/orders.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import {
  dayOptionLabel,
  installationFacts,
  rescheduledLines,
  rescheduleNote,
  rescheduleWords,
} from '../../lib/installation/customer-words.ts';

const t = translationsFor(pageLocale());

type Days = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; slots: SlotsAnswer['slots'] };

/**
 * The form to choose or move the day on /orders: the open days of the order's county (GET
 * /api/installations/slots), then the day sent with the customer's token (POST
 * /api/orders/{id}/installation). What the API refuses is said under the select, in its words.
 */
function MoveDay({
  orderId,
  job,
  onMoved,
}: {
  orderId: string;
  job: CustomerInstallation;
  onMoved: (after: CustomerInstallation) => void;
}) {
  const [days, setDays] = useState<Days>({ kind: 'loading' });
  const [date, setDate] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState('');
  const id = `installation-day-${orderId}`;
  const words = rescheduleWords(job, t);

  useEffect(() => {
    let live = true;
    void installationSlots(job.county).then((answer) => {
      if (!live) return;
      const open = answer.ok ? answer.data.slots.filter((slot) => slot.available > 0 && slot.date !== job.day) : [];
      setDays(answer.ok ? { kind: 'ready', slots: open } : { kind: 'failed' });
      setDate(open[0]?.date ?? '');
    });
    return () => {
      live = false;
    };
  }, [job.county, job.day]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    if (!date) {
      setError(t('installationTrack.error.day'));
      return;
    }
    setWorking(true);
    setError('');
    const answer = await rescheduleInstallation(orderId, date);
    setWorking(false);
    if (answer.ok) onMoved(answer.data.installation);
    else setError(answer.status === 0 || !answer.message ? t('checkout.genericError') : answer.message);
  }

  if (days.kind === 'loading') return <p role="status">{t('installationTrack.form.loading')}</p>;
  if (days.kind === 'failed') return <p className="account__error">{t('installationTrack.form.loadFailed')}</p>;
  if (!days.slots.length) return <p>{t('installationTrack.form.noDays')}</p>;
  return (
    // No accessible name: a page of several orders would hold several forms of one name (axe's landmark-unique).
    <form className="installation__move" aria-busy={working} noValidate onSubmit={(event) => void save(event)}>
      <h4 id={`${id}-heading`}>{words.heading}</h4>
      <div className="form-field">
        <label htmlFor={id}>
          {t('installationTrack.form.day')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={id}
          name="date"
          required
          value={date}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setDate(event.currentTarget.value)}
        >
          {days.slots.map((slot) => (
            <option key={slot.date} value={slot.date}>
              {dayOptionLabel(slot, t)}
            </option>
          ))}
        </select>
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className="button" aria-disabled={working || undefined}>
        {working ? t('installationTrack.form.sending') : words.submit}
      </button>
    </form>
  );
}

/** An order's installation on /orders, as /track shows it (lib/installation/customer-words.ts): the day, the technician, what is included, and the form to move the day while it may be. */
export function InstallationBlock({ orderId, installation }: { orderId: string; installation: CustomerInstallation }) {
  const [job, setJob] = useState(installation);
  const [done, setDone] = useState<string[]>([]);
  const note = rescheduleNote(job, t);
  function moved(after: CustomerInstallation) {
    setDone(rescheduledLines(job, after, t));
    setJob(after);
  }
  return (
    // A block of its order's card, not a landmark: a page of several orders would hold several regions of one name.
    <div className="installation" data-testid="installation">
      <h3>{t('installationTrack.heading')}</h3>
      <div role="status">
        {done.map((line) => (
          <p key={line} className="track__done">
            {line}
          </p>
        ))}
      </div>
      <dl className="orders__facts">
        {installationFacts(job, t).map((fact) => (
          <div key={fact.id}>
            <dt>{fact.label}</dt>
            <dd data-testid={`installation-${fact.id}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {job.includes.length > 0 && (
        <>
          <h4>{t('installationTrack.includes')}</h4>
          <ul className="installation__includes">
            {job.includes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {note && <p className="account__muted">{note}</p>}
      {job.canReschedule && <MoveDay key={job.day ?? 'none'} orderId={orderId} job={job} onMoved={moved} />}
    </div>
  );
}
