import { signOut } from '../../client/auth/session.ts';
import { $auth } from '../../stores/auth.ts';

/** An open account menu closes on Escape (its button takes the focus back) and on a click outside it. */
function closeOnEscapeAndOutside(container: HTMLElement): void {
  const close = (event: Event) => {
    const menu = container.querySelector<HTMLDetailsElement>('details.user-menu__dropdown');
    if (!menu?.open) return;
    if (event instanceof KeyboardEvent) {
      if (event.key !== 'Escape') return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    } else if (!menu.contains(event.target as Node)) {
      menu.open = false;
    }
  };
  document.addEventListener('keydown', close);
  document.addEventListener('click', close);
}

/**
 * The header's account menus with the auth client loaded: the dropdown closes on Escape and outside
 * it, and both menus show whom $auth names once it has read them, not while it reads
 * (./account-menu.ts draws them: the shopper, an admin's links, Logout), so a menu already drawn
 * from the stored session for the same shopper stays as it is, open and focused.
 */
export function mountUserMenus(): void {
  const desktop = document.querySelector<HTMLElement>('[data-user-menu]');
  if (desktop) closeOnEscapeAndOutside(desktop);
  // Its own chunk, which a signed-in page loads first to draw the menus from the stored session.
  void import('./account-menu.ts').then(({ onMenuPress, showAccount }) => {
    onMenuPress((logout) => logout && void signOut());
    $auth.subscribe(({ user, isAdmin, loading }) => {
      if (loading) return;
      showAccount(user);
      for (const link of document.querySelectorAll<HTMLElement>('[data-admin-only]')) link.hidden = !isAdmin;
    });
  });
}
