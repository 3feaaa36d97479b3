import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, ApiResult } from '../../client/api.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { $aal } from '../../stores/auth.ts';

const t = translationsFor(pageLocale());

/**
 * What an admin page says when a call failed: the server's message, else why there is none.
 * MFA_REQUIRED (the session is aal1) also hands the page back to the guard, which asks for the code.
 */
export function adminFailureMessage(failure: ApiFailure): string {
  if (failure.code === 'SIGNED_OUT') return t('admin.signedOut');
  if (failure.code === 'MFA_REQUIRED') $aal.set('aal1');
  return failure.message || t('admin.noAnswer', { status: failure.status });
}

/**
 * Loads an admin API resource with `load` (a call of the admin door, src/client/admin.ts), and reloads it when `url` changes or
 * `reload()` is called. `describeFailure` turns a failure into the message shown.
 */
export function useAdminData<T>(
  url: string,
  load: (url: string) => Promise<ApiResult<T>>,
  describeFailure: (failure: ApiFailure) => string = adminFailureMessage,
) {
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    void load(url).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setData(answer.data);
        setLoadError(null);
      } else setLoadError(describeFailure(answer));
    });
    return () => {
      live = false;
    };
    // load and describeFailure are fixed per page; only the URL and explicit reloads trigger a load.
  }, [url, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loadError, reload };
}
