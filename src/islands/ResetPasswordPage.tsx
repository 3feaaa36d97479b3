// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { translationsFor } from '../i18n/index.ts';
import { localizedPath } from '../i18n/locales.ts';
import { linkRefused, newPasswordProblem, passwordRefusal } from '../lib/auth/new-password.ts';
import { setNewPassword, startAuth } from '../client/auth/session.ts';
import { $auth } from '../stores/auth.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { MIN_PASSWORD_LENGTH } from '../lib/auth/password-rule.ts';

const t = translationsFor(pageLocale());

/** A link that cannot be used (refused by the auth server, already used, or no session here): say so and offer a new one. */
function InvalidLink() {
  return (
    <>
      <p className="account__error" role="alert">
        {t('reset.invalid')}
      </p>
      <p>
        <button type="button" className="account__button" data-auth-open="recover">
          {t('reset.askAgain')}
        </button>
      </p>
    </>
  );
}

function NewPasswordForm({ email, onDone, onExpired }: { email: string; onDone: () => void; onExpired: () => void }) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problem = newPasswordProblem(password, String(form.get('confirmation') ?? ''), t);
    if (problem) {
      setError(problem);
      first.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    const result = await setNewPassword(password).catch(() => ({ ok: false as const, message: t('auth.error.network') }));
    setBusy(false);
    if (result.ok) return onDone();
    const refusal = passwordRefusal('code' in result ? result.code : undefined, result.message, t);
    if (refusal.kind === 'link_expired') return onExpired();
    setError(refusal.message);
    first.current?.focus();
  }

  const described = error ? `${id}-error` : undefined;
  // The rule shows before the first try (issue 46.7); the server's refusal, when there is one, adds to it.
  const passwordDescribed = [`${id}-hint`, described].filter(Boolean).join(' ');
  return (
    <>
      <p>{t('reset.intro', { email })}</p>
      <form className="reset__form" onSubmit={(event) => void submit(event)} noValidate>
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <label htmlFor={`${id}-password`}>{t('reset.password')}</label>
        <input
          ref={first}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-invalid={Boolean(error)}
          aria-describedby={passwordDescribed}
        />
        <p id={`${id}-hint`} className="reset__hint">
          {t('auth.password.hint', { count: MIN_PASSWORD_LENGTH })}
        </p>
        <label htmlFor={`${id}-confirmation`}>{t('reset.confirm')}</label>
        <input
          id={`${id}-confirmation`}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={described}
        />
        <p id={`${id}-error`} className="account__error reset__error" role="alert">
          {error}
        </p>
        <button type="submit" className="account__button" disabled={busy}>
          {busy ? t('reset.busy') : t('reset.submit')}
        </button>
      </form>
    </>
  );
}

/**
 * /account/reset-password: where a password reset link lands. supabase-js exchanges the link's
 * `code` for a session (the auth client starts with the page); then the shopper sets a new password.
 */
export default function ResetPasswordPage() {
  const { user, loading } = useStore($auth);
  const [refused] = useState(() => linkRefused(window.location.search, window.location.hash));
  const [started, setStarted] = useState(false);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    void startAuth().then(() => setStarted(true));
  }, []);

  return (
    <div className="account">
      <h1>{t('reset.title')}</h1>
      {done ? (
        <>
          <p className="reset__done" role="status">
            {t('reset.done')}
          </p>
          <p>
            <a className="account__button" href={localizedPath('/account', t.locale)}>
              {t('reset.account')}
            </a>
          </p>
        </>
      ) : refused || expired ? (
        <InvalidLink />
      ) : !started || loading ? (
        <p role="status">{t('reset.loading')}</p>
      ) : user ? (
        <NewPasswordForm email={user.email} onDone={() => setDone(true)} onExpired={() => setExpired(true)} />
      ) : (
        <InvalidLink />
      )}
    </div>
  );
}
