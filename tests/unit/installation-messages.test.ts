import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { formatDateTime } from '../../src/lib/date-time.ts';
import { smsParts, smsText } from '../../src/lib/messages/gsm7.ts';
import { installDay, rescheduleLimit } from '../../src/lib/messages/installation-dates.ts';
import { assignedMessages, codeMessages, completedMessages, rescheduledMessages } from '../../src/lib/messages/installation-messages.ts';
import { customerMessages } from '../../src/lib/messages/order-messages.ts';
import { shopAlerts } from '../../src/lib/messages/shop-alerts.ts';
import { supersededBy } from '../../src/lib/messages/supersede.ts';
import type { NewMessage } from '../../src/lib/messages/types.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { ctx, order as cashOrder } from './cash-order-fixture.ts';
import { DAY, TECHNICIAN, completedJob, installed, job } from './installation-message-fixture.ts';

/**
 * Installation's messages (issue 48, items 4 and 5), in both languages: who gets each (the
 * customer by e-mail and SMS, the technician by SMS in English), the technician's EPRA licence in
 * the customer's, the job sheet's link in the technician's, and every SMS one GSM-7 part.
 */
const REF = '72233C16';
const JOB_URL = `${ctx.siteUrl}/jobs/${'A'.repeat(43)}`;
const CUSTOMER = { email: cashOrder.customer.email, phone: cashOrder.customer.phone };
const order = (locale: 'en' | 'sw', installation = job()): Order =>
  installed({ ...cashOrder, userId: 'u1', deliveryStatus: 'pending', locale }, installation);
const track = (locale: 'en' | 'sw') => `${ctx.siteUrl}${locale === 'sw' ? '/sw' : ''}/track?ref=${REF}`;
const certificate = (locale: 'en' | 'sw') => `${ctx.siteUrl}${locale === 'sw' ? '/sw' : ''}/installation-certificate?ref=${REF}`;

type Row = [
  name: string,
  render: (locale: 'en' | 'sw') => NewMessage[],
  /** Event, channel, audience and recipient of each message, in order. */
  recipients: Array<[NewMessage['event'], NewMessage['channel'], NewMessage['audience'], string]>,
  /** What the customer's messages carry, by language. */
  customerSays: (locale: 'en' | 'sw') => string[],
  /** What the technician's SMS carries. */
  technicianSays: string[],
];

const ROWS: Row[] = [
  [
    'assigned',
    (locale) => assignedMessages(order(locale), ctx, JOB_URL),
    [
      ['installation_assigned', 'email', 'customer', CUSTOMER.email],
      ['installation_assigned', 'sms', 'customer', CUSTOMER.phone],
      ['installation_job', 'sms', 'technician', TECHNICIAN.phone],
    ],
    (locale) => [TECHNICIAN.licenceNumber, 'T3', track(locale), installDay(DAY, locale, 'weekday')],
    [REF, JOB_URL, installDay(DAY, 'en', 'weekday'), 'Elgeyo-Marakwet', 'Kisumu'],
  ],
  [
    'rescheduled, assigned',
    (locale) => rescheduledMessages(order(locale, job({ reschedules: 1 })), ctx, '2026-09-30'),
    [
      ['installation_rescheduled', 'email', 'customer', CUSTOMER.email],
      ['installation_rescheduled', 'sms', 'customer', CUSTOMER.phone],
      ['installation_rescheduled', 'sms', 'technician', TECHNICIAN.phone],
    ],
    (locale) => [installDay(DAY, locale, 'weekday'), installDay('2026-09-30', locale, 'weekday'), track(locale)],
    [REF, installDay(DAY, 'en', 'weekday'), installDay('2026-09-30', 'en', 'weekday'), 'Kisumu'],
  ],
  [
    'rescheduled, no technician yet',
    (locale) => rescheduledMessages(order(locale, job({ status: 'booked', technician: null, reschedules: 1 })), ctx, '2026-09-30'),
    [
      ['installation_rescheduled', 'email', 'customer', CUSTOMER.email],
      ['installation_rescheduled', 'sms', 'customer', CUSTOMER.phone],
    ],
    (locale) => [installDay(DAY, locale, 'weekday'), track(locale)],
    [],
  ],
  [
    'a lay-by’s day chosen',
    (locale) => rescheduledMessages(order(locale, job({ status: 'booked', technician: null })), ctx, null),
    [
      ['installation_rescheduled', 'email', 'customer', CUSTOMER.email],
      ['installation_rescheduled', 'sms', 'customer', CUSTOMER.phone],
    ],
    (locale) => [installDay(DAY, locale, 'weekday'), track(locale)],
    [],
  ],
  [
    'the completion code',
    (locale) => codeMessages(order(locale), ctx, '123456'),
    [['installation_code', 'sms', 'customer', CUSTOMER.phone]],
    () => ['123456'],
    [],
  ],
  [
    'completed',
    (locale) => completedMessages(order(locale, completedJob('deye')), ctx),
    [
      ['installation_completed', 'email', 'customer', CUSTOMER.email],
      ['installation_completed', 'sms', 'customer', CUSTOMER.phone],
    ],
    (locale) => [certificate(locale), installDay(DAY, locale, 'dayMonth'), installDay('2028-09-15', locale, 'date')],
    [],
  ],
];

