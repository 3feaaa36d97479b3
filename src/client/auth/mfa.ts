import type { AuthError } from '@supabase/auth-js';
import { authClient } from './auth-client.ts';

/**
 * The second factor (TOTP authenticator apps), through the browser's one door to Supabase Auth
 * (auth-client.ts). Admin pages need a session at aal2: an admin without a verified factor enrolls
 * one, an admin with one types its 6-digit code; either way the session becomes aal2 and
 * supabase-js keeps it so through its refreshes.
 */

export type MfaResult<T> = { ok: true; data: T } | { ok: false; message: string; code?: string };

function failed(error: AuthError): { ok: false; message: string; code?: string } {
  return { ok: false, message: error.message, ...(typeof error.code === 'string' ? { code: error.code } : {}) };
}

/** The user's verified TOTP factor (the first), or null when they have none and must enroll. */
export async function verifiedFactor(): Promise<MfaResult<{ id: string } | null>> {
  const { data, error } = await authClient().mfa.listFactors();
  if (error) return failed(error);
  const factor = data.totp[0];
  return { ok: true, data: factor ? { id: factor.id } : null };
}

/** What an authenticator app needs: the QR code (an SVG data URI), the secret to type, and the factor to verify. */
export interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Starts a TOTP factor; leftovers of an enrollment never finished are removed first (their empty names would clash). */
export async function enrollTotp(): Promise<MfaResult<Enrollment>> {
  const auth = authClient();
  const listed = await auth.mfa.listFactors();
  if (listed.error) return failed(listed.error);
  for (const factor of listed.data.all)
    if (factor.factor_type === 'totp' && factor.status === 'unverified') await auth.mfa.unenroll({ factorId: factor.id });
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp' });
  if (error) return failed(error);
  return { ok: true, data: { factorId: data.id, qrCode: imageSource(data.totp.qr_code), secret: data.totp.secret } };
}

/** Checks a 6-digit code against the factor: on success the session is aal2 (code `mfa_verification_failed`: a wrong code). */
export async function verifyTotp(factorId: string, code: string): Promise<MfaResult<null>> {
  const { error } = await authClient().mfa.challengeAndVerify({ factorId, code });
  return error ? failed(error) : { ok: true, data: null };
}

/**
 * The QR code as an image address. supabase-js hands it over as `data:image/svg+xml;utf-8,<svg…>`
 * with the SVG unencoded: a `#` in it (a colour such as fill="#000000") ends the address there and
 * the browser shows a broken image. Unencoded SVG is encoded; anything else is left as it is.
 */
export function imageSource(qrCode: string): string {
  const svg = /^data:image\/svg\+xml;[^,]*,\s*(<[\s\S]*)$/.exec(qrCode);
  const markup = svg ? svg[1]! : qrCode.trimStart().startsWith('<') ? qrCode : null;
  return markup === null ? qrCode : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
