import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { LOCAL_SEND_EMAIL_HOOK_SECRET } from '../../src/server/auth/send-email-hook.ts';
import { DEFAULT_PORT } from '../start-defaults.ts';
import type { AuthMailer, AuthMailRequest } from './mails.ts';
import { userJson } from './user-json.ts';

/** Where the stand-in's Send Email Hook points, and the secrets it signs with (`v1,whsec_…`, as Supabase holds them). */
export interface SendEmailHookSettings {
  uri: string;
  secrets: readonly string[];
}

/** How long Supabase Auth waits for a hook (hookshttp's defaultHTTPHookTimeout). */
const HOOK_TIMEOUT_MS = 5000;

/**
 * The body GoTrue POSTs to a Send Email Hook (v0hooks.SendEmailInput): the user as /user answers
 * it and mailer.EmailData. The link's token is `token_hash`, as in Supabase's links; the stand-in
 * mails no one-time codes, so `token` is empty.
 */
function sendEmailInput(request: AuthMailRequest, now = new Date()): Record<string, unknown> {
  return {
    metadata: { uuid: randomUUID(), time: now.toISOString(), name: 'send-email' },
    user: userJson(request.user),
    email_data: {
      token: '',
      token_hash: request.token,
      redirect_to: request.redirectTo,
      email_action_type: request.kind,
      site_url: request.issuer,
      token_new: '',
      token_hash_new: '',
      old_email: '',
      old_phone: '',
      provider: '',
      factor_type: '',
    },
  };
}

/**
 * The stand-in with a Send Email Hook set (AUTH_HOOK_SEND_EMAIL_URI, SEND_EMAIL_HOOK_SECRET), as
 * a Supabase project with one: it writes no e-mail itself but POSTs each to the hook, signed as
 * GoTrue signs (Standard Webhooks: webhook-id, webhook-timestamp, one `v1,…` signature per secret
 * joined by ", "). Anything but 200/202/204 without an `error` in the answer fails the request, as
 * it does on Supabase (hookshttp.go), so a broken hook shows at once, never as a silent success.
 */
export function hookMailer(settings: SendEmailHookSettings, mailboxUrl: string | null): AuthMailer {
  return {
    mailboxUrl,
    async deliver(request) {
      const body = JSON.stringify(sendEmailInput(request));
      const id = randomUUID();
      const now = new Date();
      const signatures = settings.secrets.map((secret) => new Webhook(secret.replace(/^v1,/, '')).sign(id, now, body));
      const answer = await fetch(settings.uri, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signatures.join(', '),
        },
        body,
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      const text = await answer.text();
      const error = hookError(text);
      if (answer.status === 204) return;
      if ((answer.status === 200 || answer.status === 202) && !error) return;
      throw new Error(`The Send Email Hook at ${settings.uri} answered ${answer.status}${error ? `: ${error}` : ''}`);
    },
  };
}

/** The `error.message` of a hook's answer (hookserrors.Check), if it has one. */
function hookError(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    return typeof parsed?.error?.message === 'string' && parsed.error.message ? parsed.error.message : null;
  } catch {
    return null;
  }
}

/**
 * The hook `npm start` sets, as a project's dashboard would: the shop's own route on this machine
 * (AUTH_HOOK_SEND_EMAIL_URI, else http://127.0.0.1:PORT/api/auth/send-email-hook), signed with
 * SEND_EMAIL_HOOK_SECRET, else the public local secret, which is then set for the API too.
 * AUTH_HOOK_SEND_EMAIL_URI=off leaves the hook unset: the stand-in writes its own mails (mail-texts.ts).
 */
export function localSendEmailHook(env: Record<string, string | undefined>): SendEmailHookSettings | null {
  const uri = env.AUTH_HOOK_SEND_EMAIL_URI?.trim();
  if (uri === 'off') return null;
  const secret = env.SEND_EMAIL_HOOK_SECRET?.trim() || LOCAL_SEND_EMAIL_HOOK_SECRET;
  env.SEND_EMAIL_HOOK_SECRET = secret;
  return {
    uri: uri || `http://127.0.0.1:${env.PORT || DEFAULT_PORT}/api/auth/send-email-hook`,
    secrets: secret.split('|').map((part) => part.trim()),
  };
}
