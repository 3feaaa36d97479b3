import { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { ApiError, validationError } from '../errors.ts';
import type { PublishConfig } from '../publish/config.ts';
import { deployHookAt, type DeployHook } from '../publish/deploy-hook.ts';
import { closeDueBursts } from '../publish/rebuilds.ts';
import { checkSignature, isUnpublished, publishedDocument, SIGNATURE_HEADER, webhookHeaders } from '../publish/webhook.ts';

/** What a refused signature is told, by its code. */
const SIGNATURE_REFUSALS = {
  WEBHOOK_SIGNATURE_INVALID: 'api.error.webhookForged',
  WEBHOOK_SIGNATURE_EXPIRED: 'api.error.webhookExpired',
} as const;

export interface HooksDeps {
  db: Database;
  publish: PublishConfig;
  /** The deploy hook (default: DEPLOY_HOOK_URL called with fetch); tests pass a fake. */
  deployHook?: DeployHook;
  now: () => Date;
}

/**
 * POST /api/hooks/sanity: Sanity's webhook when an editor publishes (docs/deploy.md, "Publish to
 * live"). The signature is checked over the raw body before anything is parsed: 401 without one,
 * for a forged one, one older than 5 minutes (or from the future) and one accepted before. A valid
 * call joins the open burst of publishes or opens one, and is answered 202 with when its rebuild is
 * due; bursts already due are closed (the deploy hook called) on the way out.
 */
export function hooksRoutes(deps: HooksDeps): Hono {
  const hook = deps.deployHook ?? (deps.publish.ok ? deployHookAt(deps.publish.settings.deployHookUrl) : undefined);
  return new Hono().post('/sanity', async (c) => {
    if (!deps.publish.ok || !hook) {
      console.error(
        `POST /api/hooks/sanity refused: publish → live is not configured (${deps.publish.ok ? 'no deploy hook' : deps.publish.reason})`,
      );
      throw new ApiError(503, 'PUBLISH_NOT_CONFIGURED', 'api.error.publishNotConfigured');
    }
    const { webhookSecret, burstMs } = deps.publish.settings;
    const header = c.req.header(SIGNATURE_HEADER);
    if (!header) throw new ApiError(401, 'WEBHOOK_SIGNATURE_MISSING', 'api.error.webhookUnsigned', SIGNATURE_HEADER);
    const body = await c.req.text();
    const now = deps.now();
    const signature = await checkSignature(header, body, webhookSecret, now);
    if (!signature.ok) throw new ApiError(401, signature.code, SIGNATURE_REFUSALS[signature.code], SIGNATURE_HEADER);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'api.error.notJson', 'body');
    }
    const document = publishedDocument.safeParse(json);
    if (!document.success) throw validationError(document.error);
    const headers = webhookHeaders.safeParse({
      'sanity-operation': c.req.header('sanity-operation'),
      'sanity-document-id': c.req.header('sanity-document-id'),
      'idempotency-key': c.req.header('idempotency-key'),
      'sanity-project-id': c.req.header('sanity-project-id'),
      'sanity-dataset': c.req.header('sanity-dataset'),
    });
    if (!headers.success) throw validationError(headers.error);
    const { _id: documentId, _type: documentType } = document.data;
    if (isUnpublished(documentId)) return c.json({ rebuild: 'ignored', reason: 'draft' }, 202);
    const outcome = await deps.db.publishes.record(
      {
        signatureHash: signature.hash,
        signedAt: signature.signedAt,
        documentId,
        documentType,
        operation: headers.data['sanity-operation'] ?? null,
        idempotencyKey: headers.data['idempotency-key'] ?? null,
      },
      now,
      burstMs,
    );
    if (!outcome) throw new ApiError(401, 'WEBHOOK_REPLAYED', 'api.error.webhookReplayed', SIGNATURE_HEADER);
    // A burst already due (this one, with no window, or one the cron has not reached yet) closes now,
    // before the answer: on Cloudflare the request's database connection ends with it.
    await closeDueBursts(deps.db, hook, deps.now).catch((error: unknown) => console.error('Closing due bursts failed', error));
    return c.json({ rebuild: outcome.rebuild, dueAt: new Date(outcome.dueAt).toISOString() }, 202);
  });
}
