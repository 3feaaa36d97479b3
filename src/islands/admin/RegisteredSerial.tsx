import { useId, useState } from 'react';
import type { LookedUpRegistration } from '../../api/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { SerialCorrectionForm, type CorrectionNotice } from './SerialCorrectionForm.tsx';
import { CustomerFacts, WarrantyClaim } from './WarrantyClaim.tsx';
import { dayLabel, endsLabel } from './warranty-words.ts';

const t = translationsFor(pageLocale());

/**
 * One registration of the serial looked up: its order and customer, its warranty, a warning when
 * other customers tried to register the same serial, the serial's history of corrections, the
 * Correct serial number form, and its claims.
 */
export function RegisteredSerial({
  registration,
  onCorrected,
}: {
  registration: LookedUpRegistration;
  onCorrected: (serial: string, notice: CorrectionNotice) => void;
}) {
  const headingId = useId();
  const formId = useId();
  const [correcting, setCorrecting] = useState(false);
  return (
    <article aria-labelledby={headingId} className="admin-registration" data-testid="registration">
      <h3 id={headingId}>{t('admin.warranty.registration.heading', { product: registration.productName, serial: registration.serial })}</h3>
      {registration.duplicateAttempts.length > 0 ? <DuplicateWarning registration={registration} /> : null}
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
      {registration.corrections.length > 0 ? (
        <>
          <h4>{t('admin.warranty.registration.history')}</h4>
          <ol className="admin-audit" data-testid="serial-history">
            {registration.corrections.map((c, index) => (
              <li key={`${c.at}-${index}`}>
                {t('admin.warranty.registration.corrected', {
                  from: c.from,
                  to: c.to,
                  who: c.actorEmail ?? t('admin.audit.unknownActor'),
                  date: adminDateTime(c.at),
                })}
                <span className="admin-table__sub">{t('admin.warranty.claim.auditReason', { reason: c.reason })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="admin-actions__one">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={correcting}
          aria-controls={formId}
          onClick={() => setCorrecting((open) => !open)}
        >
          {t('admin.warranty.registration.correct')}
        </button>
        <div id={formId} hidden={!correcting}>
          {correcting ? (
            <SerialCorrectionForm registration={registration} onCorrected={onCorrected} onClose={() => setCorrecting(false)} />
          ) : null}
        </div>
      </div>
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

/** Other customers' orders that tried to register this serial: who, how often, when, to call before a claim is honoured. */
function DuplicateWarning({ registration }: { registration: LookedUpRegistration }) {
  const headingId = useId();
  return (
    <section className="admin-warning" aria-labelledby={headingId} data-testid="duplicate-warning">
      <h4 id={headingId}>{t('admin.warranty.registration.duplicates')}</h4>
      <p>{t('admin.warranty.registration.duplicatesIntro')}</p>
      <ul>
        {registration.duplicateAttempts.map((attempt) => (
          <li key={attempt.id}>
            <a href={`/admin/order?id=${attempt.orderId}`}>
              {t('admin.warranty.registration.openOrder', { reference: attempt.reference })}
            </a>
            {', '}
            {t('admin.warranty.registration.duplicate', {
              name: attempt.customer.name,
              phone: attempt.customer.phone,
              serial: attempt.serial,
              count: attempt.attempts,
              date: adminDateTime(attempt.lastAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
