import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { enrollTotp, verifiedFactor, verifyTotp, type Enrollment } from '../../client/auth/mfa.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

type Phase =
  | { kind: 'checking' }
  | { kind: 'verify'; factorId: string }
  | { kind: 'enroll'; enrollment: Enrollment }
  | { kind: 'failed'; message: string };

/** The secret in groups of four, as authenticator apps show it: easier to type. */
function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const CODE = /^\d{6}$/;

/**
 * The second factor the admin area asks for (issue 33): an admin whose session is aal1 enrolls an
 * authenticator app (QR code from the server, or the secret to type) when they have no verified
 * factor, else types the 6-digit code. A right code raises the session to aal2; the guard then
 * shows the page, which loads its data again.
 */
export function StepUp() {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  async function start() {
    setPhase({ kind: 'checking' });
    const factor = await verifiedFactor();
    if (!factor.ok) return setPhase({ kind: 'failed', message: factor.message });
    if (factor.data) return setPhase({ kind: 'verify', factorId: factor.data.id });
    const enrolled = await enrollTotp();
    setPhase(enrolled.ok ? { kind: 'enroll', enrollment: enrolled.data } : { kind: 'failed', message: enrolled.message });
  }

  useEffect(() => {
    void start();
  }, []);

  // The cursor starts at the code field when asked for a code, at the heading when there is a QR code to read first.
  useEffect(() => {
    if (phase.kind === 'verify') codeRef.current?.focus();
    else if (phase.kind !== 'checking') headingRef.current?.focus();
  }, [phase.kind]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || (phase.kind !== 'verify' && phase.kind !== 'enroll')) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!CODE.test(code)) {
      setError(t('admin.mfa.codeFormat'));
      codeRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const factorId = phase.kind === 'verify' ? phase.factorId : phase.enrollment.factorId;
    const verified = await verifyTotp(factorId, code);
    setSending(false);
    if (verified.ok) return; // The session is aal2 now: the guard hears it from the auth state and shows the page.
    setError(
      verified.code === 'mfa_verification_failed' || verified.code === 'mfa_challenge_expired'
        ? t('admin.mfa.wrongCode')
        : verified.code === 'over_request_rate_limit'
          ? t('admin.mfa.tooMany')
          : t('admin.mfa.failed', { message: verified.message }),
    );
    if (codeRef.current) {
      codeRef.current.value = '';
      codeRef.current.focus();
    }
  }

  if (phase.kind === 'checking')
    return (
      <p className="admin__loading" role="status">
        {t('admin.loading')}
      </p>
    );
  if (phase.kind === 'failed')
    return (
      <section className="admin-mfa" aria-labelledby={id('heading')}>
        <h2 id={id('heading')} ref={headingRef} tabIndex={-1}>
          {t('admin.mfa.verifyHeading')}
        </h2>
        <div className="admin__error" role="alert">
          <p>{t('admin.mfa.failed', { message: phase.message })}</p>
          <button type="button" className="button" onClick={() => void start()}>
            {t('admin.retry')}
          </button>
        </div>
      </section>
    );

  const enrolling = phase.kind === 'enroll';
  return (
    <section className="admin-mfa" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} ref={headingRef} tabIndex={-1}>
        {enrolling ? t('admin.mfa.enrollHeading') : t('admin.mfa.verifyHeading')}
      </h2>
      {enrolling ? (
        <>
          <p>{t('admin.mfa.enrollIntro')}</p>
          <img className="admin-mfa__qr" src={phase.enrollment.qrCode} alt={t('admin.mfa.qrAlt')} width={200} height={200} />
          <p id={id('secret-label')}>{t('admin.mfa.secretLabel')}</p>
          <p>
            <code className="admin-mfa__secret" aria-labelledby={id('secret-label')} data-testid="mfa-secret">
              {groupedSecret(phase.enrollment.secret)}
            </code>
          </p>
        </>
      ) : (
        <p>{t('admin.mfa.verifyIntro')}</p>
      )}
      <form className="admin-mfa__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form-field">
          <label htmlFor={id('code')}>{t('admin.mfa.codeLabel')}</label>
          <input
            ref={codeRef}
            id={id('code')}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            aria-invalid={error ? true : undefined}
            aria-describedby={id('code-error')}
          />
          <p id={id('code-error')} className="form-field__error" aria-live="assertive">
            {error}
          </p>
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('admin.mfa.checking') : t('admin.mfa.submit')}
        </button>
      </form>
    </section>
  );
}
