import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { AdminWarrantyClaim, AdminWarrantyRegistration } from '../../api/admin-warranty.ts';
import { moveWarrantyClaim } from '../../client/admin-warranty.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { adminDateTime } from '../../lib/admin/format.ts';
import { CLAIM_STATUSES, type ClaimStatus } from '../../lib/warranty/claim-status.ts';
import { useLatestClaim } from './moved-claims.ts';
import { adminFailureMessage } from './useAdminData.ts';
import { claimStatusLabel, dayLabel, eventActor } from './warranty-words.ts';

const t = translationsFor(pageLocale());
const REASON_MAX = 500;

interface Props {
  claim: AdminWarrantyClaim;
  registration: AdminWarrantyRegistration;
  /** Show whose it is (the lists); the serial lookup shows the customer once, above its claims. */
  withCustomer: boolean;
}

/**
 * One warranty claim as the team handles it, under the reference the customer quotes: what the
 * customer says, whose it is, whether it was made out of warranty, the status select with its
 * reason, and the audit. A save shows the claim as the server answered it (the new status and its
 * audit entry), wherever the page shows it.
 */
export function WarrantyClaim({ claim: loaded, registration, withCustomer }: Props) {
  const { claim, record } = useLatestClaim(loaded);
  const headingId = useId();
  return (
    <article className="admin-panel admin-claim" aria-labelledby={headingId} data-testid="warranty-claim">
      <h3 id={headingId}>
        {t('admin.warranty.claim.heading', { claim: claim.claimReference, product: registration.productName, serial: registration.serial })}
      </h3>
      <p className="admin-claim__marks">
        <span className={`admin-badge admin-badge--claim-${claim.status}`}>{claimStatusLabel(claim.status)}</span>
        {claim.outOfWarranty ? (
          <strong className="admin-badge admin-badge--out">
            {t('admin.warranty.claim.outOfWarranty', { date: dayLabel(registration.endsOn) })}
          </strong>
        ) : null}
        <span className="admin__muted">{t('admin.warranty.claim.made', { date: adminDateTime(claim.createdAt) })}</span>
      </p>
      <h4>{t('admin.warranty.claim.description')}</h4>
      <p className="admin-messages__text">{claim.description}</p>
      {claim.rejectReason ? <p>{t('admin.warranty.claim.rejectReason', { reason: claim.rejectReason })}</p> : null}
      {withCustomer ? <CustomerFacts registration={registration} /> : null}
      <ClaimStatusForm claim={claim} onMoved={record} />
      <ClaimAudit claim={claim} />
    </article>
  );
}

/** Whose the serial is and where it was bought: the order (linked), name, phone and e-mail. */
export function CustomerFacts({ registration }: { registration: AdminWarrantyRegistration }) {
  const { customer } = registration;
  return (
    <dl className="admin-facts">
      <div>
        <dt>{t('admin.warranty.registration.order')}</dt>
        <dd>
          <a href={`/admin/order?id=${registration.orderId}`}>
            {t('admin.warranty.registration.openOrder', { reference: registration.reference })}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('admin.warranty.registration.customer')}</dt>
        <dd>{customer.name}</dd>
      </div>
      <div>
        <dt>{t('admin.warranty.registration.phone')}</dt>
        <dd>
          <a href={`tel:${customer.phone}`}>{customer.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('admin.warranty.registration.email')}</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The claim's status select, the reason (needed to reject: the customer is told it) and Save. A
 * move to the status it has, or a rejection without a reason, is refused here before it is sent;
 * the server refuses them as well.
 */
function ClaimStatusForm({ claim, onMoved }: { claim: AdminWarrantyClaim; onMoved: (claim: AdminWarrantyClaim) => void }) {
  const id = useId();
  const [status, setStatus] = useState<ClaimStatus>(claim.status);
  // Moved elsewhere on the page (the same claim in the other list): the select follows.
  const [shown, setShown] = useState(claim.status);
  if (shown !== claim.status) {
    setShown(claim.status);
    setStatus(claim.status);
  }
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const reasonField = formRef.current?.elements.namedItem('reason') as HTMLTextAreaElement | null;
    const reason = (reasonField?.value ?? '').trim();
    setSaved('');
    if (status === claim.status) return setErrors({ form: t('admin.warranty.claim.unchanged') });
    if ((status === 'rejected' && !reason) || reason.length > REASON_MAX) {
      setErrors({ reason: t('admin.warranty.claim.reasonMissing') });
      reasonField?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await moveWarrantyClaim(claim.id, status, reason);
    setSaving(false);
    if (!answer.ok) {
      const message = adminFailureMessage(answer);
      setErrors(answer.field === 'reason' ? { reason: message } : { form: message });
      if (answer.field === 'reason') reasonField?.focus();
      return;
    }
    if (reasonField) reasonField.value = '';
    onMoved(answer.data.claim);
    setSaved(t('admin.warranty.claim.saved', { status: claimStatusLabel(answer.data.claim.status) }));
  }

  const rejecting = status === 'rejected';
  return (
    <form ref={formRef} className="admin-action admin-claim__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor={`${id}-status`}>{t('admin.warranty.claim.status')}</label>
        <select
          id={`${id}-status`}
          name="status"
          className="admin-select"
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as ClaimStatus);
            setErrors({});
          }}
        >
          {CLAIM_STATUSES.map((option) => (
            <option key={option} value={option}>
              {claimStatusLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-reason`}>{t('admin.warranty.claim.reason')}</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={2}
          maxLength={REASON_MAX}
          required={rejecting}
          aria-required={rejecting}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-hint ${id}-reason-error`}
        />
        <p id={`${id}-reason-hint`} className="form-field__hint">
          {t('admin.warranty.claim.reasonHint')}
        </p>
        <p id={`${id}-reason-error`} className="form-field__error">
          {errors.reason}
        </p>
      </div>
      <div className="admin-action__buttons">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? t('admin.warranty.claim.saving') : t('admin.warranty.claim.save')}
        </button>
      </div>
      <p className="admin-notice admin-notice--status" role="status">
        {saved}
      </p>
      <p className="admin-notice admin-notice--error" role="alert">
        {errors.form}
      </p>
    </form>
  );
}

/** Who moved the claim, when, from what to what, and why: oldest first. */
function ClaimAudit({ claim }: { claim: AdminWarrantyClaim }) {
  return (
    <>
      <h4>{t('admin.warranty.claim.audit')}</h4>
      <ol className="admin-audit" data-testid="claim-audit">
        {claim.events.map((event, index) => {
          const values = {
            who: eventActor(event),
            date: adminDateTime(event.at),
            to: claimStatusLabel(event.toStatus),
            from: event.fromStatus ? claimStatusLabel(event.fromStatus) : '',
          };
          return (
            <li key={`${event.at}-${index}`}>
              {event.fromStatus ? t('admin.warranty.claim.auditMove', values) : t('admin.warranty.claim.auditMade', values)}
              {event.reason ? (
                <span className="admin-table__sub">{t('admin.warranty.claim.auditReason', { reason: event.reason })}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
