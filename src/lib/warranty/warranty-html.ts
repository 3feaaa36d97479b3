import type { Translate } from '../../i18n/index.ts';
import { formatLongDate } from '../date-time.ts';
import { fieldHtml } from '../form-html.ts';
import { attr, escapeHtml } from '../html.ts';
import type { WarrantyRegistrationAnswer } from '../../api/warranty.ts';
import { phoneFieldHtml, referenceFieldHtml } from '../orders/track-html.ts';
import { inWarranty, warrantyPeriod, WORKMANSHIP_MONTHS } from './terms.ts';

/**
 * The /warranty page's parts as HTML, for the server to answer a form post into the built page
 * (src/server/pages/warranty.ts) and for the build's first drawing: no script is needed for any of
 * it. Field names are the API's (reference, phone, serial, description); an item's serial posts as
 * `serial.N` beside its product `product.N`.
 */

export interface FindFormState {
  action: string;
  phone?: string;
  reference?: string;
  errors?: { phone?: string | undefined; reference?: string | undefined };
  notice?: string;
}

const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;

function noticeHtml(notice: string | undefined, className: string): string {
  return `<p class="${className}" role="status">${escapeHtml(notice ?? '')}</p>`;
}

/**
 * Step one, as a section: the order's reference and the phone it was placed with. Once an order is
 * open below it, `found` names it instead, with the way back to another order.
 */
export function findSectionHtml(state: FindFormState & { found?: string }, t: Translate): string {
  if (state.found)
    return `<p class="warranty-found">${escapeHtml(t('track.order', { reference: state.found }))} · <a${attr('href', state.action)}>${escapeHtml(t('warranty.find.another'))}</a></p>`;
  return (
    `<section class="warranty-step" aria-labelledby="warranty-find"><h2 id="warranty-find">${escapeHtml(t('warranty.find.heading'))}</h2>` +
    `<p>${escapeHtml(t('warranty.find.intro'))}</p>${findFormHtml(state, t)}</section>`
  );
}

function findFormHtml(state: FindFormState, t: Translate): string {
  const errors = state.errors ?? {};
  const notice = state.notice ?? (errors.phone || errors.reference ? t('track.error.fix') : '');
  return (
    `<form class="warranty-form" method="post"${attr('action', state.action)}>` +
    referenceFieldHtml('warranty', state.reference, errors.reference, t) +
    phoneFieldHtml('warranty', state.phone, errors.phone, t) +
    `<button class="button" type="submit">${escapeHtml(t('warranty.find.submit'))}</button>` +
    noticeHtml(notice, 'warranty-form__notice') +
    `</form>`
  );
}

/** A line of the order with the serials it still takes. */
export interface OpenLine {
  productId: string;
  productName: string;
  quantity: number;
  /** Serials registered for it already. */
  registered: number;
}

export interface ItemsFormState {
  action: string;
  phone: string;
  reference: string;
  deliveredOn: string;
  lines: readonly OpenLine[];
  /** What was typed, by the field's name (`serial.3`), and each field's error. */
  values?: Readonly<Record<string, string>>;
  errors?: Readonly<Record<string, string>>;
  notice?: string;
}

/**
 * Step two: a serial field for each item not yet registered (a line of 2 panels with one registered
 * gives one field), numbered across the form so each posts beside its product.
 */
export function itemsFormHtml(state: ItemsFormState, t: Translate): string {
  const fields: string[] = [];
  let index = 0;
  for (const line of state.lines) {
    for (let number = line.registered + 1; number <= line.quantity; number++, index++) {
      const name = `serial.${index}`;
      fields.push(
        `<input type="hidden" name="product.${index}"${attr('value', line.productId)}>` +
          fieldHtml({
            form: 'warranty-items',
            name,
            label:
              line.quantity > 1
                ? t('warranty.items.serialOf', { product: line.productName, number, count: line.quantity })
                : t('warranty.items.serial', { product: line.productName }),
            autocomplete: 'off',
            value: state.values?.[name],
            error: state.errors?.[name],
          }),
      );
    }
  }
  const heading = `<h2 id="warranty-items">${escapeHtml(t('warranty.items.heading', { reference: state.reference, date: formatLongDate(state.deliveredOn, t.locale) }))}</h2>`;
  if (fields.length === 0)
    return `<section class="warranty-step" aria-labelledby="warranty-items">${heading}<p>${escapeHtml(t('warranty.items.allDone'))}</p></section>`;
  return (
    `<section class="warranty-step" aria-labelledby="warranty-items">${heading}` +
    `<p>${escapeHtml(t('warranty.items.intro'))}</p>` +
    `<form class="warranty-form" method="post"${attr('action', state.action)}>` +
    `<input type="hidden" name="reference"${attr('value', state.reference)}><input type="hidden" name="phone"${attr('value', state.phone)}>` +
    fields.join('') +
    `<button class="button" type="submit">${escapeHtml(t('warranty.items.submit'))}</button>` +
    noticeHtml(state.notice, 'warranty-form__notice') +
    `</form></section>`
  );
}

