import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { formatLongDate } from '../date-time.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import type { WarrantyClaim, WarrantyRegistration } from '../warranty/types.ts';
import { customerEmail, customerSms, smsDraft, warrantyUrl, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/** The serials just registered: one e-mail listing each with its end date, and an SMS with the certificate's link. */
export function registeredMessages(order: Order, registrations: readonly WarrantyRegistration[], ctx: MessageContext): NewMessage[] {
  const t = translationsFor(order.locale);
  const params = { reference: orderReference(order.id), shop: ctx.shop.name, url: warrantyUrl(ctx, order), count: registrations.length };
  const lines = registrations.map((r) =>
    t('messages.warranty_registered.line', { product: r.productName, serial: r.serial, ends: formatLongDate(r.endsOn, t.locale) }),
  );
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t('messages.warranty_registered.body', params),
    lines.join('\n'),
    t('messages.warranty_registered.keep', params),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  // One batch, one pair of messages: keyed by its first registration.
  const key = registrations[0]?.id ?? '';
  return [
    customerEmail(order, 'warranty_registered', t('messages.warranty_registered.subject', params), text, key),
    customerSms(order, 'warranty_registered', smsDraft(t, 'messages.warranty_registered.sms', params, ['shop']), key),
  ];
}

/**
 * A claim received, or its status changed (the nth entry of its audit, so each move is told once):
 * the e-mail and SMS in the order's language, each with the claim's reference to quote, and the
 * reason when it was rejected.
 */
export function claimMessages(
  order: Order,
  registration: WarrantyRegistration,
  claim: WarrantyClaim,
  step: number,
  ctx: MessageContext,
): NewMessage[] {
  const t = translationsFor(order.locale);
  const event = claim.status === 'received' && step <= 1 ? 'warranty_claim_received' : 'warranty_claim_status';
  const params = {
    reference: orderReference(order.id),
    shop: ctx.shop.name,
    product: registration.productName,
    serial: registration.serial,
    claim: claim.claimReference,
    status: t(`warranty.status.${claim.status}`),
    reason: claim.rejectReason ?? '',
    url: warrantyUrl(ctx, order),
    phone: ctx.shop.phone,
  };
  const said: MessageKey =
    event === 'warranty_claim_received'
      ? claim.outOfWarranty
        ? 'messages.warranty_claim_received.outOfWarranty'
        : 'messages.warranty_claim_received.body'
      : `messages.warranty_claim_status.${claim.status}`;
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t(said, params),
    t('messages.warranty_claim.contact', params),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  const smsKey: MessageKey =
    event === 'warranty_claim_received'
      ? 'messages.warranty_claim_received.sms'
      : claim.status === 'rejected'
        ? 'messages.warranty_claim_status.sms.rejected'
        : 'messages.warranty_claim_status.sms';
  const key = `${claim.id}:${step}`;
  return [
    customerEmail(order, event, t(`messages.${event}.subject`, params), text, key),
    customerSms(order, event, smsDraft(t, smsKey, params, ['reason', 'shop']), key),
  ];
}

/**
 * A registration's serial corrected by the team (the nth correction of it, so each is told once):
 * the e-mail says from what to what and that the warranty is unchanged, the SMS the new serial and
 * the certificate's link.
 */
export function serialCorrectedMessages(
  order: Order,
  registration: WarrantyRegistration,
  from: string,
  nth: number,
  ctx: MessageContext,
): NewMessage[] {
  const t = translationsFor(order.locale);
  const params = {
    reference: orderReference(order.id),
    shop: ctx.shop.name,
    product: registration.productName,
    from,
    to: registration.serial,
    ends: formatLongDate(registration.endsOn, t.locale),
    url: warrantyUrl(ctx, order),
  };
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t('messages.warranty_serial_corrected.body', params),
    t('messages.warranty_serial_corrected.keep', params),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  const key = `${registration.id}:${nth}`;
  return [
    customerEmail(order, 'warranty_serial_corrected', t('messages.warranty_serial_corrected.subject', params), text, key),
    customerSms(order, 'warranty_serial_corrected', smsDraft(t, 'messages.warranty_serial_corrected.sms', params, ['shop']), key),
  ];
}
