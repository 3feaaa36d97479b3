/**
 * Where and how the shop's operator tools reach Supabase's Management API (api.supabase.com), which
 * reports a project's Auth settings that GoTrue's public /settings does not, such as MFA. The shop
 * itself never calls it: `npm run doctor` does, with a personal access token.
 */

/** Supabase's Management API. */
const SUPABASE_MANAGEMENT_URL = 'https://api.supabase.com';

export interface ManagementConfig {
  /** The API's origin, e.g. https://api.supabase.com. */
  baseUrl: string;
  /** A personal access token (supabase.com/dashboard/account/tokens), sent as a bearer token. */
  accessToken: string;
  /** The project's ref: `abcdefghijklmnopqrst` of https://abcdefghijklmnopqrst.supabase.co. */
  projectRef: string;
}

/** What a host that runs a stand-in of the API supplies when nothing is set (npm start's Auth stand-in). */
export interface ManagementDefaults {
  baseUrl?: string;
  accessToken?: string;
  projectRef?: string;
}

function fail(variable: string, message: string): never {
  throw new Error(`Invalid setting ${variable}: ${message}`);
}

/** The project ref of a hosted project's URL (`https://<ref>.supabase.co`), or null for another address. */
export function projectRefOf(supabaseUrl: string): string | null {
  const host = URL.canParse(supabaseUrl) ? new URL(supabaseUrl).hostname : '';
  return /^([a-z0-9]{20})\.supabase\.(co|in)$/.exec(host)?.[1] ?? null;
}

/**
 * SUPABASE_MANAGEMENT_URL (default the real API), SUPABASE_ACCESS_TOKEN, and the project ref from
 * SUPABASE_PROJECT_REF or PUBLIC_SUPABASE_URL. Throws naming the variable that is missing or wrong.
 */
export function managementConfigFromEnv(env: Record<string, string | undefined>, defaults: ManagementDefaults = {}): ManagementConfig {
  const base = env.SUPABASE_MANAGEMENT_URL?.trim() || defaults.baseUrl || SUPABASE_MANAGEMENT_URL;
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol))
    fail('SUPABASE_MANAGEMENT_URL', 'not an http(s) address (default https://api.supabase.com)');
  const accessToken = env.SUPABASE_ACCESS_TOKEN?.trim() || defaults.accessToken;
  if (!accessToken)
    fail('SUPABASE_ACCESS_TOKEN', "not set: a personal access token reads the project's Auth settings (the shop itself never needs one)");
  const supabaseUrl = env.PUBLIC_SUPABASE_URL || env.SUPABASE_URL || '';
  const projectRef = env.SUPABASE_PROJECT_REF?.trim() || projectRefOf(supabaseUrl) || defaults.projectRef;
  if (!projectRef)
    fail(
      'SUPABASE_PROJECT_REF',
      'not set, and PUBLIC_SUPABASE_URL is not https://<ref>.supabase.co: set the project ref (Project Settings > General)',
    );
  if (!/^[a-z0-9-]{1,64}$/i.test(projectRef)) fail('SUPABASE_PROJECT_REF', 'letters and digits only, e.g. abcdefghijklmnopqrst');
  return { baseUrl: new URL(base).origin, accessToken, projectRef };
}
