import { $auth, $authDialog, $signInFor, AUTH_DIALOGS, type AuthDialog } from '../stores/auth.ts';
import { signInRequestOf } from '../lib/auth/sign-in-reason.ts';
import { storedSession } from '../client/auth/signed-in-session.ts';
import { needsAuthClient } from '../lib/auth/storage-key.ts';

/**
 * The header's whole auth footprint on catalogue pages: a few hundred bytes. The auth client, the
 * dialogs and the signed-in menu load only when a dialog is opened or a session exists.
 */

let mounting: Promise<unknown> | undefined;
function mount(): Promise<unknown> {
  mounting ??= import('./auth-ui/mount.ts')
    .then((m) => m.mountAuthUi())
    .catch((error: unknown) => {
      // A failed download (flaky network, a deploy in between) is retried on the next click.
      console.error('Could not load sign-in', error);
      mounting = undefined;
    });
  return mounting;
}

// Sent home from /account, /orders or an admin page while signed out: the login dialog opens and says why.
const signInFor = signInRequestOf(window.location.search);
if (signInFor) {
  $signInFor.set(signInFor);
  $authDialog.set('login');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
  void mount();
} else if (needsAuthClient(storedSession(), window.location.search, window.location.hash)) {
  void mount();
} else {
  $auth.set({ user: null, isAdmin: false, loading: false });
}

document.addEventListener('click', (event) => {
  const opener = (event.target as HTMLElement).closest<HTMLElement>('[data-auth-open]');
  if (!opener) return;
  event.preventDefault();
  const wanted = opener.dataset.authOpen as AuthDialog;
  $authDialog.set(AUTH_DIALOGS.includes(wanted) ? wanted : 'login');
  void mount();
});
