import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authStubs } from '../../src/build/auth-stubs.ts';
import * as stubs from '../../src/client/auth/unused-auth-features.ts';

/** auth-js's passkey and Web3 modules, left out of the browser build (src/build/auth-stubs.ts). */
describe('the auth stubs plugin', () => {
  const plugin = authStubs();
  const client = '/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js';

  it.each([
    ['GoTrueClient’s passkey module', './lib/webauthn', client, true],
    ['GoTrueClient’s Ethereum module', './lib/web3/ethereum', client, true],
    ['GoTrueClient’s other modules', './lib/helpers', client, false],
    [
      'the same path from another module',
      './lib/webauthn',
      '/repo/node_modules/@supabase/auth-js/dist/module/lib/webauthn.errors.js',
      false,
    ],
    ['the shop’s own modules', './lib/webauthn', '/repo/src/client/auth/session.ts', false],
    ['an entry point', './lib/webauthn', undefined, false],
  ])('%s', (_, source, importer, swapped) => {
    const resolved = plugin.resolveId(source, importer);
    if (swapped) expect(resolved).toMatch(/src[\\/]client[\\/]auth[\\/]unused-auth-features\.ts$/);
    else expect(resolved).toBeNull();
  });

  it('stands in for every name GoTrueClient imports from them (read from the installed auth-js), and refuses to be used', () => {
    const code = readFileSync(fileURLToPath(import.meta.resolve('@supabase/auth-js/dist/module/GoTrueClient.js')), 'utf8');
    const imported = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.\/lib\/webauthn|\.\/lib\/web3\/ethereum)'/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    expect(imported.length).toBeGreaterThan(10);
    for (const name of imported) expect(stubs, name).toHaveProperty(name);
    expect(new stubs.WebAuthnApi({})).toBeInstanceOf(stubs.WebAuthnApi);
    expect(stubs.browserSupportsWebAuthn()).toBe(false);
    expect(() => stubs.getCredential()).toThrow(/Passkey/);
    expect(() => stubs.getAddress()).toThrow(/Web3/);
  });
});
