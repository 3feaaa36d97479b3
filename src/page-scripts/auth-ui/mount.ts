// First: the sign-in UI's strings, in its page's language (src/i18n/build-island-strings.ts).
import 'virtual:island-strings';
import { startAuth } from '../../client/auth/session.ts';
import { mountAuthDialog } from './auth-dialog.ts';
import { mountUserMenu } from './user-menu.ts';

/** Loaded on demand by ../auth-boot.ts: draws the menus and the dialog, then starts the auth client. */
export function mountAuthUi(): Promise<void> {
  const desktop = document.querySelector<HTMLElement>('[data-user-menu]');
  if (desktop) mountUserMenu(desktop, 'desktop');
  const mobile = document.querySelector<HTMLElement>('[data-user-menu-mobile]');
  if (mobile) mountUserMenu(mobile, 'mobile');
  mountAuthDialog();
  return startAuth();
}
