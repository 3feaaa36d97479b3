// First: a Kiswahili page's strings arrive before this island draws.
import '../i18n/browser.ts';
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
