import { describe, expect, it } from 'vitest';
import { deliveryDetail, reportChangesDelivery } from '../../src/lib/messages/delivery-report.ts';
import { readDeliveryReport } from '../../src/server/sms/delivery-report.ts';
import { deliveryReportKeyFromEnv, deliveryReportUrl, LOCAL_DELIVERY_REPORT_KEY } from '../../src/server/sms/delivery-report-config.ts';
import { sameSecret } from '../../src/server/same-secret.ts';
import { reportFor } from '../../local/africastalking/delivery-reports.ts';
import { parseFault } from '../../local/africastalking/state.ts';

const ID = 'ATXid_03cb5ecf11ce748794c0f9a85c276259';
const KEY = 'k3y-0f-the-delivery-reports-24';

describe('deliveryDetail: the network and failure reason in one line', () => {
  it.each([
    ['63902', 'UserDoesNotExist', 'Safaricom (63902): UserDoesNotExist'],
    ['63903', undefined, 'Airtel (63903)'],
    ['63907', 'DeliveryFailure', 'Telkom (63907): DeliveryFailure'],
    ['63999', undefined, 'Equitel (63999)'],
    ['99999', 'UserInBlackList', 'Athena (sandbox) (99999): UserInBlackList'],
    ['64110', undefined, '64110'],
    ['64110', 'UserIsInactive', '64110: UserIsInactive'],
    [undefined, 'UserAccountSuspended', 'UserAccountSuspended'],
    [undefined, undefined, null],
  ])('%s with %s reads %j', (network, reason, detail) => {
    expect(deliveryDetail(network, reason)).toBe(detail);
  });
});

describe('reportChangesDelivery: what a report does to what the message says', () => {
  const state = (status: string | null, detail: string | null = null) => ({ status, detail });
  it.each([
    ['the first report', state(null), 'Success', null, true],
    ['Success after Buffered', state('Buffered'), 'Success', null, true],
    ['Buffered after Sent', state('Sent'), 'Buffered', null, true],
    ['an unknown status over a passing one', state('Submitted'), 'Queued', null, true],
    ['the same report again', state('Success', 'Safaricom (63902)'), 'Success', 'Safaricom (63902)', false],
    ['the same status with a new detail', state('Failed', 'Safaricom (63902)'), 'Failed', 'Safaricom (63902): UserDoesNotExist', true],
    ['a late Buffered after Success', state('Success'), 'Buffered', null, false],
    ['a late Sent after Failed', state('Failed', '63902: UserDoesNotExist'), 'Sent', null, false],
    ['an unknown status after Rejected', state('Rejected'), 'Queued', null, false],
    ['a final report over another final one', state('Failed'), 'Success', null, true],
  ])('%s: %j', (_case, current, status, detail, changes) => {
    expect(reportChangesDelivery(current, { status, detail })).toBe(changes);
  });
});

describe("readDeliveryReport: Africa's Talking's form fields", () => {
  it.each([
    [
      'a delivered SMS',
      { id: ID, status: 'Success', phoneNumber: '+254711000001', networkCode: '63902' },
      { status: 'Success', detail: 'Safaricom (63902)' },
    ],
    [
      'a failed SMS',
      { id: ID, status: 'Failed', phoneNumber: '+254711000999', networkCode: '63902', failureReason: 'UserDoesNotExist' },
      { status: 'Failed', detail: 'Safaricom (63902): UserDoesNotExist' },
    ],
    [
      'empty optional fields',
      { id: ID, status: 'Buffered', phoneNumber: '', networkCode: '', failureReason: '' },
      { status: 'Buffered', detail: null },
    ],
    ['a status AT has not documented', { id: ID, status: 'AbsentSubscriber' }, { status: 'AbsentSubscriber', detail: null }],
    ['fields it ignores', { id: ID, status: 'Success', retryCount: '2', linkId: 'x' }, { status: 'Success', detail: null }],
    ['the sandbox id', { id: 'ATPid_SampleTxnId123', status: 'Sent' }, { status: 'Sent', detail: null }],
  ])('reads %s', (_case, fields, expected) => {
    const read = readDeliveryReport(fields);
    expect(read).toEqual({ ok: true, report: { providerMessageId: fields.id, ...expected } });
  });

  it.each([
    ['no id', { status: 'Success' }, 'id'],
    ['an empty id', { id: ' ', status: 'Success' }, 'id'],
    ['an id with a space', { id: 'ATXid 1', status: 'Success' }, 'id'],
    ['an id of 101 characters', { id: 'A'.repeat(101), status: 'Success' }, 'id'],
    ['no status', { id: ID }, 'status'],
    ['a status of two words', { id: ID, status: 'Not sent' }, 'status'],
    ['a status with markup', { id: ID, status: '<b>Success</b>' }, 'status'],
    ['a status of 41 letters', { id: ID, status: 'S'.repeat(41) }, 'status'],
    ['a phone number of letters', { id: ID, status: 'Success', phoneNumber: 'abc' }, 'phoneNumber'],
    ['a network code of letters', { id: ID, status: 'Success', networkCode: 'Safaricom' }, 'networkCode'],
    ['a failure reason with a control character', { id: ID, status: 'Failed', failureReason: 'User\u0000DoesNotExist' }, 'failureReason'],
    ['a failure reason of 61 characters', { id: ID, status: 'Failed', failureReason: 'U'.repeat(61) }, 'failureReason'],
  ])('refuses %s, naming %s', (_case, fields, field) => {
    const read = readDeliveryReport(fields as Record<string, string>);
    expect(read.ok).toBe(false);
    expect(read.ok ? null : read.error.issues[0]?.path).toEqual([field]);
  });
});

