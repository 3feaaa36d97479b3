import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { AdminInstallation, AdminTechnician } from '../../api/admin-installation.ts';
import { assignInstallation, type AssignAnswer } from '../../client/admin-installation.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { assignChoices } from './assign-choices.ts';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());

interface Props {
  job: AdminInstallation & { day: string };
  technicians: readonly AdminTechnician[];
  /** The other jobs known on the job's day: a technician who has one is booked. */
  jobs: readonly AdminInstallation[];
  onAssigned: (answer: AssignAnswer) => void;
  onClose: () => void;
}

/**
 * Gives a job with a day to a technician (POST /api/admin/installations/{orderId}/assign): every
 * active technician as a choice, those who may not take it disabled with why (class, expiry,
 * county, booked that day); the server's refusal under the form should it still refuse.
 */
export function AssignControl({ job, technicians, jobs, onAssigned, onClose }: Props) {
  const prefix = useId();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const choices = assignChoices(job, technicians, jobs, t);
  // One who may take it is chosen to start with (another than the one assigned now, when there is one), so a press always names someone.
  const takers = choices.filter((choice) => choice.why === null);
  const first = takers.find((choice) => choice.technician.id !== job.technician?.id) ?? takers[0];

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const technicianId = String(new FormData(event.currentTarget).get('technicianId') ?? '');
    setSending(true);
    const answer = await assignInstallation(job.orderId, technicianId);
    setSending(false);
    if (!answer.ok) return setError(adminFailureMessage(answer));
    setError('');
    onAssigned(answer.data);
  }

  const words = { id: job.reference, day: formatLongDate(job.day, 'en') };
  return (
    <form className="admin-action" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`} ref={headingRef} tabIndex={-1}>
        {t('admin.job.assignTo', words)}
      </h2>
      {choices.length === 0 ? (
        <p>
          {t('admin.job.noChoice')} <a href="/admin/technicians">{t('admin.nav.technicians')}</a>
        </p>
      ) : (
        <fieldset className="admin-action__fields install-choices" disabled={sending}>
          <legend>{t('admin.job.choices')}</legend>
          {choices.map(({ technician, why }) => (
            <div key={technician.id} className="install-choice">
              <input
                type="radio"
                id={`${prefix}-${technician.id}`}
                name="technicianId"
                value={technician.id}
                disabled={why !== null}
                defaultChecked={technician.id === first?.technician.id}
                aria-describedby={why ? `${prefix}-${technician.id}-why` : undefined}
              />
              <label htmlFor={`${prefix}-${technician.id}`}>
                {t('admin.job.choice', {
                  name: technician.name,
                  class: technician.licenceClass,
                  licence: technician.licenceNumber,
                })}
              </label>
              {why && (
                <p id={`${prefix}-${technician.id}-why`} className="install-choice__why">
                  {why}
                </p>
              )}
            </div>
          ))}
        </fieldset>
      )}
      <p className="admin-action__error" role="alert">
        {error}
      </p>
      <div className="admin-action__buttons">
        {first && (
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('admin.job.assigning') : t('admin.job.assign')}
          </button>
        )}
        <button type="button" className="button button--ghost" disabled={sending} onClick={onClose}>
          {t('admin.form.close')}
        </button>
      </div>
    </form>
  );
}

/**
 * The job sheet's link as the technician was sent it, to pass on by hand should the SMS not arrive:
 * the link in a box to select, and a Copy button.
 */
export function JobSheetLink({ url, name }: { url: string; name: string }) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const boxRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('admin.job.copied'));
    } catch {
      // No clipboard (an older browser, a page not served over https): the link is selected to copy by hand.
      boxRef.current?.select();
    }
  }

  return (
    <div className="install-sheet" data-testid="job-sheet-link">
      <label htmlFor={id}>{t('admin.job.sheet', { name })}</label>
      <div className="install-sheet__row">
        <input
          ref={boxRef}
          id={id}
          type="text"
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('admin.job.copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="admin__hint">
        {t('admin.job.sheetHint')}
      </p>
      <p role="status" className="admin__hint">
        {copied}
      </p>
    </div>
  );
}
