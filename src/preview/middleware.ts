import { defineMiddleware, sequence } from 'astro:middleware';
import { readCmsConfig } from '../cms/config.ts';
import { createFetcher } from '../cms/fetcher.ts';
import { withContentFrom } from '../cms/index.ts';
import { onRequest as shopPages } from '../middleware.ts';
import { withPreviewBanner } from '../server/preview/answers.ts';

/**
 * Each preview request reads the content afresh, as the drafts perspective sees it (a draft in
 * place of its published document), and renders the shop's own pages from it: their components
 * call loadCatalogue() and the rest, which answer from this request's content alone
 * (withContentFrom). The page is read to its end inside that scope, and opens with a banner
 * saying it shows drafts. Who may see a preview is decided before this app is reached
 * (local/preview-serve.ts, src/server/preview/access.ts).
 */
const drafts = defineMiddleware(async (context, next) => {
  const fetcher = await createFetcher(readCmsConfig(), 'drafts');
  return withContentFrom(fetcher, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    const html = withPreviewBanner(await response.text(), context.url.pathname);
    return new Response(html, { status: response.status, headers: response.headers });
  });
});

export const onRequest = sequence(drafts, shopPages);