describe('deliveryReportKeyFromEnv: the secret in the URL', () => {
  it.each([
    ['the local default', {}, LOCAL_DELIVERY_REPORT_KEY],
    ['AT_ENV=local', { AT_ENV: 'local' }, LOCAL_DELIVERY_REPORT_KEY],
    ['a key set locally', { AT_DELIVERY_REPORT_KEY: ` ${KEY} ` }, KEY],
    ['a key for live', { AT_ENV: 'live', AT_DELIVERY_REPORT_KEY: KEY }, KEY],
    ['a key for the sandbox', { AT_ENV: 'sandbox', AT_DELIVERY_REPORT_KEY: KEY }, KEY],
    ['no key for the stand-in in production (the SMS door refuses it anyway)', { NODE_ENV: 'production' }, null],
  ])('%s: %j', (_case, env, key) => {
    expect(deliveryReportKeyFromEnv(env)).toBe(key);
  });

  it.each([
    ['live without a key', { AT_ENV: 'live' }, /AT_DELIVERY_REPORT_KEY: required when AT_ENV is live/],
    ['the sandbox without a key', { AT_ENV: 'sandbox' }, /AT_DELIVERY_REPORT_KEY: required when AT_ENV is sandbox/],
    ['a key of 23 characters', { AT_DELIVERY_REPORT_KEY: 'k'.repeat(23) }, /AT_DELIVERY_REPORT_KEY: at least 24 characters/],
    ['a key a URL would change', { AT_DELIVERY_REPORT_KEY: `${KEY}&x=1` }, /AT_DELIVERY_REPORT_KEY: at least 24 characters, only letters/],
    [
      'the public local key for live',
      { AT_ENV: 'live', AT_DELIVERY_REPORT_KEY: LOCAL_DELIVERY_REPORT_KEY },
      /AT_DELIVERY_REPORT_KEY: the local key is public/,
    ],
  ])('refuses %s, naming the variable', (_case, env, message) => {
    expect(() => deliveryReportKeyFromEnv(env)).toThrow(message);
  });

  it('makes the URL for the dashboard from the origin and the key', () => {
    expect(deliveryReportUrl('https://solarshop.co.ke/', KEY)).toBe(`https://solarshop.co.ke/api/sms/delivery-reports?key=${KEY}`);
  });
});

describe('sameSecret', () => {
  it.each([
    [KEY, KEY, true],
    [`${KEY}x`, KEY, false],
    [KEY.slice(0, -1), KEY, false],
    ['', KEY, false],
    [KEY.toUpperCase(), KEY, false],
  ])('%j against the key: %s', async (given, expected, same) => {
    expect(await sameSecret(given, expected)).toBe(same);
  });
});

describe("the stand-in's reports", () => {
  it.each([
    ['+254711000001', { status: 'Success' }],
    ['+254711000999', { status: 'Failed', failureReason: 'UserDoesNotExist' }],
    ['+254711000998', { status: 'Buffered' }],
    ['+254711000997', { status: 'Rejected', failureReason: 'UserInBlackList' }],
    ['+254711009990', { status: 'Success' }],
  ])('%s is reported %j from the sandbox network', (number, outcome) => {
    expect(reportFor(ID, number)).toEqual({ id: ID, phoneNumber: number, networkCode: '99999', ...outcome });
  });

  it.each([
    ['dlr-duplicate', { kind: 'dlr-duplicate' }],
    ['dlr-none', { kind: 'dlr-none' }],
    ['dlr-delay:2000', { kind: 'dlr-delay', ms: 2000 }],
    ['slow:250', { kind: 'slow', ms: 250 }],
    ['dlr-delay:soon', null],
    ['dlr-twice', null],
  ])('fault %s reads as %j', (name, fault) => {
    expect(parseFault(name)).toEqual(fault);
  });
});
