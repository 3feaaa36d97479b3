import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { authorizedJson, startAuth } from '../lib/auth/session.ts';
import { $auth } from '../stores/auth.ts';

/**
 * For pages only a signed-in user may see: starts auth, sends a signed-out visitor home (the
 * history entry replaced), and loads `url` with the session's bearer token.
 */
export function useSignedInJson<T>(url: string) {
  const { user, loading } = useStore($auth);
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (loading) return;
    if (!user) {
      window.location.replace('/');
      return;
    }
    let live = true;
    authorizedJson<T>(url)
      .then((body) => live && setData(body))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [user, loading, url]);

  return { user, data, failed };
}