describe.each(['en', 'sw'] as const)('installation’s messages in %s', (locale) => {
  it.each(ROWS)('%s: to whom, and what each carries', (_name, render, recipients, customerSays, technicianSays) => {
    const messages = render(locale);
    expect(messages.map((m) => [m.event, m.channel, m.audience, m.recipient])).toEqual(recipients);
    for (const m of messages) {
      if (m.channel === 'sms') {
        expect(m.body, m.body).toBe(smsText(m.body));
        expect(smsParts(m.body), m.body).toBe(1);
      }
      if (m.audience === 'technician') for (const part of technicianSays) expect(m.body).toContain(part);
      // The technician reads English, whatever the customer's language.
      if (m.audience === 'technician') expect(m.body).not.toMatch(/agizo|kazi|Jumatano/);
    }
    const sms = messages.find((m) => m.audience === 'customer' && m.channel === 'sms')!;
    for (const part of customerSays(locale)) expect(sms.body, sms.body).toContain(part);
    const email = messages.find((m) => m.channel === 'email');
    if (email) {
      for (const part of customerSays(locale).filter((said) => said.startsWith('http') || said.startsWith('EPRA')))
        expect(email.body).toContain(part);
      expect(email.html).toContain('<p>');
    }
  });

  it('the customer’s e-mail names the technician, their EPRA licence and class, what is included and until when the day may move', () => {
    const [email] = assignedMessages(order(locale), ctx, JOB_URL);
    expect(email!.subject).toContain(TECHNICIAN.name);
    expect(email!.body).toContain(`${TECHNICIAN.name}, ${locale === 'en' ? 'EPRA licence' : 'leseni ya EPRA'} ${TECHNICIAN.licenceNumber}`);
    expect(email!.body).toContain(locale === 'en' ? '(class T3)' : '(daraja T3)');
    expect(email!.body).toContain(job().includes[locale][0]);
    // 48 hours before Wednesday begins is Monday 00:00: the day may move online until the end of Sunday.
    expect(email!.body).toContain(
      locale === 'en' ? 'until the end of Sunday, 13 September 2026' : 'hadi mwisho wa Jumapili, 13 Septemba 2026',
    );
    expect(email!.body).toContain(`${ctx.siteUrl}${locale === 'sw' ? '/sw' : ''}/orders`);
    expect(email!.body).toContain(ctx.shop.phone);
    expect(email!.body).not.toContain('/jobs/');
  });

  it('the completion e-mail lists each serial registered, the workmanship warranty’s last day and the certificate', () => {
    const [email] = completedMessages(order(locale, completedJob('deye')), ctx);
    const serial = locale === 'en' ? 'serial' : 'nambari';
    for (const unit of completedJob().serials!)
      expect(email!.body).toContain(`- ${cashOrder.items[0]!.productName}: ${serial} ${unit.serial}`);
    expect(email!.body).toContain(locale === 'en' ? 'until Friday, 15 September 2028' : 'hadi Ijumaa, 15 Septemba 2028');
    expect(email!.body).toContain(certificate(locale));
    expect(email!.body).toContain(`/warranty?ref=${REF}`);
  });
});

