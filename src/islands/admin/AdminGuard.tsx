import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { signOut, startAuth } from '../../client/auth/session.ts';
import { signInAddress } from '../../lib/auth/sign-in-reason.ts';
import { $aal, $auth } from '../../stores/auth.ts';
import { StepUp } from './StepUp.tsx';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The sign-in that leads back to this very page, query included (an order's link from a new-order e-mail). */
const signInHere = () =>
  localizedPath(signInAddress('admin', `${window.location.pathname}${window.location.search}${window.location.hash}`), pageLocale());

/**
 * Shows the page's heading and 'Loading...' while the admin check runs, then the page for an admin.
 * Opened signed out (or with a session that has ended), it sends the visitor to the sign-in, which
 * says why and comes back here once signed in; logged out on the page, home. A signed-in customer is
 * told the page is for the shop's team, and may sign in with a team account instead. The API checks
 * the role again on every call; this only spares a customer a page of errors.
 * An admin whose session has not passed a second factor (aal1; the API answers 403 MFA_REQUIRED)
 * gets the step-up (StepUp: enroll an authenticator app, or type its code) in place of the page;
 * at aal2 the page mounts and loads its data.
 */
export function AdminGuard({ title, children }: { title: string; children: ReactNode }) {
  const { user, isAdmin, loading } = useStore($auth);
  const aal = useStore($aal);
  const wasSignedIn = useRef(false);
  const switching = useRef(false);

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (loading) return;
    if (user) wasSignedIn.current = true;
    // The history entry is replaced, so Back does not return to a page that only sends them on.
    else if (!switching.current) window.location.replace(wasSignedIn.current ? '/' : signInHere());
  }, [loading, user]);

  async function signInAsTeam() {
    switching.current = true;
    await signOut();
    window.location.assign(signInHere());
  }

  if (loading || !user)
    return (
      <div className="admin">
        <h1>{title}</h1>
        <p className="admin__loading" role="status">
          {t('admin.loading')}
        </p>
      </div>
    );
  if (!isAdmin)
    return (
      <div className="admin">
        <h1>{title}</h1>
        <div className="admin-team-only">
          <p>
            <strong>{t('admin.teamOnly.heading')}</strong>
          </p>
          <p>{t('admin.teamOnly.signedInAs', { email: user.email })}</p>
          <div className="admin-team-only__actions">
            <a className="button" href="/">
              {t('admin.teamOnly.home')}
            </a>
            <button type="button" className="button button--ghost" onClick={() => void signInAsTeam()}>
              {t('admin.teamOnly.switch')}
            </button>
          </div>
        </div>
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

/** The admin area's own navigation: dashboard, orders, lay-by plans, installations and technicians, stock, the day's cash from drivers, tax invoices and the warranty desk. */
export function AdminNav({
  current,
}: {
  current: 'dashboard' | 'orders' | 'layby' | 'installations' | 'technicians' | 'stock' | 'cash' | 'invoices' | 'warranty';
}) {
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <a href="/admin" aria-current={current === 'dashboard' ? 'page' : undefined}>
        {t('admin.nav.dashboard')}
      </a>
      <a href="/admin/orders" aria-current={current === 'orders' ? 'page' : undefined}>
        {t('admin.nav.orders')}
      </a>
      <a href="/admin/layby" aria-current={current === 'layby' ? 'page' : undefined}>
        {t('admin.nav.layby')}
      </a>
      <a href="/admin/installations" aria-current={current === 'installations' ? 'page' : undefined}>
        {t('admin.nav.installations')}
      </a>
      <a href="/admin/technicians" aria-current={current === 'technicians' ? 'page' : undefined}>
        {t('admin.nav.technicians')}
      </a>
      <a href="/admin/stock" aria-current={current === 'stock' ? 'page' : undefined}>
        {t('admin.nav.stock')}
      </a>
      <a href="/admin/cash" aria-current={current === 'cash' ? 'page' : undefined}>
        {t('admin.nav.cash')}
      </a>
      <a href="/admin/invoices" aria-current={current === 'invoices' ? 'page' : undefined}>
        {t('admin.nav.invoices')}
      </a>
      <a href="/admin/warranty" aria-current={current === 'warranty' ? 'page' : undefined}>
        {t('admin.nav.warranty')}
      </a>
    </nav>
  );
}
