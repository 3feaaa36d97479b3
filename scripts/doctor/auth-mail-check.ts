import { sendEmailHookConfigFromEnv } from '../../src/server/auth/send-email-hook.ts';
import { fail, ok, type Check } from './check.ts';

/**
 * The account e-mails (sign-up, reset) can be sent: SEND_EMAIL_HOOK_SECRET is set as the shop's
 * Send Email Hook reads it. Without it every sign-up fails with an error (the hook answers 503).
 * Supabase is not asked whether its hook points here: that is the dashboard's (docs/configuration.md).
 */
export const authMailCheck: Check = {
  name: 'auth e-mails',
  async run(context) {
    const config = sendEmailHookConfigFromEnv(context.env);
    if (!config.ok)
      return fail(
        `${config.reason}: sign-ups and password resets would fail (POST /api/auth/send-email-hook answers 503)`,
        "set SEND_EMAIL_HOOK_SECRET to the Send Email hook's secret (Supabase dashboard: Authentication > Hooks; docs/configuration.md#account-e-mails-in-production)",
      );
    const count = config.secrets.length;
    return ok(`Send Email Hook secret set (${count === 1 ? 'one' : count}), checked by POST /api/auth/send-email-hook`);
  },
};
