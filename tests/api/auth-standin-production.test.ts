import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../local/auth/store.ts';
import { createAuthApp } from '../../local/auth/app.ts';
import { authService } from '../../local/auth/service.ts';
import { generateSigningKey } from '../../local/auth/keys.ts';
import { startMailCatcher } from '../../local/mail/server.ts';
import { mailCatcherService } from '../../local/mail/service.ts';
import { startPesapalSandbox } from '../../local/pesapal/server.ts';
import { pesapalSandboxService } from '../../local/pesapal/service.ts';
import { startEtimsStandIn } from '../../local/etims/server.ts';
import { etimsStandInService } from '../../local/etims/service.ts';
import { standInConfig } from './auth-fixture.ts';

describe('the local stand-ins refuse to run with NODE_ENV=production', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    // Harmless settings should a guard be missing: in-memory data, free ports.
    vi.stubEnv('E2E', '1');
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'http://127.0.0.1:0');
    vi.stubEnv('PESAPAL_ENV', 'local');
    vi.stubEnv('PESAPAL_SANDBOX_PORT', '0');
    vi.stubEnv('ETIMS_ENV', 'local');
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525');
    vi.stubEnv('MAIL_FROM', 'orders@solarshop.localhost');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('the Auth stand-in app', async () => {
    const { key } = await generateSigningKey();
    const store = authStore({} as Parameters<typeof authStore>[0]);
    expect(() => createAuthApp({ store, key, config: standInConfig('http://127.0.0.1:54321') })).toThrow(
      /Auth stand-in.*NODE_ENV=production/,
    );
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

  it('the mail catcher', async () => {
    await expect(startMailCatcher()).rejects.toThrow(/mail catcher.*NODE_ENV=production/);
  });

  it('the mail catcher service that npm start runs, and it never stands in for a missing SMTP_URL', async () => {
    await expect(mailCatcherService.start()).rejects.toThrow(/mail catcher.*NODE_ENV=production/);
    vi.stubEnv('SMTP_URL', '');
    await expect(mailCatcherService.start()).rejects.toThrow(/SMTP_URL: required when NODE_ENV is production/);
  });

  it('the eTIMS stand-in', () => {
    expect(() => startEtimsStandIn()).toThrow(/eTIMS stand-in.*NODE_ENV=production/);
  });

  it('the eTIMS stand-in service that npm start runs', async () => {
    await expect(etimsStandInService.start()).rejects.toThrow(/ETIMS_ENV: set sandbox, production or off when NODE_ENV is production/);
  });

  it('none refuses where production points at the real services', async () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://abcdefghijklmnopqrst.supabase.co');
    vi.stubEnv('PESAPAL_ENV', 'live');
    vi.stubEnv('SMTP_URL', 'smtps://orders:secret@smtp.example.co.ke:465');
    vi.stubEnv('ETIMS_ENV', 'production');
    vi.stubEnv('ETIMS_PIN', 'P051234567X');
    vi.stubEnv('ETIMS_DEVICE_SERIAL', 'SHOP/P051234567X/0');
    await expect(etimsStandInService.start()).resolves.toMatchObject({
      rows: [['Tax invoices', 'KRA eTIMS production (https://etims-api.kra.go.ke/etims-api/)']],
    });
    await expect(pesapalSandboxService.start()).resolves.toMatchObject({ rows: [['Payments', expect.stringContaining('live')]] });
    await expect(mailCatcherService.start()).resolves.toMatchObject({
      rows: [['E-mail', 'sent through SMTP_URL (smtp.example.co.ke:465)']],
    });
  });
});
