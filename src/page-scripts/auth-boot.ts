import { $auth, $authDialog, AUTH_DIALOGS, type AuthDialog } from '../stores/auth.ts';
import { storedSession } from '../client/auth/stored-session.ts';
import { needsAuthClient } from '../lib/auth/storage-key.ts';
import { loadAuthUi } from './auth-ui/load.ts';

/**
 * The header's whole auth footprint on catalogue pages: a few hundred bytes. A guest gets the
 * auth client, the dialogs and the signed-in menu only when a dialog is opened; a signed-in
 * shopper gets their name in the menus from the stored session (./auth-ui/account-menu.ts), and
 * the rest when a menu opens (issue 49). A sign-in coming back in the URL loads it all at once.
 */
if (needsAuthClient(window.location.search, window.location.hash)) void loadAuthUi();
else if (storedSession()) void import('./auth-ui/account-menu.ts').then((menu) => menu.showStoredAccount(loadAuthUi));
else $auth.set({ user: null, isAdmin: false, loading: false });

document.addEventListener('click', (event) => {
  const opener = (event.target as HTMLElement).closest<HTMLElement>('[data-auth-open]');
  if (!opener) return;
  event.preventDefault();
  const wanted = opener.dataset.authOpen as AuthDialog;
  $authDialog.set(AUTH_DIALOGS.includes(wanted) ? wanted : 'login');
  void loadAuthUi();
});