describe('each message once per its change', () => {
  const keys = (messages: NewMessage[]) => messages.map((m) => m.dedupeKey);

  it('an assignment repeated queues the same keys; another technician or another day new ones', () => {
    const first = keys(assignedMessages(order('en'), ctx, JOB_URL));
    expect(keys(assignedMessages(order('en'), ctx, JOB_URL))).toEqual(first);
    const other = job({ technician: { ...TECHNICIAN, id: 't2' }, assignedAt: '2026-09-02T07:30:00.000Z' });
    expect(keys(assignedMessages(order('en', other), ctx, JOB_URL))).not.toContain(first[0]);
    expect(keys(assignedMessages(order('en', job({ day: '2026-09-17' })), ctx, JOB_URL))).not.toContain(first[0]);
  });

  it('the same technician given the job again gets the new link; the customer is not told twice', () => {
    const again = keys(assignedMessages(order('en', job({ assignedAt: '2026-09-03T08:00:00.000Z' })), ctx, JOB_URL));
    const first = keys(assignedMessages(order('en'), ctx, JOB_URL));
    expect(again.slice(0, 2)).toEqual(first.slice(0, 2));
    expect(again[2]).not.toBe(first[2]);
  });

  it('each move of the day is told once, a move back again too', () => {
    const there = keys(rescheduledMessages(order('en', job({ reschedules: 1 })), ctx, '2026-09-30'));
    const back = keys(rescheduledMessages(order('en', job({ day: '2026-09-30', reschedules: 2 })), ctx, DAY));
    const thereAgain = keys(rescheduledMessages(order('en', job({ reschedules: 3 })), ctx, '2026-09-30'));
    expect(new Set([...there, ...back, ...thereAgain]).size).toBe(3);
  });

  it('each code sent is a new message', () => {
    const sent = (code: string, at: string | null) => keys(codeMessages(order('en', job({ codeSentAt: at })), ctx, code))[0];
    expect(sent('123456', null)).toBe(sent('123456', null));
    expect(sent('654321', '2026-09-16T10:00:00.000Z')).not.toBe(sent('123456', '2026-09-16T10:00:00.000Z'));
    expect(sent('123456', '2026-09-16T11:00:00.000Z')).not.toBe(sent('123456', '2026-09-16T10:00:00.000Z'));
    expect(sent('123456', null)).not.toContain('123456');
  });

  it('nothing without what it tells: no technician, no day, not completed', () => {
    expect(assignedMessages(order('en', job({ technician: null, status: 'booked' })), ctx, JOB_URL)).toEqual([]);
    expect(rescheduledMessages(order('en', job({ day: null, status: 'unscheduled' })), ctx, null)).toEqual([]);
    expect(completedMessages(order('en'), ctx)).toEqual([]);
  });
});

describe('until when the customer may move the day online', () => {
  it.each<[string, number, ReturnType<typeof rescheduleLimit>]>([
    ['2026-09-16', 48, { lastDay: '2026-09-13' }],
    ['2026-09-16', 24, { lastDay: '2026-09-14' }],
    ['2026-09-16', 0, { lastDay: '2026-09-15' }],
    ['2026-09-16', 36, { at: { day: '2026-09-14', time: '12:00' } }],
    ['2026-09-16', 50, { at: { day: '2026-09-13', time: '22:00' } }],
    ['2026-03-01', 48, { lastDay: '2026-02-26' }],
  ])('a job on %s, up to %i hours before: %j', (day, hours, limit) => {
    expect(rescheduleLimit(day, hours)).toEqual(limit);
  });

  it('the CMS’s hours are the ones the e-mail names', () => {
    const [email] = assignedMessages(order('en'), { ...ctx, rescheduleHours: 36 }, JOB_URL);
    expect(email!.body).toContain(`until ${formatDateTime('2026-09-14T09:00:00.000Z', 'en')} here: `);
  });
});

