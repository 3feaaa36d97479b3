import { randomUUID } from 'node:crypto';
import { encodeSignatureHeader } from '@sanity/webhook';
import { SIGNATURE_HEADER } from '../../src/server/publish/webhook.ts';

/**
 * One webhook delivery as Sanity makes it (sanity.io/docs/webhooks): the projection's JSON as the
 * body, signed with the webhook's secret at the time of sending, and Sanity's own headers. Used by
 * `npm run content:publish`, the API tests and the bench.
 */

/** The projection docs/deploy.md asks for: `{_id, _type, "slug": slug.current}`. */
export interface PublishedProjection {
  _id: string;
  _type: string;
  slug?: string | null;
}

export interface DeliveryOptions {
  secret: string;
  /** When it is signed (default: now). */
  at?: Date;
  operation?: 'create' | 'update' | 'delete';
  projectId?: string;
  dataset?: string;
}

export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

export async function sanityDelivery(document: PublishedProjection, options: DeliveryOptions): Promise<Delivery> {
  const body = JSON.stringify(document);
  const signature = await encodeSignatureHeader(body, (options.at ?? new Date()).getTime(), options.secret);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature,
      'sanity-operation': options.operation ?? 'update',
      'sanity-document-id': document._id,
      'sanity-project-id': options.projectId ?? 'local',
      'sanity-dataset': options.dataset ?? 'production',
      'idempotency-key': randomUUID(),
      'user-agent': 'Sanity.io webhook delivery',
    },
  };
}
