import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../lib/admin/api.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Loads an admin API resource and reloads it when `url` changes or `reload()` is called.
 * `describeError` turns a failure into the message shown (the error's own message by default).
 */
export function useAdminJson<T>(url: string, describeError: (error: unknown) => string = messageOf) {
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    adminApi<T>(url)
      .then((body) => {
        if (!live) return;
        setData(body);
        setLoadError(null);
      })
      .catch((error: unknown) => live && setLoadError(describeError(error)));
    return () => {
      live = false;
    };
    // describeError is a pure mapping; only the URL and explicit reloads trigger a load.
  }, [url, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loadError, reload };
}