describe('the order’s own messages name its installation', () => {
  it.each<['en' | 'sw', string, string]>([
    ['en', 'Installation by an EPRA-licensed technician (T3): KSh 35,000', `Installation: ${installDay(DAY, 'en', 'short')}`],
    ['sw', 'Ufungaji na fundi mwenye leseni ya EPRA (T3): KSh 35,000', `Ufungaji: ${installDay(DAY, 'sw', 'short')}`],
  ])('in %s: the line without a quantity, and the day', (locale, line, day) => {
    const [email, sms] = customerMessages(order(locale, job({ status: 'booked', technician: null })), 'order_received', ctx);
    expect(email!.body).toContain(line);
    expect(email!.body).not.toContain(`${line.split(':')[0]} x1`);
    expect(email!.body).toContain(day);
    expect(sms!.body).toContain(day.split(': ')[1]);
    expect(smsParts(sms!.body)).toBe(1);
    expect(sms!.body).toContain(track(locale));
  });

  it('a lay-by’s installation: its day is chosen once paid in full; the SMS names none', () => {
    const layby = order('en', job({ status: 'unscheduled', day: null, technician: null }));
    const [email, sms] = customerMessages(layby, 'order_received', ctx);
    expect(email!.body).toContain('Installation: the day is chosen once the order is paid in full');
    expect(sms!.body).not.toContain('Installation');
  });

  it('the shop’s alert names the day too; a cancelled installation is not mentioned', () => {
    expect(shopAlerts(order('sw'), { ...ctx, alerts: { emails: ['orders@shop.test'], phones: [] } })[0]!.body).toContain(
      `Installation: ${installDay(DAY, 'en', 'short')}`,
    );
    const [email] = customerMessages(order('en', job({ status: 'cancelled' })), 'order_received', ctx);
    expect(email!.body).not.toContain('Installation:');
  });
});

describe('a queued installation message against the job as it now is', () => {
  const ASSIGNED = assignedMessages(order('en'), ctx, JOB_URL);
  const customer = ASSIGNED[1]!;
  const technician = ASSIGNED[2]!;
  const moved = rescheduledMessages(order('en', job({ reschedules: 1 })), ctx, '2026-09-30')[1]!;
  const code = codeMessages(order('en'), ctx, '123456')[0]!;
  const now = (installation: Partial<ReturnType<typeof job>>) => ({
    orderStatus: 'paid' as const,
    deliveryStatus: 'delivered' as const,
    installation: job(installation),
  });
  const CHANGED = 'installation_changed_since';

  it.each<[string, NewMessage, Partial<ReturnType<typeof job>>, string | null]>([
    ['who is coming, unchanged', customer, {}, null],
    ['who is coming, another technician since', customer, { technician: { ...TECHNICIAN, id: 't2' } }, CHANGED],
    ['who is coming, moved since', customer, { day: '2026-09-30' }, CHANGED],
    ['who is coming, given again since (a new link): still true', customer, { assignedAt: '2026-09-03T08:00:00.000Z' }, null],
    ['who is coming, the technician taken off since', customer, { status: 'booked', technician: null }, CHANGED],
    ['the job sheet link, unchanged', technician, {}, null],
    ['the job sheet link, a newer one given since', technician, { assignedAt: '2026-09-03T08:00:00.000Z' }, CHANGED],
    ['the job sheet link, completed since', technician, { status: 'completed' }, CHANGED],
    ['a new day, unchanged', moved, { reschedules: 1 }, null],
    ['a new day, its technician taken off since: still true', moved, { status: 'booked', technician: null }, null],
    ['a new day, moved again since', moved, { day: '2026-09-18', reschedules: 2 }, CHANGED],
    ['a code, the job still waiting', code, {}, null],
    ['a code, the job completed since', code, { status: 'completed' }, CHANGED],
  ])('%s', (_name, message, installation, expected) => {
    expect(supersededBy(message.event, now(installation), message.dedupeKey)).toBe(expected);
  });

  it('an order read without its job: only the order decides', () => {
    expect(supersededBy('installation_job', { orderStatus: 'paid', deliveryStatus: 'pending' }, technician.dedupeKey)).toBeNull();
    expect(
      supersededBy('installation_job', { orderStatus: 'cancelled', deliveryStatus: 'cancelled', installation: null }, technician.dedupeKey),
    ).toBe('cancelled_since');
  });
});
