import { useId, useState, type SubmitEvent } from 'react';
import { setInstallationCapacity } from '../../client/admin-installation.ts';
import type { ApiFailure } from '../../client/api.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { errorAtField } from './installation-words.ts';
import type { Notice } from './Notices.tsx';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());
const ZONES = [1, 2, 3, 4] as const;

type Errors = Partial<Record<'zone' | 'day' | 'jobsPerDay' | 'form', string>>;

const errorsOf = (failure: ApiFailure): Errors => errorAtField(['zone', 'day', 'jobsPerDay'], failure.field, adminFailureMessage(failure));

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

/** One zone's jobs a day (PUT /api/admin/installations/capacity {zone, jobsPerDay}). */
function ZoneCapacity({ zone, jobsPerDay, onDone }: { zone: number; jobsPerDay: number; onDone: (notice: Notice) => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const jobs = wholeNumber(String(new FormData(event.currentTarget).get('jobsPerDay') ?? ''));
    setSending(true);
    const answer = await setInstallationCapacity({ zone, jobsPerDay: jobs });
    setSending(false);
    if (!answer.ok) return setError(errorsOf(answer).jobsPerDay ?? adminFailureMessage(answer));
    setError('');
    onDone({ kind: 'status', text: t('admin.installation.capacity.saved', { zone, count: jobs }) });
  }

  return (
    <form className="install-zone" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor={id}>{t('admin.installation.capacity.zone', { zone })}</label>
        <div className="install-zone__row">
          <input
            id={id}
            name="jobsPerDay"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            defaultValue={jobsPerDay}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
          />
          <button type="submit" className="button button--ghost" disabled={sending}>
            {t('admin.installation.capacity.save')}
          </button>
        </div>
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      </div>
    </form>
  );
}

/**
 * One day's own capacity in a zone (PUT …/capacity {zone, day, jobsPerDay}): a number that day,
 * closed (0), or the zone's again (null).
 */
function DayCapacity({ today, onDone }: { today: string; onDone: (notice: Notice) => void }) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const how = event.submitter?.getAttribute('value') ?? 'set';
    const zone = Number(form.get('zone'));
    const day = String(form.get('day') ?? '');
    const jobsPerDay = how === 'close' ? 0 : how === 'reset' ? null : wholeNumber(String(form.get('jobsPerDay') ?? ''));
    setSending(true);
    const answer = await setInstallationCapacity({ zone, day, jobsPerDay });
    setSending(false);
    if (!answer.ok) return setErrors(errorsOf(answer));
    setErrors({});
    const words = { zone, day: formatLongDate(day, 'en'), count: jobsPerDay ?? 0 };
    onDone({
      kind: 'status',
      text:
        jobsPerDay === null
          ? t('admin.installation.day.reset', words)
          : jobsPerDay === 0
            ? t('admin.installation.day.closed', words)
            : t('admin.installation.day.saved', words),
    });
  }

  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
  });
  const error = (name: keyof Errors) => (
    <p id={`${id}-${name}-error`} className="form-field__error">
      {errors[name]}
    </p>
  );
  return (
    <form className="admin-action install-day" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('admin.installation.day.heading')}</h3>
      <p className="admin-action__intro">{t('admin.installation.day.intro')}</p>
      <fieldset className="admin-action__fields" disabled={sending}>
        <legend className="visually-hidden">{t('admin.installation.day.heading')}</legend>
        <div className="form-field">
          <label htmlFor={`${id}-zone`}>{t('admin.installation.day.zone')}</label>
          <select {...field('zone')} className="admin-select" defaultValue="1">
            {ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t('admin.installation.zone', { zone })}
              </option>
            ))}
          </select>
          {error('zone')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-day`}>{t('admin.installation.day.day')}</label>
          <input {...field('day')} type="date" min={today} defaultValue={today} />
          {error('day')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-jobsPerDay`}>{t('admin.installation.day.jobs')}</label>
          <input {...field('jobsPerDay')} type="number" inputMode="numeric" min={0} max={100} defaultValue={1} />
          {error('jobsPerDay')}
        </div>
      </fieldset>
      <p className="admin-action__error" role="alert">
        {errors.form}
      </p>
      <div className="admin-action__buttons">
        <button type="submit" className="button" value="set" disabled={sending}>
          {t('admin.installation.day.set')}
        </button>
        <button type="submit" className="button button--ghost" value="close" disabled={sending}>
          {t('admin.installation.day.close')}
        </button>
        <button type="submit" className="button button--ghost" value="reset" disabled={sending}>
          {t('admin.installation.day.resetButton')}
        </button>
      </div>
    </form>
  );
}

/** Each zone's jobs a day, and one day's own. */
export function InstallationCapacity({
  capacities,
  today,
  onDone,
}: {
  capacities: ReadonlyArray<{ zone: number; jobsPerDay: number }>;
  today: string;
  onDone: (notice: Notice) => void;
}) {
  return (
    <section aria-labelledby="install-capacity" className="admin-panel install-capacity">
      <h2 id="install-capacity">{t('admin.installation.capacity.heading')}</h2>
      <p className="admin__muted">{t('admin.installation.capacity.intro')}</p>
      <div className="install-zones">
        {capacities.map((capacity) => (
          <ZoneCapacity
            key={`${capacity.zone}-${capacity.jobsPerDay}`}
            zone={capacity.zone}
            jobsPerDay={capacity.jobsPerDay}
            onDone={onDone}
          />
        ))}
      </div>
      <DayCapacity today={today} onDone={onDone} />
    </section>
  );
}
