import type { Translate } from '../../i18n/index.ts';
import { authRefusalText } from './refusal.ts';

/** Choosing a new password after a reset link: what the page checks itself, and how it reads the auth server's refusals. */

/** The page's own check: both fields filled, and the same. Strength is the auth server's to judge (its rules are the project's settings). */
export function newPasswordProblem(password: string, confirmation: string, t: Translate): string | null {
  if (!password || !confirmation) return t('reset.error.required');
  if (password !== confirmation) return t('reset.error.mismatch');
  return null;
}

/** Error codes meaning the session the link opened is gone (expired, ended, or never made): only a new link helps. */
const SESSION_ENDED = new Set([
  'session_missing',
  'session_not_found',
  'session_expired',
  'no_authorization',
  'bad_jwt',
  'user_not_found',
  'refresh_token_not_found',
]);

export type PasswordRefusal = { kind: 'retry'; message: string } | { kind: 'link_expired' };

/**
 * What to tell the shopper when the auth server refuses the new password (Supabase Auth's
 * `error_code`): the same as the old one, a session that is gone, or as any refusal
 * (authRefusalText: too weak, with the rule its message names, and the rest).
 */
export function passwordRefusal(code: string | undefined, message: string, t: Translate): PasswordRefusal {
  if (code && SESSION_ENDED.has(code)) return { kind: 'link_expired' };
  if (code === 'same_password') return { kind: 'retry', message: t('reset.error.same') };
  return { kind: 'retry', message: authRefusalText(code, message, t) };
}

/** Whether the page's address carries the auth server's refusal of the link (`#error_code=otp_expired&...`, or in the query). */
export function linkRefused(search: string, hash: string): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return ['error', 'error_code', 'error_description'].some((name) => query.has(name) || fragment.has(name));
}
