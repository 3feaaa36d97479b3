import { storageKeyFor } from '../../lib/auth/storage-key.ts';
import { readStored } from '../storage.ts';
import { browserAuthConfig } from './browser-config.ts';

/**
 * The session supabase-js keeps in this browser, as stored (read without loading the auth client).
 * A module of its own: every page's layout chunk reads it (src/page-scripts/auth-boot.ts), and
 * carries nothing more of the auth code (./signed-in-session.ts loads with the pages that use it).
 */
export function storedSession(): string | null {
  return readStored('local', storageKeyFor(browserAuthConfig().supabaseUrl));
}
