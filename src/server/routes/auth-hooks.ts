import { Hono } from 'hono';
import { authEmail, authEmailLocale } from '../../lib/messages/auth-messages.ts';
import { checkHookSignature, returnAddress, sendEmailPayload, verifyLink, type SendEmailHookConfig } from '../auth/send-email-hook.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { EmailSender } from '../email/index.ts';
import { ApiError, errorBody, requestTranslations, validationError } from '../errors.ts';
import { messageContext } from '../messages/order-events.ts';

/** What a refused signature is told, by its code. */
const SIGNATURE_REFUSALS = {
  HOOK_UNSIGNED: 'api.error.hookUnsigned',
  HOOK_SIGNATURE_INVALID: 'api.error.webhookForged',
  HOOK_SIGNATURE_EXPIRED: 'api.error.webhookExpired',
} as const;

export interface AuthHooksDeps {
  hook: SendEmailHookConfig;
  /** The e-mail door and the Message-ID domain (the order messages' own); without it the hook answers 503. */
  mail: { sender: Pick<EmailSender, 'send'>; messageIdDomain: string } | undefined;
  /** The build's snapshot: the shop's name and contacts sign the e-mail. */
  catalogue: CatalogueSource;
  /** The shop's public origin: a link never leads anywhere else. */
  siteUrl: string;
  /** PUBLIC_SUPABASE_URL: the mailed links go to its /auth/v1/verify, as Supabase's own would. */
  supabaseUrl: string;
}

/** A webhook-id fit for a Message-ID (GoTrue sends a UUID); anything else gets a fresh one. */
function messageKey(webhookId: string): string {
  return /^[\w.-]{1,100}$/.test(webhookId) ? webhookId : crypto.randomUUID();
}

/**
 * POST /api/auth/send-email-hook: Supabase Auth's Send Email Hook (docs/configuration.md, "Account
 * e-mails"). The signature is checked over the raw body before anything is read: 401 without one,
 * for a wrong one and one more than 5 minutes old. A signed call is answered `200 {}` once the
 * shop's e-mail is sent through its e-mail door, in the shopper's language; a signed call the shop
 * cannot serve gets 400 (a field) or 503 (the shop's setup, or the mail server), which Supabase
 * turns into an error for the shopper: no account e-mail is ever dropped silently.
 */
export function authHookRoutes(deps: AuthHooksDeps): Hono {
  return new Hono().post('/send-email-hook', async (c) => {
    if (!deps.hook.ok) {
      console.error(`POST /api/auth/send-email-hook refused: ${deps.hook.reason}`);
      throw new ApiError(503, 'SEND_EMAIL_HOOK_NOT_CONFIGURED', 'api.error.sendEmailHookNotConfigured');
    }
    const body = await c.req.text();
    const id = c.req.header('webhook-id');
    const signature = checkHookSignature(deps.hook.secrets, body, {
      id,
      timestamp: c.req.header('webhook-timestamp'),
      signature: c.req.header('webhook-signature'),
    });
    if (!signature.ok) throw new ApiError(401, signature.code, SIGNATURE_REFUSALS[signature.code], 'webhook-signature');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'api.error.notJson', 'body');
    }
    const parsed = sendEmailPayload.safeParse(json);
    if (!parsed.success) throw validationError(parsed.error);
    const { user, email_data: data } = parsed.data;

    if (!deps.mail) throw new ApiError(503, 'EMAIL_NOT_CONFIGURED', 'api.error.emailDoorMissing');
    const context = messageContext(await deps.catalogue(), deps.siteUrl);
    if (!context) throw new ApiError(503, 'SHOP_DETAILS_MISSING', 'api.error.shopDetailsMissing');
    const returnTo = returnAddress(data.redirect_to, deps.siteUrl);
    const action = data.email_action_type;
    const email = authEmail(
      {
        action,
        locale: authEmailLocale(user.user_metadata ?? {}, returnTo),
        link: action === 'reauthentication' ? '' : verifyLink(deps.supabaseUrl, action, data.token_hash, returnTo),
        code: data.token,
      },
      context,
    );
    const sent = await deps.mail.sender.send({
      to: user.email,
      ...email,
      messageId: `<auth-${action}.${messageKey(id as string)}@${deps.mail.messageIdDomain}>`,
    });
    if (!sent.ok) {
      console.error(`Account e-mail (${action}) to user ${user.id} not sent: ${sent.error}`);
      // Supabase tries again on a 503 that carries Retry-After (hookshttp), within its 5 s.
      return c.json(
        errorBody('EMAIL_NOT_SENT', requestTranslations(c)('api.error.emailNotSent')),
        503,
        sent.retryable ? { 'retry-after': '1' } : {},
      );
    }
    return c.json({}, 200);
  });
}
