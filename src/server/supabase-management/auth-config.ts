import { z } from 'zod';
import type { ManagementConfig } from './config.ts';

/**
 * GET /v1/projects/{ref}/config/auth: a project's Auth settings (the CLI's AuthConfigResponse,
 * pkg/api/types.gen.go). Only the fields read here; each may be null there.
 */
const authConfigAnswer = z.object({
  mfa_totp_enroll_enabled: z.boolean().nullish(),
  mfa_totp_verify_enabled: z.boolean().nullish(),
  mfa_max_enrolled_factors: z.number().nullish(),
});

/** A project's TOTP MFA settings; null where the API reports no value. */
interface MfaConfig {
  /** New authenticator apps may be enrolled. */
  totpEnroll: boolean | null;
  /** Enrolled authenticator apps may be challenged and verified (aal2). */
  totpVerify: boolean | null;
  maxEnrolledFactors: number | null;
}

export type MfaConfigResult = { ok: true; mfa: MfaConfig } | { ok: false; error: string };

const REFUSALS: Readonly<Record<number, string>> = {
  401: 'the Management API refused SUPABASE_ACCESS_TOKEN (HTTP 401): make a new personal access token',
  403: 'SUPABASE_ACCESS_TOKEN may not read this project (HTTP 403): use a token of a member of its organisation',
  404: 'the Management API knows no such project (HTTP 404): check SUPABASE_PROJECT_REF or PUBLIC_SUPABASE_URL',
};

/** Reads the project's MFA settings. Never throws. */
export async function fetchMfaConfig(
  config: ManagementConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<MfaConfigResult> {
  const send = options.fetch ?? fetch;
  const url = `${config.baseUrl}/v1/projects/${encodeURIComponent(config.projectRef)}/config/auth`;
  let response: Response;
  try {
    response = await send(url, {
      headers: { authorization: `Bearer ${config.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { ok: false, error: `Could not reach the Management API at ${config.baseUrl}: ${cause}` };
  }
  const refused = REFUSALS[response.status];
  if (refused) return { ok: false, error: refused };
  if (!response.ok) return { ok: false, error: `HTTP ${response.status} from the Management API` };
  const parsed = authConfigAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, error: 'the Management API did not answer with an Auth config' };
  const answer = parsed.data;
  return {
    ok: true,
    mfa: {
      totpEnroll: answer.mfa_totp_enroll_enabled ?? null,
      totpVerify: answer.mfa_totp_verify_enabled ?? null,
      maxEnrolledFactors: answer.mfa_max_enrolled_factors ?? null,
    },
  };
}
