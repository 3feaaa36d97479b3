import { describe, expect, it } from 'vitest';
import { loadStock } from '../../src/client/stock.ts';

/** The browser's stock request (src/client/stock.ts): the live state by id, or null and the page keeps what it knew. */
function answering(status: number, body: string) {
  const asked: { url: string; cache: RequestCache | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push({ url, cache: init?.cache });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetcher };
}

describe('loadStock()', () => {
  it.each([
    [
      'the answer, by id',
      200,
      '{"stock":[{"id":"a","state":"low","left":2},{"id":"b","state":"out_of_stock","left":null}]}',
      new Map([
        ['a', { state: 'low', left: 2 }],
        ['b', { state: 'out_of_stock', left: null }],
      ]),
    ],
    ['ids the shop does not sell are left out of the answer, and so of the map', 200, '{"stock":[]}', new Map()],
    ['a refusal: null', 400, '{"error":{"code":"INVALID_REQUEST","message":"ids","field":"ids"}}', null],
    ['a server in trouble: null', 503, '{"error":{"code":"UNAVAILABLE","message":"later"}}', null],
    ['an object without the list: null', 200, '{"stock":"soon"}', null],
  ])('%s', async (_case, status, body, expected) => {
    const { fetcher } = answering(status, body);
    expect(await loadStock(['a', 'b'], { fetcher })).toEqual(expected);
  });

  it('asks once for every id, and lets the browser keep the answer as the route says unless told otherwise', async () => {
    const page = answering(200, '{"stock":[]}');
    await loadStock(['lithium-100ah', 'panel-450w'], { fetcher: page.fetcher });
    const cart = answering(200, '{"stock":[]}');
    await loadStock(['lithium-100ah'], { cache: 'no-store', fetcher: cart.fetcher });
    expect([...page.asked, ...cart.asked]).toEqual([
      { url: '/api/stock?ids=lithium-100ah,panel-450w', cache: 'default' },
      { url: '/api/stock?ids=lithium-100ah', cache: 'no-store' },
    ]);
  });

  it('asks nothing for nothing', async () => {
    const { asked, fetcher } = answering(200, '{"stock":[]}');
    expect(await loadStock([], { fetcher })).toEqual(new Map());
    expect(asked).toEqual([]);
  });
});
