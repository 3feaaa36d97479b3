import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsSender, smsConfigFromEnv } from '../../src/server/sms/index.ts';
import { startSmsStandInForTests, type SmsStandInForTests } from '../../local/africastalking/testing.ts';
import { LOCAL_STANDIN_CREDENTIALS } from '../../src/server/sms/config.ts';

/** The real door against the stand-in: the contract of reference sections 1 and 2. */

let sms: SmsStandInForTests;
const TO = '+254711000001';

beforeAll(async () => {
  sms = await startSmsStandInForTests();
});
afterAll(() => sms.stop());
beforeEach(() => sms.control.reset());

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('a sent message', () => {
  it('comes back with an ATXid_ message id that the stand-in stored with the text, number and sender', async () => {
    const result = await sms.sender({ senderId: 'SOLARSHOP' }).send({ to: TO, message: 'Order SK-1042 confirmed. Total KES 18,500.' });
    expect(result).toEqual({
      ok: true,
      providerMessageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
      detail: 'Success: Sent to 1/1 Total Cost: KES 0.8000',
    });
    const [stored, ...rest] = await sms.control.messages();
    expect(rest).toEqual([]);
    expect(stored).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      to: TO,
      from: 'SOLARSHOP',
      text: 'Order SK-1042 confirmed. Total KES 18,500.',
      messageId: result.ok ? result.providerMessageId : '',
      statusCode: 101,
      status: 'Success',
      cost: 'KES 0.8000',
    });
  });

  it("goes from AT's default sender when no sender ID is set", async () => {
    await sms.sender().send({ to: TO, message: 'Hi' });
    expect((await sms.control.messages())[0]?.from).toBe('AFRICASTKNG');
  });

  it('costs one part per 153 characters when longer than 160', async () => {
    expect(await sms.sender().send({ to: TO, message: 'a'.repeat(161) })).toMatchObject({
      ok: true,
      detail: 'Success: Sent to 1/1 Total Cost: KES 1.6000',
    });
  });
});

describe('a refused number', () => {
  it.each([
    ['+254711000403', false, '403 InvalidPhoneNumber'],
    ['+254711000404', false, '404 UnsupportedNumberType'],
    ['+254711000406', false, '406 UserInBlacklist'],
    ['+254711000402', false, '402 InvalidSenderId (check AT_SENDER_ID)'],
    ['+254711000405', true, '405 InsufficientBalance'],
    ['+254711000407', true, '407 CouldNotRoute'],
    ['+254711000500', true, '500 InternalServerError'],
    ['+254711000502', true, '502 RejectedByGateway'],
  ])('%s: retryable %s, %s', async (to, retryable, error) => {
    expect(await sms.sender().send({ to, message: 'Hi' })).toEqual({ ok: false, retryable, error });
    expect(await sms.control.messages()).toMatchObject([{ to, messageId: 'None', cost: '0' }]);
  });
});

