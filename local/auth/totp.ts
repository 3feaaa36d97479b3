import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP as Supabase Auth checks it (RFC 6238 through pquerna/otp): SHA1, 6 digits, 30-second steps,
 * one step of drift either way, 160-bit secrets shown in base32.
 */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

const BASE32 = /^[A-Z2-7]+=*$/;

/** A base32 secret (A-Z, 2-7) of at least 80 bits, as authenticator apps accept; null when `value` is not one. */
export function normalizeSecret(value: string): string | null {
  const secret = value.replace(/\s+/g, '').toUpperCase();
  return BASE32.test(secret) && secret.replace(/=+$/, '').length >= 16 ? secret : null;
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, issuer = '', account = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** The QR code of `uri` as an SVG document (GoTrue sends the bare SVG; supabase-js makes it a data URI). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
}

/** The 30-second step `timestampMs` falls in. */
export function totpStep(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for `secret` at `timestampMs` (tests and the demo use it; the stand-in only checks codes). */
export function totpCode(secret: string, timestampMs = Date.now()): string {
  return totp(secret).generate({ timestamp: timestampMs });
}

/**
 * Whether `code` is the code of a step within one step of `timestampMs`. A code may be taken again
 * (on a new challenge), as Supabase Auth takes it: only a challenge is single-use.
 */
export function matchTotp(secret: string, code: string, timestampMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: timestampMs, window: TOTP_DRIFT_STEPS }) !== null;
}
