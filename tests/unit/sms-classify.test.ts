import { describe, expect, it } from 'vitest';
import { classifyAnswer, classifyNoAnswer } from '../../src/server/sms/classify.ts';

const TO = '+254711000001';

/** A 201 body as Africa's Talking sends it (reference 1.3), for one recipient. */
function answer(statusCode: number, status: string, messageId = 'None', message = 'Sent to 0/1 Total Cost: 0') {
  return JSON.stringify({
    SMSMessageData: {
      Message: message,
      Recipients: [{ statusCode, number: TO, status, cost: statusCode < 200 ? 'KES 0.8000' : '0', messageId }],
    },
  });
}

describe('an accepted recipient', () => {
  it.each([
    [100, 'Processed'],
    [101, 'Success'],
    [102, 'Queued'],
  ])("%i %s is sent, with the messageId and AT's words", (code, status) => {
    const body = answer(code, status, 'ATXid_03cb5ecf11ce748794c0f9a85c276259', 'Sent to 1/1 Total Cost: KES 0.8000');
    expect(classifyAnswer(201, body, TO)).toEqual({
      ok: true,
      providerMessageId: 'ATXid_03cb5ecf11ce748794c0f9a85c276259',
      detail: `${status}: Sent to 1/1 Total Cost: KES 0.8000`,
    });
  });
});

describe('a refused recipient', () => {
  it.each([
    [403, 'InvalidPhoneNumber', false],
    [404, 'UnsupportedNumberType', false],
    [406, 'UserInBlacklist', false],
    [409, 'DoNotDisturbRejection', false],
    [401, 'RiskHold', false],
    [405, 'InsufficientBalance', true],
    [407, 'CouldNotRoute', true],
    [500, 'InternalServerError', true],
    [501, 'GatewayError', true],
    [502, 'RejectedByGateway', true],
    [499, 'SomethingNew', true],
  ])('%i %s is retryable: %s', (code, status, retryable) => {
    expect(classifyAnswer(201, answer(code, status), TO)).toEqual({ ok: false, retryable, error: `${code} ${status}` });
  });

  it('402 InvalidSenderId is a configuration error that names the setting', () => {
    expect(classifyAnswer(201, answer(402, 'InvalidSenderId'), TO)).toEqual({
      ok: false,
      retryable: false,
      error: '402 InvalidSenderId (check AT_SENDER_ID)',
    });
  });

  it('an answer without recipients is read by its Message (AT sends InvalidSenderId that way)', () => {
    const body = JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } });
    expect(classifyAnswer(201, body, TO)).toEqual({ ok: false, retryable: false, error: '402 InvalidSenderId (check AT_SENDER_ID)' });
  });

  it('an answer without recipients and an unknown Message is retryable', () => {
    const body = JSON.stringify({ SMSMessageData: { Message: 'Try later', Recipients: [] } });
    expect(classifyAnswer(201, body, TO)).toMatchObject({ ok: false, retryable: true, error: expect.stringContaining('Try later') });
  });
});

describe('the HTTP answer', () => {
  it('401 is a configuration error naming the settings to check', () => {
    const result = classifyAnswer(401, 'The supplied authentication is invalid', TO);
    expect(result).toEqual({
      ok: false,
      retryable: false,
      error: "HTTP 401 from Africa's Talking: The supplied authentication is invalid (check AT_USERNAME, AT_API_KEY and AT_SENDER_ID)",
    });
  });

  it.each([[500], [502], [503], [400], [409], [200]])('HTTP %i is retryable', (status) => {
    expect(classifyAnswer(status, '', TO)).toEqual({ ok: false, retryable: true, error: `HTTP ${status} from Africa's Talking` });
  });

  it('quotes a short text body but not an HTML page', () => {
    expect(classifyAnswer(503, 'Service   Unavailable\n', TO)).toMatchObject({
      error: "HTTP 503 from Africa's Talking: Service Unavailable",
    });
    expect(classifyAnswer(502, '<html><body>Bad gateway</body></html>', TO)).toMatchObject({ error: "HTTP 502 from Africa's Talking" });
  });

  it.each([
    ['not JSON', '<?xml version="1.0"?><AfricasTalkingResponse/>', /not JSON/],
    ['no SMSMessageData', '{}', /at SMSMessageData/],
    [
      'a statusCode that is text',
      answer(101, 'Success').replace('"statusCode":101', '"statusCode":"101"'),
      /at SMSMessageData\.Recipients\.0\.statusCode/,
    ],
    [
      'no messageId',
      JSON.stringify({
        SMSMessageData: { Message: 'x', Recipients: [{ statusCode: 101, number: TO, status: 'Success', cost: 'KES 0.8000' }] },
      }),
      /messageId/,
    ],
  ])('a 201 with %s is retryable', (_name, body, error) => {
    const result = classifyAnswer(201, body, TO);
    expect(result).toMatchObject({ ok: false, retryable: true });
    if (!result.ok) expect(result.error).toMatch(error);
  });
});

describe('no answer', () => {
  it.each([
    [
      'a timeout',
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      "No answer from Africa's Talking within 500 ms",
    ],
    ['an abort', new DOMException('This operation was aborted', 'AbortError'), "No answer from Africa's Talking within 500 ms"],
    [
      'a reset socket',
      new TypeError('fetch failed', { cause: new Error('other side closed') }),
      "Could not reach Africa's Talking: other side closed",
    ],
  ])('%s is retryable', (_name, error, text) => {
    expect(classifyNoAnswer(error, 500)).toEqual({ ok: false, retryable: true, error: text });
  });
});
