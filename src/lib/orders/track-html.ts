import { lineWords } from '../installation/line.ts';
import type { Translate } from '../../i18n/index.ts';
import { formatDateTime } from '../date-time.ts';
import { countyOf } from '../delivery/counties.ts';
import { deliveryAsNow, deliveryDetailText, deliveryFeeText } from '../delivery/describe.ts';
import { fieldHtml } from '../form-html.ts';
import { attr, escapeHtml } from '../html.ts';
import { formatKes } from '../money.ts';
import { orderReference, orderStatusName } from '../order-display.ts';
import { paymentReceipt, receiptLabel } from './receipt.ts';
import { orderEnded } from './figures.ts';
import { figureRows, vatNote } from './figure-rows.ts';
import type { TrackedOrder } from '../../api/tracked-order.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { invoiceLinkFormHtml } from '../tax/invoice-link-html.ts';
import { laybyPlanHtml } from '../layby/plan-html.ts';
import { cancelWords } from '../layby/plan-words.ts';
import { installationHtml, type RescheduleForm } from '../installation/installation-html.ts';

/** The phone given at checkout, as every form that finds an order by it asks for it (`form` prefixes the ids). */
export function phoneFieldHtml(form: string, value: string | undefined, error: string | undefined, t: Translate): string {
  return fieldHtml({
    form,
    name: 'phone',
    label: t('track.phone'),
    type: 'tel',
    autocomplete: 'tel',
    inputmode: 'tel',
    required: true,
    value,
    error,
  });
}

/** The order's reference, as /track and /warranty ask for it. */
export function referenceFieldHtml(form: string, value: string | undefined, error: string | undefined, t: Translate): string {
  return fieldHtml({
    form,
    name: 'reference',
    label: t('track.reference'),
    hint: t('track.referenceHint'),
    autocomplete: 'off',
    required: true,
    value,
    error,
  });
}

/** What a phone-and-reference form shows: what was typed, each error beside its field, `notice` above the button. */
export interface LookupFormState {
  action: string;
  phone?: string;
  reference?: string;
  errors?: { phone?: string; reference?: string };
  notice?: string;
}

/**
 * A form that finds an order by its phone and reference, posted to `state.action`: /track's and
 * /invoice's (`form` names its fields' ids and its extra class, `submit` its button).
 */
export function lookupFormHtml(form: 'track' | 'invoice' | 'certificate', state: LookupFormState, submit: string, t: Translate): string {
  const errors = state.errors ?? {};
  const notice = state.notice ?? (errors.phone || errors.reference ? t('track.error.fix') : '');
  return (
    `<form class="track-form${form === 'track' ? '' : ` ${form}-form`}" method="post"${attr('action', state.action)}>` +
    phoneFieldHtml(form, state.phone, errors.phone, t) +
    referenceFieldHtml(form, state.reference, errors.reference, t) +
    `<button class="button" type="submit">${escapeHtml(submit)}</button>` +
    `<p class="track-form__notice" role="status">${escapeHtml(notice)}</p>` +
    `</form>`
  );
}

/** The /track form. */
export function trackFormHtml(state: LookupFormState, t: Translate): string {
  return lookupFormHtml('track', state, t('track.submit'), t);
}

const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;

/** What the page may offer beside the order: each a form that posts the same phone and reference. */
export interface TrackActions {
  /** Pay now, while an online payment is awaited. */
  pay?: { action: string; phone: string } | null;
  /** Cancel, while its customer may (order.cancelUntil): the reason typed and its error when sent back. */
  cancel?: { action: string; phone: string; reason?: string; error?: string } | null;
  /** What was just done (the order cancelled, its refund started), said above it. */
  done?: string[];
  /** Its tax invoice (/invoice), once money was received for it. */
  invoice?: { action: string; phone: string } | null;
  /** A lay-by's form to pay the next amount, while its plan takes payments: the amount typed and its error when sent back. */
  instalment?: { action: string; phone: string; amount?: string; error?: string } | null;
  /** Its installation's form to choose or move the day, while the customer may: the open days, and the error when sent back. */
  installation?: Omit<RescheduleForm, 'reference'> | null;
}

function hidden(phone: string, reference: string): string {
  return `<input type="hidden" name="phone"${attr('value', phone)}><input type="hidden" name="reference"${attr('value', reference)}>`;
}

/**
 * The order found on /track, for whoever holds its phone and reference: its status, where it
 * is (the timeline, dated), what was bought and what is owed, Pay now while an online payment
 * is awaited, and Cancel while its customer may (a disclosure with the reason, no script needed).
 */
