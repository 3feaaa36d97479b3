import { fileURLToPath } from 'node:url';

/** The auth-js modules the shop never runs, by the path GoTrueClient imports them from. */
const UNUSED = ['./lib/webauthn', './lib/web3/ethereum'];

const STUB = fileURLToPath(new URL('../client/auth/unused-auth-features.ts', import.meta.url));

/**
 * A Vite plugin for the browser build: auth-js's passkey and Web3 modules, imported by its
 * GoTrueClient, are replaced by src/client/auth/unused-auth-features.ts (about 5 KB gzipped less
 * on the account, checkout and admin pages). Only GoTrueClient's own imports of them are swapped.
 */
export function authStubs() {
  return {
    name: 'solar-shop:auth-stubs',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !/[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]GoTrueClient\.js$/.test(importer)) return null;
      return UNUSED.includes(source) ? STUB : null;
    },
  };
}
