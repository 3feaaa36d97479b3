import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/server/config.ts';
import { invoiceBacklogLine, parseWaitingAlert } from '../../src/lib/tax/waiting-alert.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (minutes: number, seconds = 0) => new Date(NOW.getTime() - minutes * 60_000 - seconds * 1000).toISOString();

describe('ETIMS_WAITING_ALERT_MINUTES', () => {
  it.each([
    [undefined, 60],
    ['', 60],
    ['  ', 60],
    ['1', 1],
    [' 90 ', 90],
    ['10080', 10_080],
  ])('reads %j as %i minutes', (value, minutes) => {
    expect(parseWaitingAlert(value)).toEqual({ ok: true, minutes });
  });

  it.each(['0', '10081', '1h', '-5', '1.5', '60 minutes', '999999'])('refuses %j with the reason', (value) => {
    expect(parseWaitingAlert(value)).toEqual({ ok: false, reason: `expected whole minutes from 1 to 10080, got "${value}"` });
  });

  it('is a setting of the server, 60 when unset', () => {
    expect(readServerConfig({ SITE_URL: 'https://a.example' }).invoiceWaitingAlertMinutes).toBe(60);
    expect(readServerConfig({ SITE_URL: 'https://a.example', ETIMS_WAITING_ALERT_MINUTES: '15' }).invoiceWaitingAlertMinutes).toBe(15);
  });
});

describe('the invoices’ health line', () => {
  it.each([
    ['none waiting', null, 60, { oldestWaitingMinutes: null, late: false }],
    ['one queued a moment ago', ago(0, 5), 60, { oldestWaitingMinutes: 0, late: false }],
    ['the oldest at exactly the alert', ago(60), 60, { oldestWaitingMinutes: 60, late: false }],
    ['the oldest a second past it', ago(60, 1), 60, { oldestWaitingMinutes: 60, late: true }],
    ['the oldest 75 minutes', ago(75), 60, { oldestWaitingMinutes: 75, late: true }],
    ['75 minutes against an alert of 90', ago(75), 90, { oldestWaitingMinutes: 75, late: false }],
    ['a clock behind the database', new Date(NOW.getTime() + 30_000).toISOString(), 1, { oldestWaitingMinutes: 0, late: false }],
  ])('%s', (_name, since, alert, expected) => {
    expect(invoiceBacklogLine({ waiting: since ? 3 : 0, oldestWaitingSince: since, failed: 1 }, NOW, alert)).toEqual({
      waiting: since ? 3 : 0,
      failed: 1,
      ...expected,
    });
  });
});