export interface CertificateState {
  shop: string;
  /** Whose it is: the name given on the order (no phone, no address). */
  owner: string;
  reference: string;
  deliveredOn: string;
  /** Today in Kenya (YYYY-MM-DD): a warranty that has ended says so. */
  today: string;
  registrations: readonly WarrantyRegistrationAnswer[];
  /** Said above it, when the serials were just registered. */
  done?: boolean;
}

/** The printable certificate: whose it is, each serial with its manufacturer's warranty and its last day, and our workmanship warranty. */
export function certificateHtml(state: CertificateState, t: Translate): string {
  const items = state.registrations
    .map((r) => {
      const until = inWarranty(r.endsOn, state.today)
        ? escapeHtml(formatLongDate(r.endsOn, t.locale))
        : `${escapeHtml(formatLongDate(r.endsOn, t.locale))} (${escapeHtml(t('warranty.certificate.ended'))})`;
      const covers = r.covers ? `<br><span class="certificate__covers">${escapeHtml(r.covers)}</span>` : '';
      return (
        `<li><h3>${escapeHtml(r.productName)}</h3><dl>` +
        row(t('warranty.certificate.serial'), `<code>${escapeHtml(r.serial)}</code>`) +
        row(t('warranty.certificate.period'), `${escapeHtml(warrantyPeriod(r.months, t))}${covers}`) +
        row(t('warranty.certificate.until'), until) +
        `</dl></li>`
      );
    })
    .join('');
  return (
    (state.done ? `<p class="warranty-done" role="status">${escapeHtml(t('warranty.done'))}</p>` : '') +
    `<section class="certificate" aria-labelledby="certificate-heading" data-testid="certificate">` +
    `<h2 id="certificate-heading">${escapeHtml(t('warranty.certificate.heading'))}</h2>` +
    `<p class="certificate__owner">${escapeHtml(t('warranty.certificate.owner', { name: state.owner }))}</p>` +
    `<p>${escapeHtml(t('warranty.certificate.issued', { shop: state.shop, reference: state.reference, date: formatLongDate(state.deliveredOn, t.locale) }))}</p>` +
    `<ul class="certificate__items">${items}</ul>` +
    `<p>${escapeHtml(t('warranty.certificate.workmanship', { period: warrantyPeriod(WORKMANSHIP_MONTHS, t) }))}</p>` +
    `<p class="certificate__claim">${escapeHtml(t('warranty.certificate.claim'))}</p>` +
    // Printing needs a script (the page's print-button.ts): without one the button is not shown, and the browser's own Print does the same.
    `<button class="button certificate__print" type="button" data-print data-needs-js>${escapeHtml(t('warranty.certificate.print'))}</button>` +
    `</section>`
  );
}

export interface ClaimFormState {
  action: string;
  serial?: string;
  phone?: string;
  description?: string;
  errors?: { serial?: string | undefined; phone?: string | undefined; description?: string | undefined };
  notice?: string;
  /** The claim just made, said above the form. */
  done?: string;
}

/** The claim form: the registered serial, the phone the order was placed with, what is wrong. */
export function claimFormHtml(state: ClaimFormState, t: Translate): string {
  const errors = state.errors ?? {};
  const notice = state.notice ?? (errors.serial || errors.phone || errors.description ? t('track.error.fix') : '');
  return (
    (state.done ? `<p class="warranty-done" role="status">${escapeHtml(state.done)}</p>` : '') +
    `<form class="warranty-form" method="post"${attr('action', state.action)}>` +
    fieldHtml({
      form: 'claim',
      name: 'serial',
      label: t('warranty.claim.serial'),
      autocomplete: 'off',
      required: true,
      value: state.serial,
      error: errors.serial,
    }) +
    phoneFieldHtml('claim', state.phone, errors.phone, t) +
    fieldHtml({
      form: 'claim',
      name: 'description',
      label: t('warranty.claim.description'),
      hint: t('warranty.claim.descriptionHint'),
      type: 'textarea',
      required: true,
      value: state.description,
      error: errors.description,
    }) +
    `<button class="button" type="submit">${escapeHtml(t('warranty.claim.submit'))}</button>` +
    noticeHtml(notice, 'warranty-form__notice') +
    `</form>`
  );
}
