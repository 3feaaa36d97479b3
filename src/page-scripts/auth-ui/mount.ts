// First: the sign-in UI's strings, in its page's language (src/i18n/build-island-strings.ts).
import 'virtual:island-strings';
import { startAuth } from '../../client/auth/session.ts';
import { mountAuthDialog } from './auth-dialog.ts';
import { mountUserMenu } from './user-menu.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { showToast } from '../toast.ts';

/**
 * Loaded on demand by ../auth-boot.ts: draws the menus and the dialog, then starts the auth client,
 * and with it the favourites' sync with the account (its own chunk: only a session needs it).
 */
export function mountAuthUi(): Promise<void> {
  const desktop = document.querySelector<HTMLElement>('[data-user-menu]');
  if (desktop) mountUserMenu(desktop, 'desktop');
  const mobile = document.querySelector<HTMLElement>('[data-user-menu-mobile]');
  if (mobile) mountUserMenu(mobile, 'mobile');
  mountAuthDialog();
  void import('../../client/favourites-sync.ts').then(({ syncFavourites }) =>
    syncFavourites(() => showToast(translationsFor(pageLocale())('favourites.saveFailed'))),
  );
  return startAuth();
}
