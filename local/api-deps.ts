import { authConfig } from '../src/lib/auth/config.ts';
import { createTokenVerifier } from '../src/server/auth/verify.ts';
import type { AppDeps } from '../src/server/deps.ts';
import { localDatabase } from './db.ts';

/** The database and token verifier of the Node entries (npm start, npm run dev, npm run serve). */
export async function localAccountDeps(env: Record<string, string | undefined> = process.env): Promise<Pick<AppDeps, 'db' | 'auth'>> {
  return { db: await localDatabase(env), auth: createTokenVerifier({ supabaseUrl: authConfig(env).supabaseUrl }) };
}
