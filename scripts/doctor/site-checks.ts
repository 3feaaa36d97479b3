import { z } from 'zod';
import type { TrustProxy } from '../../src/server/client-address.ts';
import { readServerConfig, type ServerConfig } from '../../src/server/config.ts';
import { localSiteUrl } from '../../local/start-defaults.ts';
import { fail, ok, reading, reachFix, type Check, type DoctorContext } from './check.ts';

const SITE_FIX = "set SITE_URL to the shop's public origin, e.g. https://shop.example.co.ke (docs/configuration.md)";

/** SITE_URL, TRUST_PROXY and RATE_LIMIT_* as both hosts read them (src/server/config.ts). */
function serverConfig(context: DoctorContext) {
  return reading<ServerConfig>(
    () => readServerConfig(context.env, context.production ? {} : { siteUrl: localSiteUrl(context.env) }),
    SITE_FIX,
  );
}

function describeTrust(trust: TrustProxy): string {
  if (trust.kind === 'cloudflare') return "client addresses from Cloudflare's CF-Connecting-IP";
  if (trust.kind === 'hops') return `client addresses from X-Forwarded-For, ${trust.hops} proxy hop${trust.hops === 1 ? '' : 's'}`;
  return 'client addresses from the socket';
}

/** The shop's own settings; in production its address must be https (Pesapal's callback, HSTS, secure cookies). */
export const siteCheck: Check = {
  name: 'site',
  async run(context) {
    const config = serverConfig(context);
    if (!config.ok) return config.verdict;
    const { siteUrl, trustProxy } = config.value;
    if (context.production && !siteUrl.startsWith('https://'))
      return fail(`SITE_URL is ${siteUrl}: production is served over https only`, SITE_FIX);
    return ok(`${siteUrl}, ${describeTrust(trustProxy)}, rate limits read`);
  },
};

/** What GET /api/health answers (src/server/routes/health.ts), as far as the check reads it. */
const healthAnswer = z.object({
  status: z.enum(['ok', 'backlog', 'down']),
  database: z.object({ reachable: z.boolean(), engine: z.string().optional() }),
  outbox: z.object({ oldestDueSeconds: z.number().nullable() }).optional(),
});

/** The shop itself answers at SITE_URL, with its database. */
export const shopCheck: Check = {
  name: 'shop',
  async run(context) {
    const config = serverConfig(context);
    if (!config.ok) return fail('not checked: SITE_URL is not usable', SITE_FIX);
    const url = `${config.value.siteUrl}/api/health`;
    const notRunning = reachFix(context, 'deploy the shop first (docs/deploy.md), then run the doctor again');
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(context.callTimeoutMs) });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      return fail(`nothing answers GET ${url} (${cause})`, notRunning);
    }
    const answer = healthAnswer.safeParse(await response.json().catch(() => null));
    if (!answer.success) return fail(`GET ${url} answered HTTP ${response.status}, not the shop's health`, notRunning);
    const health = answer.data;
    if (!health.database.reachable)
      return fail(
        `GET ${url}: ${health.status}, the shop's database does not answer`,
        'check DATABASE_URL on the host (the database line below)',
      );
    if (health.status === 'backlog')
      return fail(
        `GET ${url}: order messages have waited ${health.outbox?.oldestDueSeconds ?? '?'} s`,
        'check the e-mail and sms lines, and the outbox sweep (docs/deploy.md#how-order-messages-leave)',
      );
    return ok(`GET ${url} answered ok (database ${health.database.engine ?? 'reachable'})`);
  },
};