describe('a transport fault', () => {
  it('HTTP 500 is retryable', async () => {
    await sms.control.fault('http500');
    expect(await sms.sender().send({ to: TO, message: 'Hi' })).toEqual({
      ok: false,
      retryable: true,
      error: "HTTP 500 from Africa's Talking",
    });
  });

  it('HTTP 401 is a configuration error', async () => {
    await sms.control.fault('http401');
    const result = await sms.sender().send({ to: TO, message: 'Hi' });
    expect(result).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/^HTTP 401 from Africa's Talking: The supplied authentication is invalid/),
    });
  });

  it('an answer slower than the timeout is retryable, though the message was taken', async () => {
    await sms.control.fault('slow:600');
    const result = await sms.sender({ timeoutMs: 150 }).send({ to: TO, message: 'Hi' });
    expect(result).toEqual({ ok: false, retryable: true, error: "No answer from Africa's Talking within 150 ms" });
    expect(await sms.control.messages()).toHaveLength(1);
  });

  it('an answer slower than usual but within the timeout is a success', async () => {
    await sms.control.fault('slow:100');
    expect(await sms.sender({ timeoutMs: 1000 }).send({ to: TO, message: 'Hi' })).toMatchObject({ ok: true });
  });

  it('a dropped connection is retryable, though the message was taken', async () => {
    await sms.control.fault('drop');
    const result = await sms.sender().send({ to: TO, message: 'Hi' });
    expect(result).toMatchObject({ ok: false, retryable: true, error: expect.stringMatching(/^Could not reach Africa's Talking/) });
    expect(await sms.control.messages()).toHaveLength(1);
  });

  it('with times: 1 applies once, then the next send goes through', async () => {
    await sms.control.fault('http500', 1);
    const sender = sms.sender();
    expect(await sender.send({ to: TO, message: 'Hi' })).toMatchObject({ ok: false, retryable: true });
    expect(await sender.send({ to: TO, message: 'Hi' })).toMatchObject({ ok: true });
  });

  it('without times stays until cleared', async () => {
    await sms.control.fault('http500');
    const sender = sms.sender();
    for (let i = 0; i < 3; i++) expect(await sender.send({ to: TO, message: 'Hi' })).toMatchObject({ ok: false });
    await sms.control.fault(null);
    expect(await sender.send({ to: TO, message: 'Hi' })).toMatchObject({ ok: true });
  });

  it('a stand-in that is not there is retryable', async () => {
    const result = await createSmsSender(sms.config({ baseUrl: `http://127.0.0.1:${await closedPort()}` })).send({ to: TO, message: 'Hi' });
    expect(result).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringMatching(/^Could not reach Africa's Talking: .*ECONNREFUSED/),
    });
  });
});

describe('credentials', () => {
  it.each([
    ['a wrong API key', { apiKey: 'wrong' }],
    ['a wrong username', { username: 'solarshop' }],
  ])('%s gets 401, a configuration error', async (_name, overrides) => {
    expect(await sms.sender(overrides).send({ to: TO, message: 'Hi' })).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('HTTP 401'),
    });
    expect(await sms.control.messages()).toEqual([]);
  });

  it('the door configured from AT_ENV=local and AT_STANDIN_PORT reaches the stand-in with its defaults', async () => {
    const config = smsConfigFromEnv({ AT_STANDIN_PORT: String(sms.standIn.port) });
    expect(config).toMatchObject({ baseUrl: sms.url, ...LOCAL_STANDIN_CREDENTIALS });
    expect(await createSmsSender(config).send({ to: TO, message: 'Hi' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ AT_ENV: 'live', AT_API_KEY: 'k' }, /Invalid SMS setting AT_USERNAME: required when AT_ENV is live/],
    [{ AT_ENV: 'local', AT_BASE_URL: 'not a url' }, /Invalid SMS setting AT_BASE_URL/],
  ])('a bad configuration %o is refused before any send', (env, message) => {
    expect(() => smsConfigFromEnv(env)).toThrow(message);
  });
});

describe('the stand-in', () => {
  it('answers one recipient per number and XML to a client that does not ask for JSON', async () => {
    const post = (accept: string) =>
      fetch(`${sms.url}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: LOCAL_STANDIN_CREDENTIALS.apiKey, accept, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: LOCAL_STANDIN_CREDENTIALS.username,
          to: '+254711000001,+254711000403',
          message: 'Hi',
          bulkSMSMode: '1',
        }),
      });
    const json = await post('application/json');
    expect(json.status).toBe(201);
    const body = (await json.json()) as { SMSMessageData: { Message: string; Recipients: Array<{ statusCode: number }> } };
    expect(body.SMSMessageData.Message).toBe('Sent to 1/2 Total Cost: KES 0.8000');
    expect(body.SMSMessageData.Recipients.map((r) => r.statusCode)).toEqual([101, 403]);
    const xml = await post('*/*');
    expect(xml.headers.get('content-type')).toContain('xml');
  });

  it('shows the outbox newest first on its page', async () => {
    const sender = sms.sender();
    await sender.send({ to: TO, message: 'First <message>' });
    await sender.send({ to: '+254711000406', message: 'Second' });
    const page = await (await fetch(sms.url)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('First &lt;message&gt;');
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
    expect(page).toContain('406 UserInBlacklist');
  });

  it('refuses an unknown fault', async () => {
    const response = await fetch(`${sms.url}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'explode' }),
    });
    expect(response.status).toBe(400);
  });
});
