import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { startAuth } from '../../client/auth/session.ts';
import { $aal, $auth } from '../../stores/auth.ts';
import { StepUp } from './StepUp.tsx';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * Shows the page's heading and 'Loading...' while the admin check runs, then the page for an admin. Anyone else goes to
 * the home page with the history entry replaced, so Back does not return here. The API checks
 * the role again on every call; this only spares a customer a page of errors.
 * An admin whose session has not passed a second factor (aal1; the API answers 403 MFA_REQUIRED)
 * gets the step-up (StepUp: enroll an authenticator app, or type its code) in place of the page;
 * at aal2 the page mounts and loads its data.
 */
export function AdminGuard({ title, children }: { title: string; children: ReactNode }) {
  const { user, isAdmin, loading } = useStore($auth);
  const aal = useStore($aal);
  const allowed = !loading && user !== null && isAdmin;

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (!loading && !allowed) window.location.replace('/');
  }, [loading, allowed]);

  if (!allowed)
    return (
      <div className="admin">
        <h1>{title}</h1>
        <p className="admin__loading" role="status">
          {t('admin.loading')}
        </p>
      </div>
    );
  if (aal !== 'aal2')
    return (
      <div className="admin admin--wide">
        <h1>{title}</h1>
        <StepUp />
      </div>
    );
  return <ErrorBoundary>{children}</ErrorBoundary>;
}

/** The admin area's own navigation: dashboard, orders and the warranty desk. */
export function AdminNav({ current }: { current: 'dashboard' | 'orders' | 'warranty' }) {
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <a href="/admin" aria-current={current === 'dashboard' ? 'page' : undefined}>
        {t('admin.nav.dashboard')}
      </a>
      <a href="/admin/orders" aria-current={current === 'orders' ? 'page' : undefined}>
        {t('admin.nav.orders')}
      </a>
      <a href="/admin/warranty" aria-current={current === 'warranty' ? 'page' : undefined}>
        {t('admin.nav.warranty')}
      </a>
    </nav>
  );
}
