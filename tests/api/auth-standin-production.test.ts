import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../local/auth/store.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { authService } from '../../local/auth/service.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { startPesapalSandbox } from '../../local/pesapal/server.ts';
import { pesapalSandboxService } from '../../local/pesapal/service.ts';
import { standInConfig } from './auth-fixture.ts';

describe('the local stand-ins refuse to run with NODE_ENV=production', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    // Harmless settings should a guard be missing: in-memory data, free ports.
    vi.stubEnv('E2E', '1');
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://127.0.0.1:0');
    vi.stubEnv('PESAPAL_ENV', 'local');
    vi.stubEnv('PESAPAL_SANDBOX_PORT', '0');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('the Auth stand-in app', async () => {
    const { key } = await generateSigningKey();
    const store = authStore({} as Parameters<typeof authStore>[0]);
    expect(() => createAuthApp({ store, key, config: standInConfig('http://127.0.0.1:54321') })).toThrow(/Auth stand-in.*NODE_ENV=production/);
  });

  it('the Auth service that npm start runs', async () => {
    await expect(authService.start()).rejects.toThrow(/Auth stand-in.*NODE_ENV=production/);
  });

  it('the Pesapal sandbox', () => {
    expect(() => startPesapalSandbox()).toThrow(/Pesapal sandbox.*NODE_ENV=production/);
  });

  it('the Pesapal sandbox service that npm start runs', async () => {
    await expect(pesapalSandboxService.start()).rejects.toThrow(/Pesapal sandbox.*NODE_ENV=production/);
  });

  it('neither refuses where production points at the real services', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://abcdefghijklmnopqrst.supabase.co');
    vi.stubEnv('PESAPAL_ENV', 'live');
    await expect(pesapalSandboxService.start()).resolves.toMatchObject({ rows: [['Payments', expect.stringContaining('live')]] });
  });
});
