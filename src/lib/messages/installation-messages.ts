import { translationsFor, type MessageKey, type Translate } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { formatDateTime } from '../date-time.ts';
import { countyOf } from '../delivery/counties.ts';
import type { Installation, Technician } from '../installation/types.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { installDay, rescheduleLimit } from './installation-dates.ts';
import { kenyanDay } from '../warranty/terms.ts';
import { customerEmail, customerSms, smsDraft, technicianSms, warrantyUrl, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/**
 * Installation's e-mails and SMS (issue 48, items 4 and 5), in the order's language (the
 * technician's SMS in English). Each is queued in the transaction of its change and keyed so a
 * repeat of the change queues nothing new, while a new assignment, a new day or a new code does.
 * Each is checked against the order when sent (supersede.ts): none but the completion goes out for
 * an order cancelled or refunded since.
 */

/** The customer may move their day online up to this many hours before it when the CMS says nothing (job.ts's customerMayReschedule). */
const DEFAULT_RESCHEDULE_HOURS = 48;

/** /track with the order's reference: the phone opens the order, and its installation's day is moved there. */
function trackUrl(ctx: MessageContext, order: Order): string {
  return `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${orderReference(order.id)}`;
}

/** The printable completion certificate (both languages), with the order's reference typed in. */
function certificateUrl(ctx: Pick<MessageContext, 'siteUrl'>, order: Pick<Order, 'id' | 'locale'>): string {
  return `${ctx.siteUrl}${localizedPath('/installation-certificate', order.locale)}?ref=${orderReference(order.id)}`;
}

/** Who is coming, as the customer is told: name, EPRA licence number and class. */
function technicianParams(technician: NonNullable<Installation['technician']>) {
  return { technician: technician.name, licence: technician.licenceNumber, class: technician.licenceClass };
}

/** Where the job is, as the technician plans a route: the customer's town and the county. */
function placeParams(order: Order, job: Installation) {
  return { town: order.customer.city, county: countyOf(job.county)?.name ?? job.county };
}

/** How to move the day: online at /track until the limit (and from /orders when signed in), then by phone. */
function rescheduleText(order: Order, day: string, ctx: MessageContext, t: Translate): string {
  const limit = rescheduleLimit(day, ctx.rescheduleHours ?? DEFAULT_RESCHEDULE_HOURS);
  const params = { url: trackUrl(ctx, order), phone: ctx.shop.phone };
  const online =
    'lastDay' in limit
      ? t('messages.installation.reschedule.lastDay', { ...params, limit: installDay(limit.lastDay, t.locale) })
      : t('messages.installation.reschedule.at', {
          ...params,
          limit: formatDateTime(`${limit.at.day}T${limit.at.time}:00+03:00`, t.locale),
        });
  const orders = order.userId
    ? t('messages.installation.reschedule.orders', { url: `${ctx.siteUrl}${localizedPath('/orders', order.locale)}` })
    : '';
  return [online, orders, t('messages.installation.reschedule.call', params)].filter(Boolean).join('\n');
}

/** The customer's e-mail: greeting, what is said, signed off. */
function letter(order: Order, ctx: MessageContext, t: Translate, blocks: string[]): string {
  return [
    t('messages.greeting', { name: order.customer.fullName }),
    ...blocks.filter(Boolean),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
}

/**
 * The job given to a technician: the customer hears the day, the technician's name and EPRA
 * licence (number and class), what the job includes and how to move the day; the technician gets,
 * by SMS in English, the job, its day, the town and county, and the job sheet's link. Keyed by the
 * technician and the day, so a reassignment (another technician, or the same on a new day) is told
 * again; the technician's also by the assignment's time, since every assignment makes a new link
 * and only the last one opens the sheet.
 */
export function assignedMessages(order: Order, ctx: MessageContext, jobUrl: string): NewMessage[] {
  const job = order.installation;
  const technician = job?.technician;
  if (!job?.day || !technician) return [];
  const key = `${technician.id}:${job.day}`;
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const who = technicianParams(technician);
  const includes = job.includes[order.locale];
  const text = letter(order, ctx, t, [
    t('messages.installation_assigned.body', { ...who, reference, day: installDay(job.day, t.locale) }),
    includes.length
      ? [
          t('messages.installation_assigned.includes'),
          ...includes.map((item) => t('messages.installation_assigned.include', { item })),
        ].join('\n')
      : '',
    rescheduleText(order, job.day, ctx, t),
  ]);
  const epra = /^EPRA\b/i.test(technician.licenceNumber)
    ? technician.licenceNumber
    : t('messages.installation.epraLicence', { licence: technician.licenceNumber });
  const smsParams = { ...who, epra, shop: ctx.shop.name, day: installDay(job.day, t.locale, 'weekday'), url: trackUrl(ctx, order) };
  // The technician reads English.
  const en = translationsFor('en');
  const jobParams = { shop: ctx.shop.name, reference, day: installDay(job.day, 'en', 'weekday'), ...placeParams(order, job), url: jobUrl };
  return [
    customerEmail(
      order,
      'installation_assigned',
      t('messages.installation_assigned.subject', { ...who, day: installDay(job.day, t.locale, 'short') }),
      text,
      key,
    ),
    customerSms(order, 'installation_assigned', smsDraft(t, 'messages.installation_assigned.sms', smsParams, ['shop', 'technician']), key),
    technicianSms(
      order,
      'installation_job',
      technician.phone,
      smsDraft(en, 'messages.installation_job.sms', jobParams, ['shop', 'town', 'county']),
      `${key}:${job.assignedAt ?? ''}`,
    ),
  ];
}

/**
 * The day moved (by the customer or the team), or a lay-by's day chosen once paid in full (`from`
 * null): the customer hears the new day and the old, who is coming (or that someone will be
 * assigned) and how to move it again; the technician still assigned hears of it by SMS. Keyed by
 * the job's count of moves and the two days, so each move is told once.
 */
export function rescheduledMessages(order: Order, ctx: MessageContext, from: string | null): NewMessage[] {
  const job = order.installation;
  if (!job?.day) return [];
  const key = `${job.reschedules}:${from ?? ''}>${job.day}`;
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const variant = from ? '' : '.chosen';
  const technician = job.status === 'assigned' ? job.technician : null;
  const params = {
    reference,
    shop: ctx.shop.name,
    day: installDay(job.day, t.locale),
    from: from ? installDay(from, t.locale) : '',
    url: trackUrl(ctx, order),
  };
  const text = letter(order, ctx, t, [
    t(`messages.installation_rescheduled${variant}.body` as MessageKey, params),
    technician
      ? t('messages.installation_rescheduled.technician', technicianParams(technician))
      : t('messages.installation_rescheduled.noTechnician'),
    rescheduleText(order, job.day, ctx, t),
  ]);
  // The SMS's days within the booking window need no year.
  const short = { ...params, day: installDay(job.day, t.locale, 'weekday'), from: from ? installDay(from, t.locale, 'weekday') : '' };
  const messages = [
    customerEmail(
      order,
      'installation_rescheduled',
      t(`messages.installation_rescheduled${variant}.subject` as MessageKey, { day: installDay(job.day, t.locale, 'short') }),
      text,
      key,
    ),
    customerSms(
      order,
      'installation_rescheduled',
      smsDraft(t, `messages.installation_rescheduled${variant}.sms` as MessageKey, short, ['shop']),
      key,
    ),
  ];
  // A technician is assigned only to a job with a day: one still assigned had the day moved from `from`.
  if (!technician || !from) return messages;
  const en = translationsFor('en');
  const jobParams = {
    shop: ctx.shop.name,
    reference,
    day: installDay(job.day, 'en', 'weekday'),
    from: installDay(from, 'en', 'weekday'),
    ...placeParams(order, job),
  };
  return [
    ...messages,
    technicianSms(
      order,
      'installation_rescheduled',
      technician.phone,
      smsDraft(en, 'messages.installation_rescheduled.technicianSms', jobParams, ['shop', 'town', 'county']),
      key,
    ),
  ];
}

/**
 * The technician told a job is no longer theirs (SMS, English): the order was cancelled, or the day
 * moved to one they may not take. Keyed by the technician and the day they were given, so each
 * withdrawal goes once.
 */
export function withdrawnMessages(
  order: Order,
  ctx: MessageContext,
  was: { technician: Pick<Technician, 'id' | 'phone'>; day: string },
  why: 'cancelled' | 'moved',
): NewMessage[] {
  const job = order.installation;
  if (!job) return [];
  const en = translationsFor('en');
  const params = {
    shop: ctx.shop.name,
    reference: orderReference(order.id),
    day: installDay(was.day, 'en', 'weekday'),
    ...placeParams(order, job),
  };
  return [
    technicianSms(
      order,
      'installation_withdrawn',
      was.technician.phone,
      smsDraft(en, `messages.installation_withdrawn.${why}`, params, ['shop', 'town', 'county']),
      `${was.technician.id}:${was.day}`,
    ),
  ];
}

/** A short, stable digest of a code (FNV-1a): it tells two codes' sends apart without writing the code into the key. */
function digest(code: string): string {
  let hash = 0x811c9dc5;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * The completion code, to the customer's phone (SMS alone): they give it to the technician once
 * the system runs. Keyed by the send (its time) and the code, so each new code goes once.
 */
export function codeMessages(order: Order, ctx: MessageContext, code: string): NewMessage[] {
  const t = translationsFor(order.locale);
  const key = `${order.installation?.codeSentAt ?? ''}:${digest(code)}`;
  return [
    customerSms(order, 'installation_code', smsDraft(t, 'messages.installation_code.sms', { shop: ctx.shop.name, code }, ['shop']), key),
  ];
}

/**
 * The job completed: the customer's e-mail names the day, who did it, each serial registered for
 * the warranty, the workmanship warranty's last day and the certificate's link; the SMS the day,
 * how many serials, that last day and the link. Once per order.
 */
export function completedMessages(order: Order, ctx: MessageContext): NewMessage[] {
  const job = order.installation;
  const technician = job?.technician;
  if (!job?.completedAt || !job.workmanshipUntil || !technician) return [];
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const completedOn = kenyanDay(job.completedAt);
  const serials = job.serials ?? [];
  const nameOf = (productId: string) => order.items.find((item) => item.productId === productId)?.productName ?? productId;
  const url = certificateUrl(ctx, order);
  const text = letter(order, ctx, t, [
    t('messages.installation_completed.body', { ...technicianParams(technician), date: installDay(completedOn, t.locale) }),
    serials.length
      ? [
          t('messages.installation_completed.serials'),
          ...serials.map((s) => t('messages.installation_completed.serial', { product: nameOf(s.productId), serial: s.serial })),
        ].join('\n')
      : '',
    t('messages.installation_completed.workmanship', { until: installDay(job.workmanshipUntil, t.locale) }),
    [
      t('messages.installation_completed.certificate', { url }),
      t('messages.installation_completed.warranty', { url: warrantyUrl(ctx, order) }),
    ].join('\n'),
  ]);
  const smsParams = {
    shop: ctx.shop.name,
    // Sent as the job ends: the day needs no year, the warranty's last day does.
    date: installDay(completedOn, t.locale, 'dayMonth'),
    count: serials.length,
    until: installDay(job.workmanshipUntil, t.locale, 'date'),
    url,
  };
  return [
    customerEmail(order, 'installation_completed', t('messages.installation_completed.subject', { reference }), text),
    customerSms(order, 'installation_completed', smsDraft(t, 'messages.installation_completed.sms', smsParams, ['shop'])),
  ];
}
