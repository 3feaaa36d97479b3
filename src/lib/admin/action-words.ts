import type { Translate } from '../../i18n/index.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';
import { DELIVERY_STATUSES } from '../order-types.ts';
import { CLAIM_STATUSES } from '../warranty/claim-status.ts';
import { CASH_METHODS } from '../orders/cash-collection.ts';
import type { AdminActionEntry } from './admin-actions.ts';
import { refusalWords } from '../tax/refusal-words.ts';

/** An audit entry in the admin's words: what was done, to what (with its page), and how the admin had signed in. */
export interface ActionWords {
  what: string;
  target: { label: string; href: string | null };
  assurance: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): string => (typeof value === 'number' ? String(value) : '?');
const signed = (value: unknown): string => (typeof value === 'number' ? (value > 0 ? `+${value}` : String(value)) : '?');
/** A figure of the stock before or after a change, as the audit details keep them. */
const figure = (value: unknown, key: 'onHand'): string =>
  value && typeof value === 'object' ? count((value as Record<string, unknown>)[key]) : '?';
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null => (list.includes(value as T) ? (value as T) : null);

/** "Delivery: Pending → Shipped", "Refund of KSh 1,000 asked", … from the entry's action and details. */
function what(entry: AdminActionEntry, t: Translate): string {
  const d = entry.details;
  switch (entry.action) {
    case 'order.delivery': {
      const from = oneOf(DELIVERY_STATUSES, d.from);
      const to = oneOf(DELIVERY_STATUSES, d.to);
      if (to && from === to) return t('admin.audit.action.order.deliveryAgain', { to: t(`admin.delivery.${to}`) });
      return t('admin.audit.action.order.delivery', {
        from: from ? t(`admin.delivery.${from}`) : '?',
        to: to ? t(`admin.delivery.${to}`) : '?',
      });
    }
    case 'order.cancel':
      return t('admin.audit.action.order.cancel', { reason: text(d.reason) });
    case 'order.refund':
      return t('admin.audit.action.order.refund', {
        amount: formatKes(typeof d.amountCents === 'number' ? d.amountCents : 0, t.locale),
        reason: text(d.reason),
      });
    case 'message.resend':
      return t(d.channel === 'sms' ? 'admin.audit.action.message.resendSms' : 'admin.audit.action.message.resendEmail');
    case 'warranty.claim.status': {
      const from = oneOf(CLAIM_STATUSES, d.from);
      const to = oneOf(CLAIM_STATUSES, d.to);
      return t('admin.audit.action.warranty.claim', {
        from: from ? t(`warranty.status.${from}`) : '?',
        to: to ? t(`warranty.status.${to}`) : '?',
      });
    }
    case 'contact.read':
      return t(d.read === false ? 'admin.audit.action.contact.unread' : 'admin.audit.action.contact.read');
    case 'warranty.serial':
      return t('admin.audit.action.warranty.serial', { from: text(d.from) || '?', to: text(d.to) || '?' });
    case 'order.cash': {
      const method = oneOf(CASH_METHODS, d.method);
      const words = {
        amount: formatKes(typeof d.amountCents === 'number' ? d.amountCents : 0, t.locale),
        method: method ? t(`admin.cash.method.${method}`) : '?',
        rest: formatKes(typeof d.stillOwedCents === 'number' ? d.stillOwedCents : 0, t.locale),
      };
      return t(
        typeof d.stillOwedCents === 'number' && d.stillOwedCents > 0
          ? 'admin.audit.action.order.cashShort'
          : 'admin.audit.action.order.cash',
        words,
      );
    }
    case 'order.confirm':
      return t('admin.audit.action.order.confirm');
    case 'stock.count':
      return t('admin.audit.action.stock.count', { from: figure(d.before, 'onHand'), to: figure(d.after, 'onHand') });
    case 'stock.receive':
      return t('admin.audit.action.stock.receive', { quantity: count(d.quantity), to: figure(d.after, 'onHand') });
    case 'stock.adjust':
      return t('admin.audit.action.stock.adjust', { change: signed(d.change), reason: text(d.reason) });
    case 'stock.threshold':
      return t('admin.audit.action.stock.threshold', { threshold: count(d.lowThreshold) });
    case 'stock.return':
      return t('admin.audit.action.stock.return', { quantity: count(d.quantity), reference: orderReference(text(d.orderId)) });
    case 'stock.import':
      return t('admin.audit.action.stock.import', { count: typeof d.counts === 'number' ? d.counts : 0 });
    case 'invoice.retry':
      return t(d.kind === 'credit_note' ? 'admin.audit.action.invoice.retryCredit' : 'admin.audit.action.invoice.retry', {
        refusal: refusalWords({ code: text(d.code) || null, message: text(d.message) }) || '?',
      });
    case 'layby.cash':
      return t('admin.audit.action.layby.cash', { amount: formatKes(typeof d.amountCents === 'number' ? d.amountCents : 0, 'en') });
    case 'layby.extend':
      return t('admin.audit.action.layby.extend', { from: text(d.from), to: text(d.to), reason: text(d.reason) });
    case 'technician.create':
      return t('admin.audit.action.technician.create', { name: text(d.name), licence: text(d.licenceNumber), class: text(d.licenceClass) });
    case 'technician.update':
      return t('admin.audit.action.technician.update', { name: text(d.name) });
    case 'installation.assign':
      return t('admin.audit.action.installation.assign', { name: text(d.name), licence: text(d.licenceNumber), day: text(d.day) });
    case 'installation.capacity':
      return t(d.day ? 'admin.audit.action.installation.dayCapacity' : 'admin.audit.action.installation.capacity', {
        zone: text(String(d.zone ?? '?')),
        day: text(d.day),
        jobs: count(d.jobsPerDay),
      });
    case 'installation.reschedule':
      return t('admin.audit.action.installation.reschedule', { from: text(d.from), to: text(d.to) });
  }
}