export function trackedOrderHtml(tracked: TrackedOrder, actions: TrackActions = {}, t: Translate): string {
  const { order, timeline } = tracked;
  const { pay, cancel, instalment } = actions;
  const plan = order.plan;
  const reference = orderReference(order.id);
  const receipt = paymentReceipt(order.payment, order.chosenMethod);
  const steps = timeline
    .map(
      (step) =>
        `<li class="timeline__step"><span class="timeline__event">${escapeHtml(t(`track.event.${step.event}`))}</span>${step.at ? ` <time datetime="${escapeHtml(step.at)}">${escapeHtml(formatDateTime(step.at, t.locale))}</time>` : ''}</li>`,
    )
    .join('');
  const items = order.items
    .map(
      (item) =>
        `<li><span>${escapeHtml(lineWords(item, t))}</span><span>${escapeHtml(formatKes(item.lineTotalCents, t.locale))}</span></li>`,
    )
    .join('');
  // As true when read: no estimate of days once the goods have arrived.
  const delivery = order.delivery && deliveryAsNow(order.delivery, order.deliveryStatus);
  const county = delivery ? (countyOf(delivery.county)?.name ?? delivery.county) : null;
  const totals = [
    row(t('totals.subtotal'), escapeHtml(formatKes(order.figures.goodsCents, t.locale))),
    row(
      t('delivery.line'),
      delivery
        ? `${escapeHtml(deliveryFeeText(delivery, t))}<br><span class="track__muted">${escapeHtml(deliveryDetailText(delivery, t))}</span>`
        : escapeHtml(formatKes(order.figures.delivery.feeCents ?? 0, t.locale)),
    ),
    ...figureRows(order.figures, t).map((figure) => {
      const value = [figure.amount, figure.quote].filter(Boolean).map((part) => escapeHtml(part!));
      return row(
        figure.label,
        `<span data-testid="${figure.id}">${figure.strong ? `<strong>${value.join(' ')}</strong>` : value.join(' ')}</span>`,
      );
    }),
  ].join('');
  const where =
    delivery && county && !orderEnded({ ...order, orderStatus: order.status }) && order.deliveryStatus !== 'delivered'
      ? `<p>${escapeHtml(delivery.days ? t('confirm.deliveryDays', { county, days: t('delivery.days', delivery.days) }) : t('confirm.deliveryQuote', { county }))}</p>`
      : '';
  const payNow = pay
    ? `<form class="track__pay" method="post"${attr('action', pay.action)}>${hidden(pay.phone, reference)}<p>${escapeHtml(t('track.payHint'))}</p><button class="button" type="submit">${escapeHtml(t('track.payNow'))}</button></form>`
    : '';
  const cancelForm =
    cancel && order.cancelUntil
      ? `<details class="track__cancel"${cancel.error ? ' open' : ''}><summary>${escapeHtml(t(plan ? 'laybyTrack.cancel.button' : 'cancel.button'))}</summary>` +
        `<form method="post"${attr('action', cancel.action)}>${hidden(cancel.phone, reference)}` +
        // A lay-by is cancelled any time before it is paid, its fee and what goes back said before the confirm.
        (plan
          ? `<p>${escapeHtml(t('laybyTrack.cancel.when'))}</p><p data-testid="layby-cancel-quote">${escapeHtml(cancelWords(plan, t))}</p>`
          : `<p>${escapeHtml(t('cancel.until', { time: formatDateTime(order.cancelUntil, t.locale) }))}</p>` +
            (order.paidAt
              ? `<p>${escapeHtml(t('cancel.refundNote', { amount: formatKes(order.figures.paidCents, t.locale) }))}</p>`
              : '')) +
        fieldHtml({
          form: 'track-cancel',
          name: 'reason',
          label: t('cancel.reasonLabel'),
          hint: t('cancel.reasonHint'),
          type: 'textarea',
          required: true,
          value: cancel.reason,
          error: cancel.error,
        }) +
        `<button class="button button--danger" type="submit">${escapeHtml(t(plan ? 'laybyTrack.cancel.confirm' : 'cancel.confirm'))}</button></form></details>`
      : '';
  const note = vatNote(order.figures, t);
  const done = (actions.done ?? []).map((line) => `<p class="track__done">${escapeHtml(line)}</p>`).join('');
  return (
    `<section class="track" aria-labelledby="track-order" data-testid="tracked-order">` +
    `<h2 id="track-order">${escapeHtml(t('track.order', { reference }))}</h2>` +
    (done ? `<div role="status">${done}</div>` : '') +
    `<p class="track__muted">${escapeHtml(t('track.placed', { date: formatDateTime(order.createdAt, t.locale) }))}</p>` +
    `<dl class="track__facts">${row(t('track.status'), escapeHtml(orderStatusName(order.status, t)))}${row(t('orders.delivery'), escapeHtml(t(`orders.delivery.${order.deliveryStatus}`)))}${receipt ? row(receiptLabel(receipt, t), escapeHtml(receipt.code)) : ''}</dl>` +
    (plan ? laybyPlanHtml(plan, order.chosenMethod, t, instalment ? { ...instalment, reference } : null) : '') +
    (order.installation
      ? installationHtml(order.installation, actions.installation ? { ...actions.installation, reference } : null, t)
      : '') +
    payNow +
    cancelForm +
    (actions.invoice ? invoiceLinkFormHtml(actions.invoice.action, actions.invoice.phone, reference, t) : '') +
    // Delivered and standing: its serials can be registered for the warranty.
    (order.deliveryStatus === 'delivered' && !orderEnded({ ...order, orderStatus: order.status })
      ? `<p><a${attr('href', `${localizedPath('/warranty', t.locale)}?ref=${reference}`)}>${escapeHtml(t('track.registerWarranty'))}</a></p>`
      : '') +
    `<h3>${escapeHtml(t('track.timeline'))}</h3><ol class="timeline">${steps}</ol>${where}` +
    `<h3>${escapeHtml(t('track.items'))}</h3><ul class="track__items">${items}</ul>` +
    `<dl class="track__totals">${totals}</dl>` +
    (note ? `<p class="track__muted">${escapeHtml(note)}</p>` : '') +
    `</section>`
  );
}
