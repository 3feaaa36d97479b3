import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { SearchField } from './SearchField.tsx';
import type { SerialLookupAnswer } from '../../api/admin-warranty.ts';
import { lookUpSerial } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { Notices } from './Notices.tsx';
import { RegisteredSerial } from './RegisteredSerial.tsx';
import type { CorrectionNotice } from './SerialCorrectionForm.tsx';
import { adminFailureMessage } from './useAdminData.ts';

const t = translationsFor(pageLocale());

type Found =
  | { kind: 'idle' }
  | { kind: 'searching'; serial: string }
  | { kind: 'found'; answer: SerialLookupAnswer }
  | { kind: 'failed'; message: string };

/**
 * The serial search: every registration of a serial however typed (one per product at most), with
 * its order and customer, its warranty, its serial's history and the other orders that tried it,
 * and each claim with its status select and audit. `serial` is what to look up (from the page's
 * URL, or a Look up button); `onSearch` keeps it there. A corrected serial is looked up again by
 * its new value, with the correction's notice kept above.
 */
export function SerialLookup({ serial, onSearch }: { serial: string; onSearch: (serial: string) => void }) {
  const id = useId();
  const [found, setFound] = useState<Found>({ kind: 'idle' });
  // A correction's notice, shown while the serial it corrected to is the one looked up.
  const [notice, setNotice] = useState<{ serial: string; notice: CorrectionNotice } | null>(null);
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
        <SearchField
          label={t('admin.warranty.lookup.label')}
          hint={t('admin.warranty.lookup.hint')}
          submit={t('admin.warranty.lookup.submit')}
          name="serial"
          maxLength={60}
          literal
          inputRef={inputRef}
        />
      </form>
      <Notices notice={notice?.serial === serial ? notice.notice : null} />
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
          ? found.answer.registrations.map((registration) => (
              <RegisteredSerial
                key={`${registration.id}:${registration.serial}`}
                registration={registration}
                onCorrected={(corrected, done) => {
                  setNotice({ serial: corrected, notice: done });
                  onSearch(corrected);
                }}
              />
            ))
          : null}
      </div>
    </section>
  );
}
