// First: the sign-in UI's strings, in its page's language (src/build/island-strings.ts).
import 'virtual:island-strings';
import { startAuth } from '../../client/auth/session.ts';
import { signInRequestOf } from '../../lib/auth/sign-in-reason.ts';
import { $authDialog, $signInFor } from '../../stores/auth.ts';
import { mountAuthDialog } from './auth-dialog.ts';
import { mountUserMenus } from './user-menu.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { showToast } from '../toast.ts';

export { signOut } from '../../client/auth/session.ts';

/**
 * Loaded on demand (./load.ts): when a dialog opens, a menu opens or Logout is pressed on a
 * signed-in page, a heart is pressed signed in, or the URL brings a sign-in back. Sets the menus
 * and the dialog going, then starts the auth client, and with it the favourites' sync with the
 * account (its own chunk).
 */
export function mountAuthUi(): Promise<void> {
  // Sent home from /account, /orders or an admin page while signed out: the login dialog opens and says why.
  const signInFor = signInRequestOf(window.location.search);
  if (signInFor) {
    $signInFor.set(signInFor);
    $authDialog.set('login');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
  }
  mountUserMenus();
  mountAuthDialog();
  void import('../../client/favourites-sync.ts').then(({ syncFavourites }) =>
    syncFavourites(() => showToast(translationsFor(pageLocale())('favourites.saveFailed'))),
  );
  return startAuth();
}
