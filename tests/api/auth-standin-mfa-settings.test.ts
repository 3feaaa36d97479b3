import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../src/lib/auth/config.ts';
import { createEmailUser } from '../../local/auth/accounts.ts';
import { readConfig, SUPABASE_MFA } from '../../local/auth/config.ts';
import { authStore } from '../../local/auth/store.ts';
import { totpCode } from '../../local/auth/totp.ts';
import { authStandInSuite } from './auth-standin-harness.ts';

const PASSWORD = 'solar-panels-2026';
const HEADERS = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
let counter = 0;

describe('MFA settings on the Auth stand-in, as supabase/config.toml sets them in production', () => {
  const suite = authStandInSuite();

  /** A new confirmed user, signed in with a password (aal1). */
  async function signedIn(): Promise<{ client: SupabaseClient; token: string }> {
    const email = `mfa-settings${++counter}.${Date.now()}@shop.test`;
    await createEmailUser(authStore(suite.db.sql), { email, password: PASSWORD, data: {}, confirmed: true });
    const client = suite.auth.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, token: data.session?.access_token as string };
  }

  function wire(path: string, token: string, body: unknown) {
    return fetch(`${suite.auth.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  }

  /** Runs `body` with the stand-in's MFA settings changed, then puts Supabase's back. */
  async function withMfa(settings: Partial<typeof SUPABASE_MFA>, body: () => Promise<void>): Promise<void> {
    suite.auth.config.mfa = { ...SUPABASE_MFA, ...settings };
    try {
      await body();
    } finally {
      suite.auth.config.mfa = SUPABASE_MFA;
    }
  }

  it('reads AUTH_MFA_TOTP_ENROLL_ENABLED, AUTH_MFA_TOTP_VERIFY_ENABLED and AUTH_MFA_MAX_ENROLLED_FACTORS; by default all on, 10 factors', () => {
    expect(readConfig({}).mfa).toEqual({ totpEnrollEnabled: true, totpVerifyEnabled: true, maxEnrolledFactors: 10 });
    expect(
      readConfig({ AUTH_MFA_TOTP_ENROLL_ENABLED: 'false', AUTH_MFA_TOTP_VERIFY_ENABLED: 'false', AUTH_MFA_MAX_ENROLLED_FACTORS: '3' }).mfa,
    ).toEqual({ totpEnrollEnabled: false, totpVerifyEnabled: false, maxEnrolledFactors: 3 });
    expect(() => readConfig({ AUTH_MFA_TOTP_ENROLL_ENABLED: 'no' })).toThrow();
  });

  it('with TOTP enroll off, refuses a new factor with 422 mfa_totp_enroll_not_enabled, while existing factors still verify', async () => {
    const { client, token } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    await withMfa({ totpEnrollEnabled: false }, async () => {
      const raw = await wire('/factors', token, { factor_type: 'totp', friendly_name: 'Tablet' });
      expect(raw.status).toBe(422);
      expect(await raw.json()).toEqual({ code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
      expect(raw.headers.get('x-sb-error-code')).toBe('mfa_totp_enroll_not_enabled');
      const refused = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
      expect(refused.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });

      const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpCode(factor!.totp.secret) });
      expect(verified.error).toBeNull();
    });
  });

  it('with TOTP verify off, refuses challenges and verifications with 422 mfa_totp_verify_not_enabled (an empty code is still a 400 first)', async () => {
    const { client, token } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const challenge = (await (await wire(`/factors/${factor!.id}/challenge`, token, {})).json()) as { id: string };
    await withMfa({ totpVerifyEnabled: false }, async () => {
      const refusal = { code: 'mfa_totp_verify_not_enabled', message: 'MFA verification is disabled for TOTP' };
      const challenged = await wire(`/factors/${factor!.id}/challenge`, token, {});
      expect(challenged.status).toBe(422);
      expect(await challenged.json()).toEqual(refusal);

      const code = totpCode(factor!.totp.secret);
      const verified = await wire(`/factors/${factor!.id}/verify`, token, { challenge_id: challenge.id, code });
      expect(verified.status).toBe(422);
      expect(await verified.json()).toEqual(refusal);
      const empty = await wire(`/factors/${factor!.id}/verify`, token, { challenge_id: challenge.id, code: '' });
      expect(empty.status).toBe(400);

      const viaJs = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
      expect(viaJs.error).toMatchObject({ status: 422, code: 'mfa_totp_verify_not_enabled' });
    });
    // Switched back on, the same challenge verifies: nothing was used up by the refusals.
    const code = totpCode(factor!.totp.secret);
    expect((await wire(`/factors/${factor!.id}/verify`, token, { challenge_id: challenge.id, code })).status).toBe(200);
  });

  it('counts every factor, verified or not, against max_enrolled_factors', async () => {
    const { client } = await signedIn();
    await withMfa({ maxEnrolledFactors: 2 }, async () => {
      expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One' })).error).toBeNull();
      expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Two' })).error).toBeNull();
      const third = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Three' });
      expect(third.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
    });
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Three' })).error).toBeNull();
  });
});
