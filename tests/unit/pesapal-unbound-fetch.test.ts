import { describe, expect, it } from 'vitest';
import { createPesapalApi, readPesapalConfig } from '../../src/server/pesapal/index.ts';

/** workerd's fetch throws "Illegal invocation" when called as a method of another object. */
function workerdLikeFetch(this: unknown, _input: RequestInfo | URL, _init?: RequestInit): Promise<Response> {
  if (this !== undefined && this !== globalThis) return Promise.reject(new TypeError('Illegal invocation'));
  return Promise.resolve(Response.json({ token: 't', expiryDate: new Date(Date.now() + 300_000).toISOString(), status: '200' }));
}

describe('the Pesapal door under workerd', () => {
  it('calls fetch unbound, as workerd requires', async () => {
    const api = createPesapalApi(readPesapalConfig({ PESAPAL_ENV: 'local' }), {
      fetch: workerdLikeFetch as typeof fetch,
      retryDelaysMs: [],
    });
    expect(await api.requestToken()).toMatchObject({ ok: true, data: { token: 't' } });
  });
});
