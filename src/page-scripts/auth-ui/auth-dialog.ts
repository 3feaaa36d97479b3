import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { authRefusalText } from '../../lib/auth/refusal.ts';
import { requestPasswordReset, signInWithGoogle, signInWithPassword, signUp, type AuthResult } from '../../client/auth/session.ts';
import { $authDialog, $signInFor, type AuthDialog } from '../../stores/auth.ts';
import { h } from './dom.ts';
import { MIN_PASSWORD_LENGTH } from '../../lib/auth/password-rule.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

const TEXT = {
  login: { title: 'auth.login.title', submit: 'auth.login.submit', busy: 'auth.login.busy', switchTo: 'auth.login.switch' },
  signup: { title: 'auth.signup.title', submit: 'auth.signup.submit', busy: 'auth.signup.busy', switchTo: 'auth.signup.switch' },
  recover: { title: 'auth.recover.title', submit: 'auth.recover.submit', busy: 'auth.recover.busy', switchTo: 'auth.recover.switch' },
} as const satisfies Record<AuthDialog, Record<string, MessageKey>>;

/** Where each dialog's switch button leads. */
const SWITCH: Record<AuthDialog, AuthDialog> = { login: 'signup', signup: 'login', recover: 'login' };

async function attempt(action: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await action();
  } catch {
    return { ok: false, message: t('auth.error.network') };
  }
}

let fields = 0;
/** A label and its input, joined by a fresh id; with a hint, the line under the input that describes it (shown before any try). */
function field(label: MessageKey, input: Record<string, string | boolean>, hint?: string): Node[] {
  const id = `auth-field-${++fields}`;
  const described = hint ? { 'aria-describedby': `${id}-hint` } : {};
  return [
    h('label', { for: id }, t(label)),
    h('input', { id, ...input, ...described }),
    ...(hint ? [h('p', { id: `${id}-hint`, class: 'auth-dialog__hint' }, hint)] : []),
  ];
}

/**
 * One form's part of the dialog: its fields, a submit button that says when it is busy, and the
 * lines for a refusal (role alert) and for a mail sent (role status). `action` reads the form and
 * calls Supabase Auth; `sent` is what success says, or null when success closes the dialog.
 */
function authForm(
  mode: AuthDialog,
  inputs: Node[],
  action: (form: FormData) => Promise<AuthResult>,
  sent: MessageKey | null,
  onSignedIn: () => void,
) {
  const submit = h('button', { type: 'submit', class: 'auth-dialog__submit' }, t(TEXT[mode].submit));
  const error = h('p', { role: 'alert', class: 'auth-dialog__error' });
  const status = h('p', { role: 'status', class: 'auth-dialog__sent' });
  const busy = (on: boolean) => {
    submit.disabled = on;
    submit.textContent = t(on ? TEXT[mode].busy : TEXT[mode].submit);
  };
  const form = h('form', { class: 'auth-dialog__form' }, ...inputs, submit);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    busy(true);
    error.textContent = '';
    status.textContent = '';
    void attempt(() => action(new FormData(form))).then((result) => {
      busy(false);
      if (!result.ok) error.textContent = authRefusalText(result.code, result.message, t);
      else if (sent) status.textContent = t(sent);
      else onSignedIn();
    });
  });
  return { form, error, status };
}

const emailOf = (form: FormData) => String(form.get('email') ?? '').trim();

