import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import { AUTH_EMAIL_ACTIONS, type AuthEmailAction } from '../../lib/messages/auth-messages.ts';

/**
 * Supabase Auth's Send Email Hook (Authentication → Hooks → Send Email, HTTPS): Supabase POSTs
 * `{ user, email_data }` signed as Standard Webhooks (webhook-id, webhook-timestamp and
 * webhook-signature over `id.timestamp.body`, HMAC-SHA256 with the hook's secret) and sends no
 * e-mail itself; the shop writes and sends it. GoTrue signs with the reference library's Go twin
 * (internal/hooks/hookshttp), the shop checks with `standardwebhooks` (pure JS, so the same on
 * Node and Cloudflare), which also refuses a signature more than 5 minutes old or ahead.
 */

/** npm start's secret, shared by the Auth stand-in and the API: public, like the stand-ins' keys, and refused with NODE_ENV=production. */
export const LOCAL_SEND_EMAIL_HOOK_SECRET = 'v1,whsec_cHVibGljLWxvY2FsLXNlbmQtZW1haWwtaG9vay1rZXk=';

/** Supabase's format for a hook secret (the CLI's hookSecretPattern): `v1,whsec_` and 32 to 88 base64 characters. */
const SECRET = /^v1,whsec_[A-Za-z0-9+/=]{32,88}$/;

export type SendEmailHookConfig = { ok: true; secrets: readonly string[] } | { ok: false; reason: string };

/**
 * SEND_EMAIL_HOOK_SECRET: the secret the dashboard generated for the hook, as it shows it
 * (`v1,whsec_…`); several joined by `|` while one is replaced by another, as Supabase itself
 * takes them. Missing or wrong, the route answers 503 with the reason: Supabase then shows the
 * shopper an error, and no e-mail is lost silently.
 */
export function sendEmailHookConfigFromEnv(env: Record<string, string | undefined>): SendEmailHookConfig {
  const raw = env.SEND_EMAIL_HOOK_SECRET?.trim();
  if (!raw) return { ok: false, reason: 'SEND_EMAIL_HOOK_SECRET not set' };
  const secrets = raw.split('|').map((secret) => secret.trim());
  if (!secrets.every((secret) => SECRET.test(secret))) {
    return { ok: false, reason: 'SEND_EMAIL_HOOK_SECRET must be v1,whsec_ and base64, as the Supabase dashboard shows it' };
  }
  if (env.NODE_ENV === 'production' && secrets.includes(LOCAL_SEND_EMAIL_HOOK_SECRET)) {
    return { ok: false, reason: 'SEND_EMAIL_HOOK_SECRET is the public local one' };
  }
  // The library takes the `whsec_…` part.
  return { ok: true, secrets: secrets.map((secret) => secret.slice('v1,'.length)) };
}

export type HookRefusal = 'HOOK_UNSIGNED' | 'HOOK_SIGNATURE_INVALID' | 'HOOK_SIGNATURE_EXPIRED';

/** Whether `body` was signed, within the last 5 minutes, with one of `secrets` (`whsec_…`). */
export function checkHookSignature(
  secrets: readonly string[],
  body: string,
  headers: { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
): { ok: true } | { ok: false; code: HookRefusal } {
  if (!headers.id || !headers.timestamp || !headers.signature) return { ok: false, code: 'HOOK_UNSIGNED' };
  const signed = { 'webhook-id': headers.id, 'webhook-timestamp': headers.timestamp, 'webhook-signature': headers.signature };
  let code: HookRefusal = 'HOOK_SIGNATURE_INVALID';
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, signed, { jsonParse: false });
      return { ok: true };
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      if (/timestamp too (old|new)/.test(error.message)) code = 'HOOK_SIGNATURE_EXPIRED';
    }
  }
  return { ok: false, code };
}

const text = (max: number) => z.string().max(max);

/**
 * The part of the hook's payload the shop reads (GoTrue's SendEmailInput: `user` as /user answers
 * it, `email_data` as mailer.EmailData). A link's `token_hash` goes into the link; the
 * reauthentication code is `token`. Other actions (invite, email_change, the notifications) are
 * refused by name: the shop offers none of them, so Supabase must not be set to send them here.
 */
export const sendEmailPayload = z
  .object({
    user: z.object({
      id: text(100),
      email: z.email().max(320),
      user_metadata: z.record(z.string(), z.unknown()).nullish(),
    }),
    email_data: z.object({
      token: text(100),
      token_hash: text(200),
      redirect_to: text(2000),
      email_action_type: z.enum(AUTH_EMAIL_ACTIONS),
      site_url: text(2000),
    }),
  })
  .superRefine((payload, ctx) => {
    const { email_action_type: action, token, token_hash: tokenHash } = payload.email_data;
    const needs = action === 'reauthentication' ? ['token', token] : ['token_hash', tokenHash];
    if (!needs[1]) ctx.addIssue({ code: 'custom', path: ['email_data', needs[0] as string], message: 'form.error.required' });
  });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the mailed link leads back: the page Supabase was asked to return to, when it is on the
 * shop's own origin (a loopback address of the same scheme locally, as the stand-in allows);
 * otherwise the shop's home, as Supabase falls back to its site URL. Never a stranger's page.
 */
export function returnAddress(redirectTo: string, siteUrl: string): string {
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return siteUrl;
  }
  const site = new URL(siteUrl);
  const sameSite =
    target.origin === site.origin || (target.protocol === site.protocol && LOOPBACK.has(target.hostname) && LOOPBACK.has(site.hostname));
  return sameSite ? target.href : siteUrl;
}

/**
 * The link Supabase itself would mail: its verify endpoint with the token hash, the action and the
 * page to return to. Built on the configured Supabase URL (PUBLIC_SUPABASE_URL), as Supabase's own
 * hook examples do, not on the payload's `site_url` (GoTrue's external URL, whose path differs
 * between hosted projects and self-hosting).
 */
export function verifyLink(
  supabaseUrl: string,
  action: Exclude<AuthEmailAction, 'reauthentication'>,
  tokenHash: string,
  returnTo: string,
): string {
  const query = new URLSearchParams({ token: tokenHash, type: action, redirect_to: returnTo });
  return `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/verify?${query}`;
}
