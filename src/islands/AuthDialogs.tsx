import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { localHref, t } from '../i18n/index.ts';
import { authRefusalText } from '../lib/auth/refusal.ts';
import { requestPasswordReset, signInWithGoogle, signInWithPassword, signUp, type AuthResult } from '../client/auth/session.ts';
import { $authDialog, $signInFor, type AuthDialog } from '../stores/auth.ts';

const TEXT = {
  login: { title: 'auth.login.title', submit: 'auth.login.submit', busy: 'auth.login.busy', switchTo: 'auth.login.switch' },
  signup: { title: 'auth.signup.title', submit: 'auth.signup.submit', busy: 'auth.signup.busy', switchTo: 'auth.signup.switch' },
  recover: { title: 'auth.recover.title', submit: 'auth.recover.submit', busy: 'auth.recover.busy', switchTo: 'auth.recover.switch' },
} as const;

/** Where each dialog's switch button leads. */
const SWITCH: Record<AuthDialog, AuthDialog> = { login: 'signup', signup: 'login', recover: 'login' };

async function attempt(action: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await action();
  } catch {
    return { ok: false, message: t('auth.error.network') };
  }
}

/** A form's busy flag, its error, and whether it succeeded, around one auth call. */
function useAuthCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  async function run(action: () => Promise<AuthResult>): Promise<boolean> {
    setBusy(true);
    setError('');
    setDone(false);
    const result = await attempt(action);
    setBusy(false);
    if (!result.ok) setError(authRefusalText(result.code, result.message));
    setDone(result.ok);
    return result.ok;
  }
  return { busy, error, done, setError, run };
}

function Messages({ error, sent }: { error: string; sent: string }) {
  return (
    <>
      <p role="alert" className="auth-dialog__error">{error}</p>
      <p role="status" className="auth-dialog__sent">{sent}</p>
    </>
  );
}

function AuthForm({ mode, onDone }: { mode: 'login' | 'signup'; onDone: () => void }) {
  const text = TEXT[mode];
  const id = useId();
  const { busy, error, done, setError, run } = useAuthCall();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const ok = await run(() => (mode === 'login' ? signInWithPassword(email, password) : signUp(email, password)));
    if (ok && mode === 'login') onDone();
  }

  async function google() {
    setError('');
    const result = await attempt(signInWithGoogle);
    if (!result.ok) setError(authRefusalText(result.code, result.message));
  }

  return (
    <>
      <button type="button" className="auth-dialog__google" onClick={() => void google()}>
        {t(mode === 'login' ? 'auth.login.google' : 'auth.signup.google')}
      </button>
      <p className="auth-dialog__or">{t('auth.or')}</p>
      <form onSubmit={(event) => void submit(event)} className="auth-dialog__form">
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'} required />
        {mode === 'login' && (
          <button type="button" className="auth-dialog__switch auth-dialog__forgot" onClick={() => $authDialog.set('recover')}>
            {t('auth.login.forgot')}
          </button>
        )}
        <button type="submit" className="auth-dialog__submit" disabled={busy}>
          {busy ? t(text.busy) : t(text.submit)}
        </button>
      </form>
      <Messages error={error} sent={done && mode === 'signup' ? t('auth.signup.checkEmail') : ''} />
    </>
  );
}

/** Asks for a password reset link. The answer never says whether the address has an account. */
function RecoverForm() {
  const id = useId();
  const { busy, error, done, run } = useAuthCall();
  // autoFocus: React focuses the field as it mounts, whether the dialog opens on this form or switches to it.

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    await run(() => requestPasswordReset(email));
  }

  return (
    <>
      <p className="auth-dialog__intro">{t('auth.recover.intro')}</p>
      <form onSubmit={(event) => void submit(event)} className="auth-dialog__form">
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required autoFocus />
        <button type="submit" className="auth-dialog__submit" disabled={busy}>
          {busy ? t(TEXT.recover.busy) : t(TEXT.recover.submit)}
        </button>
      </form>
      <Messages error={error} sent={done ? t('auth.recover.sent') : ''} />
    </>
  );
}

/** The Login, Sign-up and password-reset dialogs, opened through $authDialog (header buttons, user menu, the reset page). */
export default function AuthDialogs() {
  const mode = useStore($authDialog);
  const reason = useStore($signInFor);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (mode && !dialog.open) dialog.showModal();
    if (!mode && dialog.open) dialog.close();
  }, [mode]);

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        $authDialog.set(null);
        $signInFor.set(null);
      }}
    >
      {mode && (
        <div className="auth-dialog__body">
          <div className="auth-dialog__head">
            <h2 id={titleId}>{t(TEXT[mode].title)}</h2>
            <button type="button" className="auth-dialog__close" aria-label={t('auth.close')} onClick={() => $authDialog.set(null)}>
              ×
            </button>
          </div>
          {reason && mode === 'login' && <p className="auth-dialog__reason">{t(`auth.reason.${reason}`)}</p>}
          {mode === 'recover' ? (
            <RecoverForm />
          ) : (
            <AuthForm
              key={mode}
              mode={mode}
              onDone={() => {
                // Signed in from /account or /orders: back to the page they asked for.
                if (reason) window.location.assign(localHref(`/${reason}`));
                $authDialog.set(null);
              }}
            />
          )}
          <button type="button" className="auth-dialog__switch" onClick={() => $authDialog.set(SWITCH[mode])}>
            {t(TEXT[mode].switchTo)}
          </button>
        </div>
      )}
    </dialog>
  );
}
