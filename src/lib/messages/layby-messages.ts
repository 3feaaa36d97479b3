import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { formatLongDate } from '../date-time.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { balanceOf, type LaybyPlan } from '../layby/plan.ts';
import { customerEmail, customerSms, shopAlerts, smsDraft, type LaybyEvent, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/**
 * Lay-by's e-mails and SMS (issue 47), in the order's language, each once per its key (the
 * payment's id, the reminder's key): the deposit reserved the order (and the shop hears of a new
 * lay-by), a payment received with what is paid and left, paid in full (delivery follows), and the
 * plan ended with what goes back. Every one links to /track, where the next amount is paid.
 */
export type PlanMessageEvent = Exclude<LaybyEvent, 'layby_reminder'>;

/** /track with the order's reference: the phone opens it, and its form pays the next amount. */
export function laybyPayUrl(ctx: Pick<MessageContext, 'siteUrl'>, order: Pick<Order, 'id' | 'locale'>): string {
  return `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${orderReference(order.id)}`;
}

/** The figures every lay-by message may name, in the order's language. */
export function planParams(order: Order, plan: LaybyPlan, ctx: MessageContext, amountCents = 0, code: string | null = null) {
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
  const body = t(`messages.${event}.body` as MessageKey, params);
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    body,
    t('messages.follow', { url: params.url }),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  const messages = [
    customerEmail(order, event, t(`messages.${event}.subject` as MessageKey, params), text, key),
    customerSms(order, event, smsDraft(t, `messages.${event}.sms` as MessageKey, params, ['shop']), key),
  ];
  // The team hears of a new lay-by when its deposit reserves the goods, as of any new order.
  return event === 'layby_started' ? [...messages, ...shopAlerts(order, ctx)] : messages;
}
