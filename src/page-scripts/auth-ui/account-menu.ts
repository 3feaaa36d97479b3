import { fill } from '../../i18n/fill.ts';
import { storedSession } from '../../client/auth/stored-session.ts';
import { storedUser } from '../../lib/auth/stored-user.ts';
import type { AuthUser } from '../../stores/auth.ts';

/**
 * The header's account menus (the desktop dropdown, the mobile menu's account entries), drawn
 * from the `<template>` each holds (UserMenuSlot.astro, MobileMenu.astro: the page's own words,
 * with `{email}` left for here) beside the guest's Login and Sign up. A signed-in page draws them
 * from the stored session before any auth code loads (issue 49); the rest loads when the shopper
 * opens a menu, logs out or presses a heart, and $auth then says who is signed in and whether
 * they are an admin. Kept small: it is most of what a signed-in catalogue page adds.
 */
const MENUS = '[data-user-menu], [data-user-menu-mobile]';

/** Whom the menus show now, as `id,email` (`,`: a guest, as the page arrives). */
let shown = ',';

function draw(user: AuthUser | null): void {
  for (const menu of document.querySelectorAll(MENUS)) {
    const had = menu.contains(document.activeElement);
    const guest = menu.querySelector<HTMLElement>('.user-menu__guest')!;
    // The drawn menu (a template's content is not searched).
    menu.querySelector('[data-account]')?.remove();
    guest.hidden = user !== null;
    if (user) {
      const drawn = menu.querySelector('template')!.content.cloneNode(true) as DocumentFragment;
      // `{email}` in a line's words or in its name (aria-label), set as text: nothing stored is read as markup.
      for (const part of drawn.querySelectorAll('[data-fill]')) {
        const label = part.getAttribute('aria-label');
        if (label) part.setAttribute('aria-label', fill(label, { email: user.email }));
        else part.textContent = fill(part.textContent ?? '', { email: user.email });
      }
      menu.append(drawn);
    } else if (had) guest.querySelector('button')?.focus();
  }
}

/** Shows `user` (an admin's links stay hidden: ./user-menu.ts shows them once the server named the role): another shopper redraws the menus, the same one leaves them as they are (open, focused). */
export function showAccount(user: AuthUser | null): void {
  const who = `${user?.id ?? ''},${user?.email ?? ''}`;
  if (who !== shown) draw(user);
  shown = who;
}

let listening = false;
/**
 * `pressed(true)` on Logout, `pressed(false)` on a heart pressed signed in: the first caller's
 * (a signed-in page loads the sign-in UI then, and with it the sync that sends the heart; the
 * sign-in UI, loaded first, just signs out).
 */
export function onMenuPress(pressed: (logout: boolean) => void): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const target = (event.target as Element).closest?.('[data-logout], [data-favourite]');
    if (target && shown !== ',') pressed(target.hasAttribute('data-logout'));
  });
}

/** The sign-in UI's module as ./load.ts answers it (passed in: this module loads before it). */
type LoadUi = () => Promise<{ signOut(): Promise<void> } | undefined>;

/**
 * A page opened with a stored session: the menus name its shopper at once, and opening one (the
 * dropdown, the ☰ menu) loads the rest. Something stored that names no one loads it at once.
 */
export function showStoredAccount(load: LoadUi): void {
  const user = storedUser(storedSession());
  if (user === 'unreadable') {
    void load();
    return;
  }
  showAccount(user);
  onMenuPress((logout) => void load().then((ui) => (logout ? ui?.signOut() : undefined)));
  for (const menu of document.querySelectorAll(MENUS))
    (menu.closest('details') ?? menu).addEventListener('toggle', () => void load(), { capture: true, once: true });
}
