import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { SerialLookupAnswer } from '../../api/admin-warranty.ts';
import { lookUpSerial } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { adminFailureMessage } from './useAdminData.ts';
import { CustomerFacts, WarrantyClaim } from './WarrantyClaim.tsx';
import { dayLabel, endsLabel } from './warranty-words.ts';

const t = translationsFor(pageLocale());

type Found =
  | { kind: 'idle' }
  | { kind: 'searching'; serial: string }
  | { kind: 'found'; answer: SerialLookupAnswer }
  | { kind: 'failed'; message: string };

/**
 * The serial search: every registration of a serial (one per product at most), with its order and
 * customer, its warranty, and each claim with its status select and audit. `serial` is what to
 * look up (from the page's URL, or a registration's Look up button); `onSearch` keeps it there.
 */
export function SerialLookup({ serial, onSearch }: { serial: string; onSearch: (serial: string) => void }) {
  const id = useId();
  const [found, setFound] = useState<Found>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (inputRef.current) inputRef.current.value = serial;
    if (!serial) return setFound({ kind: 'idle' });
    let live = true;
    setFound({ kind: 'searching', serial });
    void lookUpSerial(serial).then((answer) => {
      if (!live) return;
      setFound(answer.ok ? { kind: 'found', answer: answer.data } : { kind: 'failed', message: adminFailureMessage(answer) });
    });
    return () => {
      live = false;
    };
  }, [serial]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = inputRef.current?.value.trim() ?? '';
    if (typed) onSearch(typed);
    else inputRef.current?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-panel">
      <h2 id={`${id}-heading`}>{t('admin.warranty.lookup.heading')}</h2>
      <form role="search" className="admin-filters" onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <div className="admin-filters__field admin-filters__search">
          <label htmlFor={`${id}-serial`}>{t('admin.warranty.lookup.label')}</label>
          <div className="admin-filters__search-row">
            <input
              ref={inputRef}
              id={`${id}-serial`}
              name="serial"
              type="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              aria-describedby={`${id}-hint`}
            />
            <button type="submit" className="button">
              {t('admin.warranty.lookup.submit')}
            </button>
          </div>
          <p id={`${id}-hint`} className="admin__hint">
            {t('admin.warranty.lookup.hint')}
          </p>
        </div>
      </form>
      <div className="admin-lookup" data-testid="serial-lookup">
        <p role="status" className="admin__summary">
          {found.kind === 'searching'
            ? t('admin.warranty.lookup.searching', { serial: found.serial })
            : found.kind === 'found'
              ? found.answer.registrations.length === 0
                ? t('admin.warranty.lookup.none', { serial: found.answer.serial })
                : t('admin.warranty.lookup.found', { serial: found.answer.serial, count: found.answer.registrations.length })
              : ''}
        </p>
        {found.kind === 'failed' ? (
          <p className="admin__error" role="alert">
            {found.message}
          </p>
        ) : null}
        {found.kind === 'found'
          ? found.answer.registrations.map((registration) => <RegisteredSerial key={registration.id} registration={registration} />)
          : null}
      </div>
    </section>
  );
}

function RegisteredSerial({ registration }: { registration: SerialLookupAnswer['registrations'][number] }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="admin-registration">
      <h3 id={headingId}>{t('admin.warranty.registration.heading', { product: registration.productName, serial: registration.serial })}</h3>
      <CustomerFacts registration={registration} />
      <dl className="admin-facts">
        <div>
          <dt>{t('admin.warranty.registration.delivered')}</dt>
          <dd>{dayLabel(registration.startsOn)}</dd>
        </div>
        <div>
          <dt>{t('admin.warranty.registration.registered')}</dt>
          <dd>{adminDateTime(registration.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.warranty.registration.warranty')}</dt>
          <dd>
            {t('admin.warranty.registration.term', { months: registration.months, date: dayLabel(registration.endsOn) })} (
            {endsLabel(registration.endsOn)})
          </dd>
        </div>
        {registration.covers ? (
          <div>
            <dt>{t('admin.warranty.registration.covers')}</dt>
            <dd>{registration.covers}</dd>
          </div>
        ) : null}
      </dl>
      {registration.claims.length === 0 ? (
        <p className="admin__muted">{t('admin.warranty.registration.noClaims')}</p>
      ) : (
        registration.claims.map((claim) => (
          <WarrantyClaim key={`${claim.id}:${claim.updatedAt}`} claim={claim} registration={registration} withCustomer={false} />
        ))
      )}
    </article>
  );
}
