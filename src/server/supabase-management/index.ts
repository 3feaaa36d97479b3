/** The one door to Supabase's Management API, for operator tools (npm run doctor); the shop never calls it. */
export { managementConfigFromEnv } from './config.ts';
export type { ManagementDefaults } from './config.ts';
export { fetchMfaConfig } from './auth-config.ts';