/** Login or Sign up: Google, or e-mail and password (Login also offers the password reset). */
function passwordForm(mode: 'login' | 'signup', onSignedIn: () => void): Node[] {
  const forgot =
    mode === 'login' &&
    h(
      'button',
      { type: 'button', class: 'auth-dialog__switch auth-dialog__forgot', onclick: () => $authDialog.set('recover') },
      t('auth.login.forgot'),
    );
  const inputs = [
    ...field('auth.email', { name: 'email', type: 'email', autocomplete: 'email', required: true }),
    // A new password's rule shows before the first try (issue 46.7); signing in needs none.
    ...(mode === 'login'
      ? field('auth.password', { name: 'password', type: 'password', autocomplete: 'current-password', required: true })
      : field(
          'auth.password',
          { name: 'password', type: 'password', autocomplete: 'new-password', required: true, minlength: String(MIN_PASSWORD_LENGTH) },
          t('auth.password.hint', { count: MIN_PASSWORD_LENGTH }),
        )),
    ...(forgot ? [forgot] : []),
  ];
  const call = (form: FormData) =>
    mode === 'login'
      ? signInWithPassword(emailOf(form), String(form.get('password') ?? ''))
      : signUp(emailOf(form), String(form.get('password') ?? ''));
  const { form, error, status } = authForm(mode, inputs, call, mode === 'signup' ? 'auth.signup.checkEmail' : null, onSignedIn);
  const google = h(
    'button',
    { type: 'button', class: 'auth-dialog__google' },
    t(mode === 'login' ? 'auth.login.google' : 'auth.signup.google'),
  );
  google.addEventListener('click', () => {
    error.textContent = '';
    // Google brings the browser back to the page asked for, as the password form does.
    const wanted = $signInFor.get();
    void attempt(() => signInWithGoogle(wanted ? localizedPath(wanted.returnTo, t.locale) : undefined)).then((result) => {
      if (!result.ok) error.textContent = authRefusalText(result.code, result.message, t);
    });
  });
  return [google, h('p', { class: 'auth-dialog__or' }, t('auth.or')), form, error, status];
}

/** Asks for a password reset link. The answer never says whether the address has an account. */
function recoverForm(): Node[] {
  const inputs = field('auth.email', { name: 'email', type: 'email', autocomplete: 'email', required: true, autofocus: true });
  const { form, error, status } = authForm(
    'recover',
    inputs,
    (data) => requestPasswordReset(emailOf(data)),
    'auth.recover.sent',
    () => undefined,
  );
  return [h('p', { class: 'auth-dialog__intro' }, t('auth.recover.intro')), form, error, status];
}

/**
 * The Login, Sign-up and password-reset dialog, opened through $authDialog (the header's buttons,
 * the user menu, the reset page), without a framework: catalogue pages load no React (issue 27).
 * Its heading, close button and switch button stay while the form in between changes, so the
 * focus stays on the switch that was pressed; the reset form's field takes it, as it opens.
 */
export function mountAuthDialog(): void {
  const title = h('h2', { id: 'auth-dialog-title' });
  const close = h(
    'button',
    { type: 'button', class: 'auth-dialog__close', 'aria-label': t('auth.close'), onclick: () => $authDialog.set(null) },
    '×',
  );
  const reason = h('p', { class: 'auth-dialog__reason' });
  const content = h('div', { class: 'auth-dialog__content' });
  const switchTo = h('button', { type: 'button', class: 'auth-dialog__switch' });
  const body = h('div', { class: 'auth-dialog__body' }, h('div', { class: 'auth-dialog__head' }, title, close), reason, content, switchTo);
  const dialog = h('dialog', { class: 'auth-dialog', 'aria-labelledby': 'auth-dialog-title' }, body);
  dialog.addEventListener('close', () => {
    $authDialog.set(null);
    $signInFor.set(null);
  });
  switchTo.addEventListener('click', () => {
    const mode = $authDialog.get();
    if (mode) $authDialog.set(SWITCH[mode]);
  });
  document.body.append(dialog);

  const signedIn = () => {
    // Signed in from /account, /orders or an admin page: back to the page they asked for (a same-site path, query included).
    const wanted = $signInFor.get();
    if (wanted) window.location.assign(localizedPath(wanted.returnTo, t.locale));
    $authDialog.set(null);
  };

  $authDialog.subscribe((mode) => {
    if (!mode) {
      if (dialog.open) dialog.close();
      return;
    }
    title.textContent = t(TEXT[mode].title);
    const why = $signInFor.get();
    reason.textContent = why && mode === 'login' ? t(`auth.reason.${why.reason}`) : '';
    reason.hidden = !reason.textContent;
    content.replaceChildren(...(mode === 'recover' ? recoverForm() : passwordForm(mode, signedIn)));
    switchTo.textContent = t(TEXT[mode].switchTo);
    if (!dialog.open) dialog.showModal();
    else if (mode === 'recover') content.querySelector<HTMLInputElement>('input[autofocus]')?.focus();
  });
}
