import { z } from 'zod';
import type { AuthConfig } from '../../lib/auth/config.ts';

/**
 * GET {PUBLIC_SUPABASE_URL}/auth/v1/settings, the public settings GoTrue tells supabase-js
 * (internal/api/settings.go): which sign-ins are on and whether sign-ups are confirmed by e-mail.
 * It does not report MFA: that is the Management API's (src/server/supabase-management/).
 */
const settingsAnswer = z.object({
  external: z.object({ email: z.boolean(), google: z.boolean().optional() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});

/** What the shop needs of Supabase Auth's public settings. */
interface AuthSettings {
  /** E-mail and password sign-in is on. */
  emailSignIn: boolean;
  /** Google sign-in is on. */
  googleSignIn: boolean;
  /** New users may sign up. */
  signupOpen: boolean;
  /** Sign-ups are confirmed by e-mail (GoTrue's mailer_autoconfirm is false). */
  emailConfirmation: boolean;
}

export type AuthSettingsResult = { ok: true; settings: AuthSettings } | { ok: false; error: string };

/** Asks the project's Auth for its settings with the anon key (the `apikey` header). Never throws. */
export async function fetchAuthSettings(
  config: AuthConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<AuthSettingsResult> {
  const send = options.fetch ?? fetch;
  const url = `${config.supabaseUrl}/auth/v1/settings`;
  let response: Response;
  try {
    response = await send(url, {
      headers: { apikey: config.anonKey, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { ok: false, error: `Could not reach ${new URL(url).host}: ${cause}` };
  }
  if (response.status === 401) return { ok: false, error: 'Supabase refused the anon key (HTTP 401)' };
  if (!response.ok) return { ok: false, error: `HTTP ${response.status} from ${url}` };
  const parsed = settingsAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, error: `${url} did not answer with GoTrue's settings` };
  const answer = parsed.data;
  return {
    ok: true,
    settings: {
      emailSignIn: answer.external.email,
      googleSignIn: answer.external.google ?? false,
      signupOpen: !answer.disable_signup,
      emailConfirmation: !answer.mailer_autoconfirm,
    },
  };
}
