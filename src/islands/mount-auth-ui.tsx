// First: this island's strings, in its page's language, arrive before it draws (src/i18n/build-island-strings.ts).
import 'virtual:island-strings';
import { createRoot } from 'react-dom/client';
import { startAuth } from '../client/auth/session.ts';
import AuthDialogs from './AuthDialogs.tsx';
import UserMenu from './UserMenu.tsx';

/** Loaded on demand by boot.ts: starts the auth client and mounts the menus and dialogs. */
export function mountAuthUi(): Promise<void> {
  const desktop = document.querySelector<HTMLElement>('[data-user-menu]');
  if (desktop) createRoot(desktop).render(<UserMenu variant="desktop" />);
  const mobile = document.querySelector<HTMLElement>('[data-user-menu-mobile]');
  if (mobile) createRoot(mobile).render(<UserMenu variant="mobile" />);
  const dialogs = document.createElement('div');
  document.body.append(dialogs);
  createRoot(dialogs).render(<AuthDialogs />);
  return startAuth();
}
