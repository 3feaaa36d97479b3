import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { t } from '../i18n/index.ts';
import { signInWithGoogle, signInWithPassword, signUp, type AuthResult } from '../lib/auth/session.ts';
import { $authDialog } from '../stores/auth.ts';

type Mode = 'login' | 'signup';

const TEXT = {
  login: { title: 'auth.login.title', google: 'auth.login.google', submit: 'auth.login.submit', busy: 'auth.login.busy', switchTo: 'auth.login.switch' },
  signup: { title: 'auth.signup.title', google: 'auth.signup.google', submit: 'auth.signup.submit', busy: 'auth.signup.busy', switchTo: 'auth.signup.switch' },
} as const;

async function attempt(action: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await action();
  } catch {
    return { ok: false, message: t('auth.error.network') };
  }
}

function AuthForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const text = TEXT[mode];
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setBusy(true);
    setError('');
    const result = await attempt(() => (mode === 'login' ? signInWithPassword(email, password) : signUp(email, password)));
    setBusy(false);
    if (!result.ok) return setError(result.message || t('auth.error.generic'));
    if (mode === 'login') onDone();
    else setSent(true);
  }

  async function google() {
    setError('');
    const result = await attempt(signInWithGoogle);
    if (!result.ok) setError(result.message || t('auth.error.generic'));
  }

  return (
    <>
      <button type="button" className="auth-dialog__google" onClick={() => void google()}>
        {t(text.google)}
      </button>
      <p className="auth-dialog__or">{t('auth.or')}</p>
      <form onSubmit={(event) => void submit(event)} className="auth-dialog__form">
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'} required />
        <button type="submit" className="auth-dialog__submit" disabled={busy}>
          {busy ? t(text.busy) : t(text.submit)}
        </button>
      </form>
      <p role="alert" className="auth-dialog__error">{error}</p>
      <p role="status" className="auth-dialog__sent">{sent ? t('auth.signup.checkEmail') : ''}</p>
    </>
  );
}

/** The Login and Sign-up dialogs, opened through $authDialog (header buttons, user menu). */
export default function AuthDialogs() {
  const mode = useStore($authDialog);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (mode && !dialog.open) dialog.showModal();
    if (!mode && dialog.open) dialog.close();
  }, [mode]);

  return (
    <dialog ref={ref} className="auth-dialog" aria-labelledby={titleId} onClose={() => $authDialog.set(null)}>
      {mode && (
        <div className="auth-dialog__body">
          <div className="auth-dialog__head">
            <h2 id={titleId}>{t(TEXT[mode].title)}</h2>
            <button type="button" className="auth-dialog__close" aria-label={t('auth.close')} onClick={() => $authDialog.set(null)}>
              ×
            </button>
          </div>
          <AuthForm key={mode} mode={mode} onDone={() => $authDialog.set(null)} />
          <button type="button" className="auth-dialog__switch" onClick={() => $authDialog.set(mode === 'login' ? 'signup' : 'login')}>
            {t(TEXT[mode].switchTo)}
          </button>
        </div>
      )}
    </dialog>
  );
}
