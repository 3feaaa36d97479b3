import { useStore } from '@nanostores/react';
import { localizedPath } from '../i18n/locales.ts';
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../client/api.ts';
import { startAuth } from '../client/auth/session.ts';
import { $auth } from '../stores/auth.ts';
import { signInAddress, type SignInReason } from '../lib/auth/sign-in-reason.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * For pages only a signed-in user may see: starts auth, sends a signed-out visitor home (the
 * history entry replaced) where the login dialog opens saying why (`reason`), then runs `load`
 * (a call of the client door) once the user is known. Logging out on the page just goes home.
 */
export function useSignedIn<T>(load: () => Promise<ApiResult<T>>, reason: SignInReason) {
  const { user, loading } = useStore($auth);
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const wasSignedIn = useRef(false);

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (loading) return;
    if (!user) {
      window.location.replace(localizedPath(wasSignedIn.current ? '/' : signInAddress(reason), pageLocale()));
      return;
    }
    wasSignedIn.current = true;
    let live = true;
    void load().then((answer) => {
      if (!live) return;
      if (answer.ok) setData(answer.data);
      else {
        console.error('Could not load the account', answer.code, answer.message);
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
    // `load` is a fixed call of the page; the user decides when it runs.
  }, [user, loading]);

  return { user, data, failed };
}
