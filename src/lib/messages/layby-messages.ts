import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { formatLongDate } from '../date-time.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { addDays, daysBetween } from '../layby/calendar.ts';
import { balanceOf, cancellationFee, expiresOn, type LaybyPlan, type PlanState } from '../layby/plan.ts';
import type { Reminder } from '../layby/reminders.ts';
import { customerEmail, customerSms, smsDraft, type LaybyEvent, type MessageContext } from './order-messages.ts';
import { shopAlerts } from './shop-alerts.ts';
import type { NewMessage } from './types.ts';

/**
 * Lay-by's e-mails and SMS (issue 47), in the order's language, each once per its key (the
 * payment's id, the reminder's key): the deposit reserved the order (and the shop hears of a new
 * lay-by), a payment received with what is paid and left, paid in full (delivery follows), the
 * plan ended with what goes back (or, its deposit never paid, that nothing is owed), and the
 * reminders (reminders.ts decides when). Every one links to /track, where the next amount is paid.
 */
export type PlanMessageEvent = Exclude<LaybyEvent, 'layby_reminder'>;

/** /track with the order's reference: the phone opens it, and its form pays the next amount. */
function laybyPayUrl(ctx: Pick<MessageContext, 'siteUrl'>, order: Pick<Order, 'id' | 'locale'>): string {
  return `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${orderReference(order.id)}`;
}

/** The figures every lay-by message may name, in the order's language. */
function planParams(order: Order, plan: LaybyPlan, ctx: MessageContext, amountCents = 0, code: string | null = null) {
  const t = translationsFor(order.locale);
  return {
    shop: ctx.shop.name,
    reference: orderReference(order.id),
    amount: formatKes(amountCents, t.locale),
    code: code ?? '',
    paid: formatKes(plan.paidCents, t.locale),
    total: formatKes(plan.totalCents, t.locale),
    balance: formatKes(balanceOf(plan), t.locale),
    deposit: formatKes(plan.depositCents, t.locale),
    suggested: formatKes(Math.min(plan.suggestedCents, balanceOf(plan)), t.locale),
    endsOn: formatLongDate(plan.endsOn, order.locale),
    fee: formatKes(plan.ended?.feeCents ?? 0, t.locale),
    refund: formatKes(Math.max(0, plan.paidCents - (plan.ended?.feeCents ?? 0)), t.locale),
    url: laybyPayUrl(ctx, order),
  };
}

/**
 * Which words a plan's end takes: ended by its end date and grace with money paid, ended before
 * its deposit was ever paid (the sweep's abandoned plan), or the plain end (a cancellation).
 */
function endedVariant(plan: LaybyPlan): string {
  if (plan.status !== 'expired') return '';
  return plan.paidCents === 0 ? '.unpaid' : '.expired';
}

/**
 * The customer's e-mail and SMS for a plan event; `key` makes each one of its kind (a payment's id,
 * the plan's end). `payment` names the money received (its amount and M-PESA code).
 */
export function laybyMessages(
  order: Order,
  event: PlanMessageEvent,
  key: string,
  ctx: MessageContext,
  payment: { amountCents: number; code: string | null } | null = null,
): NewMessage[] {
  const plan = order.plan;
  if (!plan) return [];
  const t = translationsFor(order.locale);
  const params = planParams(order, plan, ctx, payment?.amountCents ?? 0, payment?.code ?? null);
  const variant = event === 'layby_ended' ? endedVariant(plan) : '';
  const subjectVariant = variant === '.unpaid' ? variant : '';
  const body = t(`messages.${event}${variant}.body` as MessageKey, params);
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    body,
    t('messages.follow', { url: params.url }),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  const messages = [
    customerEmail(order, event, t(`messages.${event}${subjectVariant}.subject` as MessageKey, params), text, key),
    customerSms(order, event, smsDraft(t, `messages.${event}${variant}.sms` as MessageKey, params, ['shop']), key),
  ];
  // The team hears of a new lay-by when its deposit reserves the goods, as of any new order.
  return event === 'layby_started' ? [...messages, ...shopAlerts(order, ctx)] : messages;
}

/**
 * What is due on the plan by `day` beyond what was paid: the deposit and one suggested amount for
 * each cadence begun since the start (from the end date, all of it), within the balance.
 */
function dueBy(plan: PlanState, day: string): number {
  const balance = balanceOf(plan);
  if (day >= plan.endsOn) return balance;
  const periods = Math.max(0, Math.floor(daysBetween(plan.startsOn, day) / Math.max(1, plan.cadenceDays)));
  return Math.min(balance, Math.max(0, plan.depositCents + periods * plan.suggestedCents - plan.paidCents));
}

/**
 * A reminder's e-mail and SMS (reminders.ts decides which and when), keyed by the reminder's key so
 * each goes once: `upcoming` names the amount to pay by the next suggested date; `behind` what is
 * due `today` and since when; `ending` the end date, the balance and the shop's phone to ask for
 * more time; `grace` the last day the goods stay reserved and what goes back if the plan ends.
 * Amounts asked for are at least the smallest instalment (the balance when less is left).
 */
export function laybyReminderMessages(order: Order, reminder: Reminder, ctx: MessageContext, today = reminder.forDay): NewMessage[] {
  const plan = order.plan;
  if (!plan) return [];
  const t = translationsFor(order.locale);
  const base = planParams(order, plan, ctx);
  const balance = balanceOf(plan);
  const asked = (cents: number) => formatKes(Math.min(balance, Math.max(cents, plan.minInstalmentCents)), t.locale);
  const expires = expiresOn(plan);
  const fee = cancellationFee(plan, 'system', expires);
  const money = { paid: base.paid, fee: formatKes(fee, t.locale) };
  const params = {
    ...base,
    amount: asked(dueBy(plan, reminder.kind === 'behind' ? today : reminder.forDay)),
    day: formatLongDate(reminder.forDay, order.locale),
    phone: ctx.shop.phone,
    min: formatKes(Math.min(balance, plan.minInstalmentCents), t.locale),
    last: formatLongDate(addDays(expires, -1), order.locale),
    expires: formatLongDate(expires, order.locale),
  };
  const terms = fee > 0 ? 'fee' : 'noFee';
  const emailParams = { ...params, terms: t(`messages.layby_reminder.terms.${terms}`, money) };
  const smsParams = { ...params, terms: t(`messages.layby_reminder.smsTerms.${terms}`, money) };
  const prefix = `messages.layby_reminder.${reminder.kind}`;
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t(`${prefix}.body` as MessageKey, emailParams),
    t('messages.layby_reminder.payAt', params),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  return [
    customerEmail(order, 'layby_reminder', t(`${prefix}.subject` as MessageKey, emailParams), text, reminder.key),
    customerSms(order, 'layby_reminder', smsDraft(t, `${prefix}.sms` as MessageKey, smsParams, ['shop']), reminder.key),
  ];
}
