import { describe, expect, it } from 'vitest';
import { createSmsSender } from '../../src/server/sms/client.ts';
import type { SmsConfig } from '../../src/server/sms/config.ts';

const config: SmsConfig = {
  env: 'live',
  baseUrl: 'https://api.africastalking.com',
  username: 'solarshop',
  apiKey: 'atsk_key',
  timeoutMs: 1000,
};

/** A fetch that records the request and answers one accepted recipient. */
function recorder() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const body = {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [{ statusCode: 101, number: '+254711000001', status: 'Success', cost: 'KES 0.8000', messageId: 'ATXid_1' }],
      },
    };
    return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('the request to /version1/messaging', () => {
  it('is a form with username, to, message and bulkSMSMode=1, authenticated by the apiKey header', async () => {
    const { calls, fetcher } = recorder();
    await createSmsSender(config, fetcher).send({ to: '+254711000001', message: 'Order SK-1042 & more: paid' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://api.africastalking.com/version1/messaging');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      apiKey: 'atsk_key',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    expect(Object.fromEntries(new URLSearchParams(String(call?.init.body)))).toEqual({
      username: 'solarshop',
      to: '+254711000001',
      message: 'Order SK-1042 & more: paid',
      bulkSMSMode: '1',
    });
  });

  it('sends the sender ID as `from` when one is set', async () => {
    const { calls, fetcher } = recorder();
    await createSmsSender({ ...config, senderId: 'SOLARSHOP' }, fetcher).send({ to: '+254711000001', message: 'Hi' });
    expect(new URLSearchParams(String(calls[0]?.init.body)).get('from')).toBe('SOLARSHOP');
  });

  it.each([
    ['a local number', { to: '0712345678', message: 'Hi' }, /international form/],
    ['a number with spaces', { to: '+254 712 345 678', message: 'Hi' }, /international form/],
    ['an empty message', { to: '+254712345678', message: '  ' }, /empty/],
  ])("refuses %s without calling Africa's Talking", async (_name, message, error) => {
    const { calls, fetcher } = recorder();
    const result = await createSmsSender(config, fetcher).send(message);
    expect(result).toMatchObject({ ok: false, retryable: false, error: expect.stringMatching(error) });
    expect(calls).toHaveLength(0);
  });

  it('turns a fetch that throws into a retryable result', async () => {
    const fetcher = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.africastalking.com') });
    }) as typeof fetch;
    expect(await createSmsSender(config, fetcher).send({ to: '+254711000001', message: 'Hi' })).toEqual({
      ok: false,
      retryable: true,
      error: "Could not reach Africa's Talking: getaddrinfo ENOTFOUND api.africastalking.com",
    });
  });
});
