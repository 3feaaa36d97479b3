import { LOCALE_TAG } from '../i18n/locales.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { errorOf, type ApiResult } from './api.ts';
import { accessToken } from './auth/signed-in-session.ts';

/**
 * A file an admin route answers (a CSV export), fetched with the session's token, which a plain link
 * cannot carry: the file and the name the server gives it (`fallbackName` when it gives none).
 */
export async function adminFile(path: string, fallbackName: string): Promise<ApiResult<{ file: Blob; name: string }>> {
  const token = await accessToken();
  if (!token) return { ok: false, status: 401, code: 'SIGNED_OUT', message: '' };
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': LOCALE_TAG[pageLocale()] },
      cache: 'no-store',
    });
    if (!response.ok) {
      const said = errorOf(await response.json().catch(() => null));
      return { ok: false, status: response.status, code: 'HTTP', message: '', ...said };
    }
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    return { ok: true, data: { file: await response.blob(), name } };
  } catch (error) {
    return { ok: false, status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
  }
}
