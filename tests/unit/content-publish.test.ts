import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { sanityDelivery } from '../../local/sanity-webhook/delivery.ts';
import { projectionsFor } from '../../local/sanity-webhook/publish.ts';

/** `npm run content:publish`: the seed's documents as the webhook's projection, signed as Sanity signs. */
describe('the local stand-in of Sanity webhook delivery', () => {
  it('projects a document of the seed by its id, with its slug', async () => {
    expect(await projectionsFor(['product-jinko-tiger-neo-550w'], 'studio/seed')).toEqual([
      { _id: 'product-jinko-tiger-neo-550w', _type: 'product', slug: 'jinko-tiger-neo-550w' },
    ]);
  });

  it('projects every document of a named NDJSON file', async () => {
    const policies = await projectionsFor(['studio/seed/policies.ndjson'], 'studio/seed');
    expect(policies.length).toBeGreaterThan(1);
    expect(new Set(policies.map((doc) => doc._type))).toEqual(new Set(['policy']));
  });

  it('names what it cannot find', async () => {
    await expect(projectionsFor(['product-nobody-sells'], 'studio/seed')).rejects.toThrow(/No document product-nobody-sells/);
  });

  it("signs the body with the secret at the time of sending, with Sanity's headers", async () => {
    const at = new Date('2026-11-28T06:00:00Z');
    const delivery = await sanityDelivery(
      { _id: 'policy-returns', _type: 'policy', slug: 'returns' },
      { secret: 's3cret-s3cret-s3cret', at },
    );
    const signature = delivery.headers['sanity-webhook-signature'] as string;
    expect(decodeSignatureHeader(signature).timestamp).toBe(at.getTime());
    expect(await isValidSignature(delivery.body, signature, 's3cret-s3cret-s3cret')).toBe(true);
    expect(JSON.parse(delivery.body)).toEqual({ _id: 'policy-returns', _type: 'policy', slug: 'returns' });
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-operation': 'update',
      'sanity-document-id': 'policy-returns',
      'idempotency-key': expect.any(String),
    });
  });
});