/** The order, claim, registration or message acted on, with the admin page that shows it. */
function target(entry: AdminActionEntry, t: Translate): ActionWords['target'] {
  const { kind, id } = entry.target;
  if (kind === 'order')
    return { label: t('admin.audit.target.order', { reference: orderReference(id) }), href: `/admin/order?id=${encodeURIComponent(id)}` };
  if (kind === 'claim') {
    const serial = text(entry.details.serial);
    return serial
      ? { label: t('admin.audit.target.claim', { serial }), href: `/admin/warranty?serial=${encodeURIComponent(serial)}` }
      : { label: t('admin.audit.target.claimUnknown'), href: '/admin/warranty' };
  }
  if (kind === 'registration') {
    // Found by the serial it has since the correction.
    const serial = text(entry.details.to);
    return serial
      ? { label: t('admin.audit.target.registration', { serial }), href: `/admin/warranty?serial=${encodeURIComponent(serial)}` }
      : { label: t('admin.audit.target.registrationUnknown'), href: '/admin/warranty' };
  }
  if (kind === 'product')
    return id === 'stocktake'
      ? { label: t('admin.audit.target.stocktake'), href: '/admin/stock' }
      : { label: t('admin.audit.target.product', { product: id }), href: `/admin/stock?q=${encodeURIComponent(id)}` };
  if (kind === 'technician')
    return { label: t('admin.audit.target.technician', { name: text(entry.details.name) || id }), href: '/admin/technicians' };
  if (kind === 'zone') return { label: t('admin.audit.target.zone', { zone: id }), href: '/admin/installations' };
  return { label: t('admin.audit.target.message'), href: null };
}

/** "Password + code" when the token was aal2 (a second factor passed), else "Password only" (or the one method it names). */
function assuranceWords(aal: AdminActionEntry['aal'], amr: readonly string[], t: Translate): string {
  if (aal === 'aal2') return t('admin.audit.aal.aal2');
  return amr.includes('oauth') ? t('admin.audit.aal.oauth') : t('admin.audit.aal.aal1');
}

export function actionWords(entry: AdminActionEntry, t: Translate): ActionWords {
  return { what: what(entry, t), target: target(entry, t), assurance: assuranceWords(entry.aal, entry.amr, t) };
}
