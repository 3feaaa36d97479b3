import { localStartEnvironment } from '../../local/start-defaults.ts';
import type { DoctorContext, Env } from './check.ts';

/**
 * How the doctor reads the environment: with NODE_ENV=production as production reads it, nothing
 * filled in; otherwise as `npm start` runs the shop, with the defaults npm start fills in
 * (local/start-defaults.ts), against the running stand-ins.
 */
export function doctorContext(env: Env, callTimeoutMs: number): DoctorContext {
  const production = env.NODE_ENV === 'production';
  return { production, env: production ? { ...env } : localStartEnvironment(env), callTimeoutMs };
}

/** The first line: which mode, and which shop. */
export function header(context: DoctorContext): string {
  const site = context.env.SITE_URL?.trim() || '(SITE_URL not set)';
  return context.production
    ? `npm run doctor: production (NODE_ENV=production), SITE_URL ${site}`
    : `npm run doctor: local (npm start's stand-ins; NODE_ENV=production judges production), SITE_URL ${site}`;
}
