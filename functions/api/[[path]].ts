import { createApp } from '../../src/server/app.ts';
import { requestDatabase, sharedDeps, type PagesContext, type Shared } from '../../src/server/cloudflare/env.ts';
import { requestMessages } from '../../src/server/cloudflare/messages.ts';
import { errorBody } from '../../src/server/errors.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { localeOfHeader } from '../../src/server/locale.ts';
import { apiHeaders, isHttps, withHeaders } from '../../src/server/headers/security-headers.ts';

/**
 * Cloudflare Pages Functions: every /api/* request goes to the same Hono app as under Node, with
 * the settings of the isolate and a database connection of its own (src/server/cloudflare/env.ts).
 * The order messages a request queues leave from the request itself once its change commits: the
 * worker lives on after the answer (waitUntil) until they are sent, then closes the database
 * (src/server/cloudflare/messages.ts); the cron Worker retries what fails.
 */
export const onRequest = async (context: PagesContext): Promise<Response> => {
  let deps: Shared;
  try {
    deps = sharedDeps(context.env);
  } catch (error) {
    console.error('The API is not configured:', error instanceof Error ? error.message : error);
    const t = translationsFor(localeOfHeader(context.request.headers.get('accept-language') ?? undefined));
    return Response.json(errorBody('NOT_CONFIGURED', t('api.error.notConfigured')), { status: 500 });
  }
  const database = requestDatabase(context.env);
  const messages = database ? requestMessages(context.env, deps.settings.siteUrl) : null;
  try {
    // checkAnswers: false, a check for tests and the local stack (src/server/answer-contract.ts), not for the live shop.
    const app = createApp({
      ...deps.settings,
      checkAnswers: false,
      catalogue: deps.catalogue,
      ...(database ? { db: database.db } : {}),
      ...(messages ? { messages: messages.dispatch } : {}),
    });
    // Pages' _headers file does not apply to Functions: the API answers carry the same headers as under Node.
    return withHeaders(await app.fetch(context.request, context.env), apiHeaders({ https: isHttps(deps.settings.siteUrl) }));
  } finally {
    if (database) context.waitUntil(Promise.allSettled([messages?.settled()]).then(() => database.close()));
  }
};
