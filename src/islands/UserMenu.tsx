import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { t, localHref } from '../i18n/index.ts';
import { signOut } from '../client/auth/session.ts';
import { $auth, $authDialog } from '../stores/auth.ts';

function SignedOut({ variant }: { variant: 'desktop' | 'mobile' }) {
  return (
    <div className={`user-menu__guest user-menu__guest--${variant}`}>
      <button type="button" onClick={() => $authDialog.set('login')}>{t('nav.login')}</button>
      <button type="button" onClick={() => $authDialog.set('signup')}>{t('nav.signup')}</button>
    </div>
  );
}

/** The header's user menu (desktop dropdown) and the mobile menu's account links. */
export default function UserMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { user, isAdmin } = useStore($auth);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const menu = details.current;
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
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  if (!user) return <SignedOut variant={variant} />;
  const logout = (
    <button type="button" className="user-menu__logout" onClick={() => void signOut()}>
      {t('nav.logout')}
    </button>
  );

  if (variant === 'mobile') {
    return (
      <ul className="user-menu__mobile">
        <li className="user-menu__welcome">{t('nav.welcome', { email: user.email })}</li>
        <li><a href={localHref('/account')}>{t('nav.myAccount')}</a></li>
        <li><a href={localHref('/orders')}>{t('nav.orders')}</a></li>
        {isAdmin && <li><a href="/admin/orders">{t('nav.adminOrders')}</a></li>}
        <li>{logout}</li>
      </ul>
    );
  }

  return (
    <details className="user-menu__dropdown" ref={details}>
      <summary aria-label={t('auth.menu.label', { email: user.email })}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
        <span className="user-menu__label">{t('auth.menu.account')}</span>
      </summary>
      <div className="user-menu__panel">
        <p className="user-menu__welcome">{t('nav.welcome', { email: user.email })}</p>
        <a href={localHref('/account')}>{t('nav.myAccount')}</a>
        {isAdmin && <a href="/admin">{t('nav.adminDashboard')}</a>}
        {logout}
      </div>
    </details>
  );
}
