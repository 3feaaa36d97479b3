import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enablePreview } from '../../src/server/preview/access.ts';
import { studioSecretCheck } from '../../src/server/preview/studio-secret.ts';

/**
 * The Studio's preview secrets, checked as the preview server checks them: @sanity/preview-url-secret's
 * validatePreviewUrl with the read token, against a local fake of Sanity's query endpoint (groq-js)
 * holding the secret documents the Studio creates.
 */

const now = Date.now();
const secretDoc = (secret: string, updatedMsAgo: number) => ({
  _id: `drafts.sanity-preview-url-secret.${secret}`,
  _type: 'sanity.previewUrlSecret',
  _updatedAt: new Date(now - updatedMsAgo).toISOString(),
  secret,
  studioUrl: 'https://solar-shop.sanity.studio',
});
const dataset = [secretDoc('fresh-secret', 60_000), secretDoc('stale-secret', 2 * 3600_000)];

let server: Server;
let apiHost = '';
const tokens: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    tokens.push(req.headers.authorization);
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const result = await (await evaluate(parse(url.searchParams.get('query') ?? '', { params }), { dataset, params })).get();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, result }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the Studio's preview secrets", () => {
  const link = (secret: string) =>
    new URL(`http://127.0.0.1:4550/api/preview/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/refund-policy`);

  it.each([
    ['fresh-secret', { status: 307, location: '/refund-policy' }],
    ['stale-secret', { status: 403, reason: 'badLink' }],
    ['made-up-secret', { status: 403, reason: 'badLink' }],
  ])('%s → %o', async (secret, answer) => {
    const validate = studioSecretCheck({
      kind: 'sanity',
      projectId: 'p',
      dataset: 'production',
      apiVersion: '2025-01-01',
      apiHost,
      readToken: 'sk-read',
    });
    expect(await enablePreview({ mode: 'studio', cookieKey: 'k' }, link(secret), validate)).toEqual(answer);
    expect(tokens.at(-1)).toBe('Bearer sk-read');
  });
});
