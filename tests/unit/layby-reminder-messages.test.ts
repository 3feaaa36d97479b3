import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import type { LaybyPlan } from '../../src/lib/layby/plan.ts';
import type { Reminder } from '../../src/lib/layby/reminders.ts';
import { smsParts } from '../../src/lib/messages/gsm7.ts';
import { laybyMessages, laybyReminderMessages } from '../../src/lib/messages/layby-messages.ts';
import type { MessageContext } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';

/**
 * Lay-by's reminders (src/lib/messages/layby-messages.ts, issue 47 item 5), in both languages: each
 * e-mail and SMS carries the pay link (/track with the reference) and the figures its kind is for,
 * the SMS in one GSM-7 part (tests/unit/sms-budget.test.ts tries the longest values), and none
 * speaks of a loan or credit.
 */

const ctx: MessageContext = {
  siteUrl: 'https://shop.example',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@shop.example' },
  alerts: { emails: [], phones: [] },
};
const ID = '9f8e7d6c-0000-4000-8000-000000000001';
const REF = '9F8E7D6C';

/** KSh 84,550 from 1 November 2026 to 30 January 2027, 20 % down, KSh 5,637 a week: deposit and one week paid. */
const PLAN: LaybyPlan = {
  status: 'active',
  totalCents: 8_455_000,
  depositCents: 1_691_000,
  minInstalmentCents: 50_000,
  mpesaMaxCents: 25_000_000,
  cadenceDays: 7,
  suggestedCents: 563_700,
  remindDaysBefore: 1,
  startsOn: '2026-11-01',
  endsOn: '2027-01-30',
  graceDays: 14,
  feeFreeDays: 7,
  feeBp: 500,
  feeMaxCents: null,
  paidCents: 2_254_700,
  paidAt: null,
  extensions: 0,
  ended: null,
  refunds: null,
  payments: [],
};

const order = (locale: 'en' | 'sw', plan: Partial<LaybyPlan> = {}): Order =>
  ({
    id: ID,
    locale,
    orderStatus: 'layby',
    customer: { fullName: 'Achieng Otieno', email: 'achieng@shop.example', phone: '+254711222333' },
    plan: { ...PLAN, ...plan },
  }) as Order;

const payUrl = (locale: 'en' | 'sw') => `https://shop.example${locale === 'sw' ? '/sw' : ''}/track?ref=${REF}`;

/** Each kind with what it must name: [kind, reminder, today, figures in English, in Kiswahili]. */
const KINDS: Array<[string, Reminder, string, string[], string[]]> = [
  // Paid through the first week: KSh 5,637 is due by the 15th (the second week's).
  [
    'upcoming',
    { kind: 'upcoming', forDay: '2026-11-15', key: 'upcoming:2026-11-15' },
    '2026-11-14',
    ['KSh 5,637', '15 November 2026'],
    ['KSh 5,637', '15 Novemba 2026'],
  ],
  // Three weeks on, two weeks' amounts are due, since the 15th.
  [
    'behind',
    { kind: 'behind', forDay: '2026-11-15', key: 'behind:2026-11-15:1' },
    '2026-11-22',
    ['KSh 11,274', '15 November 2026', 'KSh 62,003'],
    ['KSh 11,274', '15 Novemba 2026', 'KSh 62,003'],
  ],
  [
    'ending',
    { kind: 'ending', forDay: '2027-01-30', key: 'ending:2027-01-30:7' },
    '2027-01-23',
    ['30 January 2027', 'KSh 62,003', '+254712345678'],
    ['30 Januari 2027', 'KSh 62,003', '+254712345678'],
  ],
  // Reserved until the grace's last day; 5 % of KSh 22,547 is KSh 1,127 at most kept.
  [
    'grace',
    { kind: 'grace', forDay: '2027-02-14', key: 'grace:2027-02-14:1' },
    '2027-01-31',
    ['13 February 2027', 'KSh 62,003', 'KSh 1,127'],
    ['13 Februari 2027', 'KSh 62,003', 'KSh 1,127'],
  ],
];

const FORBIDDEN = /\b(loan|credit|finance|financing|buy now,? pay later|mkopo|mikopo|deni)\b/i;

describe.each(['en', 'sw'] as const)('lay-by reminders in %s', (locale) => {
  it.each(KINDS)('%s: e-mail and SMS, keyed, with the pay link and its figures', (_kind, reminder, today, english, kiswahili) => {
    const messages = laybyReminderMessages(order(locale), reminder, ctx, today);
    expect(messages.map((m) => [m.event, m.channel, m.dedupeKey, m.recipient])).toEqual([
      ['layby_reminder', 'email', reminder.key, 'achieng@shop.example'],
      ['layby_reminder', 'sms', reminder.key, '+254711222333'],
    ]);
    const [email, sms] = messages;
    for (const figure of locale === 'sw' ? kiswahili : english) {
      expect(email!.body).toContain(figure);
      expect(sms!.body).toContain(figure);
    }
    expect(email!.body).toContain(payUrl(locale));
    expect(email!.html).toContain(`<a href="${payUrl(locale)}">`);
    expect(sms!.body).toContain(payUrl(locale));
    expect(smsParts(sms!.body)).toBe(1);
    for (const m of messages) expect(`${m.subject ?? ''} ${m.body}`).not.toMatch(FORBIDDEN);
  });

  it('grace with no fee to keep promises everything back', () => {
    const [email, sms] = laybyReminderMessages(order(locale, { feeBp: 0 }), KINDS[3]![1], ctx);
    expect(email!.body).toContain('KSh 22,547');
    expect(email!.body).not.toContain('KSh 0');
    expect(sms!.body).toMatch(locale === 'sw' ? /urudishiwe yote\./ : /full refund\./);
  });

  it('nothing for an order without a plan', () => {
    expect(laybyReminderMessages({ ...order(locale), plan: null }, KINDS[0]![1], ctx)).toEqual([]);
  });

  it.each([
    [
      'expired with money paid',
      { status: 'expired' as const, ended: { at: '2027-02-14T05:00:00Z', by: 'system' as const, reason: 'r', feeCents: 112_700 } },
    ],
    ['never started', { status: 'expired' as const, paidCents: 0 }],
    [
      'cancelled',
      { status: 'cancelled' as const, ended: { at: '2026-11-20T05:00:00Z', by: 'customer' as const, reason: 'r', feeCents: 0 } },
    ],
  ])('a plan %s: told so, with the link', (_what, plan) => {
    const messages = laybyMessages(order(locale, plan), 'layby_ended', 'end', ctx);
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const m of messages) expect(m.body).toContain(payUrl(locale));
    for (const m of messages) expect(`${m.subject ?? ''} ${m.body}`).not.toMatch(FORBIDDEN);
    expect(smsParts(messages[1]!.body)).toBe(1);
  });
});

it('a plan never started says nothing is owed, and a plan ended unpaid says why', () => {
  const never = laybyMessages(order('en', { status: 'expired', paidCents: 0 }), 'layby_ended', 'end', ctx);
  expect(never[0]!.subject).toBe(`Lay-by ${REF} was not started`);
  expect(never[1]!.body).toContain('Nothing is owed');
  const expired = laybyMessages(
    order('en', { status: 'expired', ended: { at: '2027-02-14T05:00:00Z', by: 'system', reason: 'r', feeCents: 112_700 } }),
    'layby_ended',
    'end',
    ctx,
  );
  expect(expired[0]!.body).toContain('its end date, 30 January 2027, and the days of grace after it passed');
  expect(expired[1]!.body).toContain('KSh 21,420 of KSh 22,547 goes back');
});
