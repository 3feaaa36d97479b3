/** The port `npm start`, `npm run serve` and `npm run dev` use when PORT is not set. */
export const DEFAULT_PORT = 4321;

/**
 * The shop's public origin the build writes into absolute URLs (canonical and alternate links,
 * the sitemap, robots.txt, Open Graph, WhatsApp texts): SITE_URL when it is set, else the
 * address a local run serves on, `http://localhost:$PORT` (4321 without PORT). Read by
 * astro.config.mjs, and by local/build-stamp.ts, so a build for another address is stale.
 */
export function buildSiteUrl(env: Readonly<Record<string, string | undefined>>): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured;
  return `http://localhost:${env.PORT?.trim() || DEFAULT_PORT}`;
}
