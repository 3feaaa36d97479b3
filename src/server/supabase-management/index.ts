/** The one door to Supabase's Management API, for operator tools (npm run doctor); the shop never calls it. */
export { managementConfigFromEnv, projectRefOf, SUPABASE_MANAGEMENT_URL } from './config.ts';
export type { ManagementConfig, ManagementDefaults } from './config.ts';
export { fetchMfaConfig } from './auth-config.ts';
export type { MfaConfig, MfaConfigResult } from './auth-config.ts';
