import { authConfig, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, type AuthConfig } from '../../src/lib/auth/config.ts';
import { fetchAuthSettings } from '../../src/server/auth/settings.ts';
import { fetchMfaConfig, managementConfigFromEnv, type ManagementDefaults } from '../../src/server/supabase-management/index.ts';
import { LOCAL_SUPABASE_ACCESS_TOKEN } from '../../local/auth/management.ts';
import { fail, isLoopback, ok, reading, reachFix, type Check, type DoctorContext, type Verdict } from './check.ts';

const PROJECT_FIX = 'set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY from the Supabase dashboard (Project Settings > API)';

/** In production: a hosted project, not the stand-in's address or key. */
function productionProblem(env: DoctorContext['env'], auth: AuthConfig): string | null {
  if (!env.PUBLIC_SUPABASE_URL && !env.SUPABASE_URL)
    return `PUBLIC_SUPABASE_URL is not set (it would be the local stand-in, ${LOCAL_SUPABASE_URL})`;
  if (!auth.supabaseUrl.startsWith('https://'))
    return `PUBLIC_SUPABASE_URL is ${auth.supabaseUrl}: production needs the project's https:// URL`;
  if (auth.anonKey === LOCAL_ANON_KEY) return "PUBLIC_SUPABASE_ANON_KEY is not set (it would be the stand-in's public key)";
  return null;
}

/** Supabase Auth answers at PUBLIC_SUPABASE_URL with the anon key, e-mail sign-in on and sign-ups confirmed by e-mail. */
export const supabaseAuthCheck: Check = {
  name: 'supabase auth',
  async run(context) {
    const auth = authConfig(context.env);
    const problem = context.production ? productionProblem(context.env, auth) : null;
    if (problem) return fail(problem, PROJECT_FIX);
    const answer = await fetchAuthSettings(auth, { timeoutMs: context.callTimeoutMs });
    if (!answer.ok) return fail(`${auth.supabaseUrl}/auth/v1/settings: ${answer.error}`, reachFix(context, PROJECT_FIX));
    const { emailSignIn, emailConfirmation, googleSignIn } = answer.settings;
    const dashboard = 'Supabase dashboard: Authentication > Sign In / Providers > Email';
    if (!emailSignIn) return fail('e-mail sign-in is off', `turn on the Email provider (${dashboard})`);
    if (!emailConfirmation)
      return fail(
        'e-mail confirmations are off (mailer_autoconfirm): anyone could sign up with an address that is not theirs',
        context.production ? `turn on "Confirm email" (${dashboard})` : 'unset AUTH_AUTOCONFIRM and restart npm start',
      );
    return ok(`${auth.supabaseUrl}: e-mail sign-in with confirmation on, Google sign-in ${googleSignIn ? 'on' : 'off'}`);
  },
};

/** Where the Management API is when nothing is set: the Auth stand-in's own address and public token, when PUBLIC_SUPABASE_URL is the stand-in. */
function managementDefaults(context: DoctorContext): ManagementDefaults {
  const { supabaseUrl } = authConfig(context.env);
  if (context.production || !isLoopback(supabaseUrl)) return {};
  return { baseUrl: new URL(supabaseUrl).origin, accessToken: LOCAL_SUPABASE_ACCESS_TOKEN, projectRef: 'local' };
}

const MFA_FIX = 'Supabase dashboard: Authentication > Multi-Factor > TOTP (App Authenticator): Enabled';

/** The project's TOTP MFA is on, enroll and verify, as the admin pages need it (read from the Management API). */
export const supabaseMfaCheck: Check = {
  name: 'supabase mfa',
  async run(context): Promise<Verdict> {
    const config = reading(
      () => managementConfigFromEnv(context.env, managementDefaults(context)),
      'make a personal access token at supabase.com/dashboard/account/tokens and set SUPABASE_ACCESS_TOKEN where the doctor runs',
    );
    if (!config.ok) return config.verdict;
    const answer = await fetchMfaConfig(config.value, { timeoutMs: context.callTimeoutMs });
    if (!answer.ok)
      return fail(answer.error, reachFix(context, 'check SUPABASE_ACCESS_TOKEN, SUPABASE_PROJECT_REF and SUPABASE_MANAGEMENT_URL'));
    const { totpEnroll, totpVerify, maxEnrolledFactors } = answer.mfa;
    const off = [...(totpEnroll === true ? [] : ['enroll']), ...(totpVerify === true ? [] : ['verify'])];
    if (off.length > 0)
      return fail(
        `TOTP MFA ${off.join(' and ')} is off for project ${config.value.projectRef}: admins cannot reach aal2`,
        context.production ? MFA_FIX : 'unset AUTH_MFA_TOTP_ENROLL_ENABLED and AUTH_MFA_TOTP_VERIFY_ENABLED and restart npm start',
      );
    return ok(
      `TOTP MFA enroll and verify on for project ${config.value.projectRef}${maxEnrolledFactors === null ? '' : `, at most ${maxEnrolledFactors} factors a user`}`,
    );
  },
};
