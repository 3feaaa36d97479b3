import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { signOut } from '../../client/auth/session.ts';
import { $auth, type AuthState } from '../../stores/auth.ts';
import { h } from './dom.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The person outline of the account menu's button (fixed markup, no data in it). */
const ICON =
  '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="8" r="4"></circle><path d="M4 21c0-4 4-6 8-6s8 2 8 6"></path></svg>';

type Variant = 'desktop' | 'mobile';

/** Login and Sign up, opened by the header's own listener (../auth-boot.ts, `data-auth-open`). */
function signedOut(variant: Variant): HTMLElement {
  return h(
    'div',
    { class: `user-menu__guest user-menu__guest--${variant}` },
    h('button', { type: 'button', 'data-auth-open': 'login' }, t('nav.login')),
    h('button', { type: 'button', 'data-auth-open': 'signup' }, t('nav.signup')),
  );
}

const logout = () => h('button', { type: 'button', class: 'user-menu__logout', onclick: () => void signOut() }, t('nav.logout'));

function signedIn(variant: Variant, { user, isAdmin }: AuthState & { user: NonNullable<AuthState['user']> }): HTMLElement {
  const welcome = t('nav.welcome', { email: user.email });
  if (variant === 'mobile') {
    return h(
      'ul',
      { class: 'user-menu__mobile' },
      h('li', { class: 'user-menu__welcome' }, welcome),
      h('li', {}, h('a', { href: localizedPath('/account', t.locale) }, t('nav.myAccount'))),
      h('li', {}, h('a', { href: localizedPath('/orders', t.locale) }, t('nav.orders'))),
      isAdmin && h('li', {}, h('a', { href: '/admin/orders' }, t('nav.adminOrders'))),
      h('li', {}, logout()),
    );
  }
  const summary = h(
    'summary',
    { 'aria-label': t('auth.menu.label', { email: user.email }) },
    h('span', { class: 'user-menu__label' }, t('auth.menu.account')),
  );
  summary.insertAdjacentHTML('afterbegin', ICON);
  return h(
    'details',
    { class: 'user-menu__dropdown' },
    summary,
    h(
      'div',
      { class: 'user-menu__panel' },
      h('p', { class: 'user-menu__welcome' }, welcome),
      h('a', { href: localizedPath('/account', t.locale) }, t('nav.myAccount')),
      isAdmin && h('a', { href: '/admin' }, t('nav.adminDashboard')),
      logout(),
    ),
  );
}

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

/** The header's user menu (desktop dropdown) or the mobile menu's account links, drawn from $auth whenever it changes. */
export function mountUserMenu(container: HTMLElement, variant: Variant): void {
  if (variant === 'desktop') closeOnEscapeAndOutside(container);
  let drawn: string | undefined;
  $auth.subscribe((state) => {
    // Only who is signed in and their role change the menu: an open dropdown stays open while $auth reloads.
    const who = JSON.stringify([state.user?.id, state.user?.email, state.isAdmin]);
    if (who === drawn) return;
    drawn = who;
    container.replaceChildren(state.user ? signedIn(variant, { ...state, user: state.user }) : signedOut(variant));
  });
}
