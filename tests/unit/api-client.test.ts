import { describe, expect, it } from 'vitest';
import { call } from '../../src/client/api.ts';

/** The browser's door to the API (src/client/api.ts): typed data or a failure, never a throw. */
const answering = (status: number, body: string, contentType = 'application/json') =>
  (async () => new Response(body, { status, headers: { 'content-type': contentType } })) as typeof fetch;

describe('call()', () => {
  it.each([
    ['a JSON object', answering(200, '{"policies":[]}'), { ok: true, data: { policies: [] } }],
    [
      'the API’s error',
      answering(409, '{"error":{"code":"NOT_PAYABLE","message":"Already paid"}}'),
      { ok: false, status: 409, code: 'NOT_PAYABLE', message: 'Already paid' },
    ],
    [
      'an error naming its field',
      answering(400, '{"error":{"code":"INVALID_REQUEST","message":"reason: too long","field":"reason"}}'),
      { ok: false, status: 400, code: 'INVALID_REQUEST', message: 'reason: too long', field: 'reason' },
    ],
    [
      'a refused file, with its wrong lines',
      answering(
        400,
        '{"error":{"code":"CSV_INVALID","message":"2 problems","field":"body","lines":[{"line":3,"message":"No product x"},{"line":"4"}]}}',
      ),
      { ok: false, status: 400, code: 'CSV_INVALID', message: '2 problems', field: 'body', lines: [{ line: 3, message: 'No product x' }] },
    ],
    [
      'an error without the API’s shape',
      answering(502, '<html>Bad gateway</html>', 'text/html'),
      { ok: false, status: 502, code: 'HTTP', message: '' },
    ],
    [
      'a proxy’s page with 200',
      answering(200, '<html>Log in to the Wi-Fi</html>', 'text/html'),
      { ok: false, status: 200, code: 'BAD_ANSWER', message: '' },
    ],
    ['a list where an object belongs', answering(200, '[1,2]'), { ok: false, status: 200, code: 'BAD_ANSWER', message: '' }],
    ['a cut-off body', answering(200, '{"orders":['), { ok: false, status: 200, code: 'BAD_ANSWER', message: '' }],
    [
      'no answer at all',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      { ok: false, status: 0, code: 'NETWORK', message: 'Failed to fetch' },
    ],
  ])('%s', async (_, fetcher, expected) => {
    expect(await call('/api/anything', { fetcher })).toEqual(expected);
  });

  it('asks nothing of the API when the call needs a session and there is none', async () => {
    let asked = false;
    const fetcher = (async () => {
      asked = true;
      return new Response('{}');
    }) as typeof fetch;
    expect(await call('/api/account/orders', { auth: 'required', fetcher })).toEqual({
      ok: false,
      status: 401,
      code: 'SIGNED_OUT',
      message: '',
    });
    expect(asked).toBe(false);
  });

  it('sends JSON with the page’s language and the token it is given', async () => {
    let sent: RequestInit | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('{"ok":true}');
    }) as unknown as typeof fetch;
    await call('/api/orders/x/cancel', { method: 'POST', body: { reason: 'Changed my mind' }, auth: { token: 'abc' }, fetcher });
    expect(sent).toMatchObject({
      method: 'POST',
      body: '{"reason":"Changed my mind"}',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json', 'accept-language': 'en-KE' },
    });
  });

  it('sends a file’s text as it is, with the type it is given', async () => {
    let sent: RequestInit | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('{"applied":1,"rows":1}');
    }) as unknown as typeof fetch;
    await call('/api/admin/stock/import', {
      method: 'POST',
      body: 'product_id,on_hand\nx,1\n',
      contentType: 'text/csv',
      auth: { token: 'abc' },
      fetcher,
    });
    expect(sent).toMatchObject({ body: 'product_id,on_hand\nx,1\n', headers: { 'content-type': 'text/csv' } });
  });
});
