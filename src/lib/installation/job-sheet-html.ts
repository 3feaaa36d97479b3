import type { Translate } from '../../i18n/index.ts';
import { LOCALE_TAG } from '../../i18n/locales.ts';
import { formatLongDate } from '../date-time.ts';
import { attr, escapeHtml } from '../html.ts';
import type { ChecklistValue } from './checklist.ts';
import { checklistFieldsHtml, checklistReadOnlyHtml } from './checklist-html.ts';
import type { SerialSlot } from './serial-slots.ts';

/**
 * The technician's job sheet (/jobs/{token}) as one small HTML document of its own: no script, no
 * island, no site header, its few styles inline (the design tokens' names, with their values as
 * fallbacks), so it opens at 360 px on mobile data and prints as a sheet. Three forms post back to
 * the same address, told apart by `intent`: save (the record and serials), send (the code to the
 * customer), confirm (the code the customer reads out).
 */

type JobSheetStatus = 'open' | 'waitingDelivery' | 'completed' | 'cancelled';

export interface JobSheetView {
  action: string;
  reference: string;
  customer: { name: string; phone: string; address: string; county: string };
  day: string | null;
  technician: { name: string; licenceNumber: string; licenceClass: string; licenceExpires: string } | null;
  lines: Array<{ name: string; quantity: number }>;
  includes: string[];
  status: JobSheetStatus;
  completedOn: string | null;
  /** Labels of the fields and serials still to fill (open jobs). */
  missing: string[];
  slots: readonly SerialSlot[];
  /** The form as shown: values by field name (record and `serial.N`), errors beside them. */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The kept record, for the read-only sheet of a completed job. */
  kept: Readonly<Record<string, ChecklistValue>>;
  /** What the last post did, said at the top (and where). */
  notice: { text: string; kind: 'done' | 'problem'; at: 'record' | 'code' } | null;
}

const STYLE = `
:root{font-family:var(--font-body,system-ui,sans-serif);color:var(--color-ink,#1b1f23);background:var(--color-surface,#fff)}
body{margin:0;padding:var(--space-3,.75rem);max-width:40rem;margin-inline:auto;line-height:1.4}
h1{font-size:var(--text-lg,1.25rem);margin:0 0 var(--space-2,.5rem)}h2{font-size:var(--text-md,1rem);margin:var(--space-5,1.5rem) 0 var(--space-2,.5rem)}
h3{font-size:var(--text-sm,.875rem);margin:var(--space-3,.75rem) 0 var(--space-1,.25rem)}
dl{margin:0}dl div{display:flex;flex-wrap:wrap;gap:0 var(--space-2,.5rem);border-bottom:1px solid var(--color-border,#d5dbd8);padding:var(--space-1,.25rem) 0}
dt{font-weight:600}dd{margin:0 0 0 auto;overflow-wrap:anywhere}
ul{padding-left:var(--space-5,1.5rem);margin:0}
fieldset{border:1px solid var(--color-border,#d5dbd8);border-radius:var(--radius-1,4px);margin:0 0 var(--space-3,.75rem);padding:var(--space-2,.5rem) var(--space-3,.75rem)}
legend{font-weight:700;padding:0 var(--space-1,.25rem)}
.job-field{display:grid;gap:var(--space-1,.25rem);margin-bottom:var(--space-2,.5rem)}
label{font-size:var(--text-sm,.875rem)}
input,select{font:inherit;padding:var(--space-2,.5rem);border:1px solid var(--color-ink-muted,#4a5561);border-radius:var(--radius-1,4px);width:100%;box-sizing:border-box;min-height:2.75rem}
[aria-invalid=true]{border-color:var(--color-danger,#b3261e)}
.job-field__error,.job-notice--problem{color:var(--color-danger,#b3261e);margin:0;font-size:var(--text-sm,.875rem)}
.job-field__error:empty{display:none}
.job-notice{padding:var(--space-2,.5rem) var(--space-3,.75rem);border-left:4px solid var(--color-brand,#0b6e4f);background:var(--color-surface-alt,#f4f6f5);margin:var(--space-2,.5rem) 0}
.job-notice--problem{border-left-color:var(--color-danger,#b3261e)}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:var(--space-2,.5rem) var(--space-4,1rem);border:0;border-radius:var(--radius-1,4px);background:var(--color-brand,#0b6e4f);color:var(--color-on-brand,#fff);width:100%;margin-top:var(--space-2,.5rem)}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--color-focus,#1a5fb4);outline-offset:2px}
form.job-code+form.job-code{margin-top:var(--space-4,1rem)}
@media print{button,form.job-code{display:none}}
`;

const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;

/** A whole page around `body`, in the reader's language. */
function jobPageHtml(title: string, body: string, t: Translate): string {
  return (
    `<!doctype html><html lang="${LOCALE_TAG[t.locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

function notice(view: JobSheetView, at: 'record' | 'code'): string {
  if (view.notice?.at !== at) return '';
  return `<p class="job-notice${view.notice.kind === 'problem' ? ' job-notice--problem' : ''}" role="status">${escapeHtml(view.notice.text)}</p>`;
}

function statusHtml(view: JobSheetView, t: Translate): string {
  const text =
    view.status === 'completed'
      ? t('installationJob.status.completed', { date: formatLongDate(view.completedOn!, t.locale) })
      : view.status === 'cancelled'
        ? t('installationJob.status.cancelled')
        : view.status === 'waitingDelivery'
          ? t('installationJob.status.waitingDelivery')
          : view.missing.length > 0
            ? t('installationJob.status.missing', { count: view.missing.length, fields: view.missing.join('; ') })
            : t('installationJob.status.ready');
  return `<p class="job-notice" data-testid="job-status">${escapeHtml(text)}</p>`;
}

function serialsHtml(view: JobSheetView, t: Translate, readOnly: boolean): string {
  const label = (slot: SerialSlot) =>
    slot.count > 1
      ? t('installationJob.serials.of', { product: slot.productName, number: slot.number, count: slot.count })
      : t('installationJob.serials.one', { product: slot.productName });
  const fields = view.slots.map((slot) => {
    const name = `serial.${slot.index}`;
    const value = view.values[name] ?? '';
    if (readOnly) return row(label(slot), value || '–');
    const error = view.errors[name];
    return (
      `<div class="job-field"><label for="job-serial-${slot.index}">${escapeHtml(label(slot))}</label>` +
      `<input id="job-serial-${slot.index}" name="${name}" type="text" autocomplete="off" autocapitalize="characters" maxlength="60"${attr('value', value || null)}${attr('aria-invalid', error ? 'true' : null)} aria-describedby="job-serial-${slot.index}-error">` +
      `<p class="job-field__error" id="job-serial-${slot.index}-error">${escapeHtml(error ?? '')}</p></div>`
    );
  });
  const heading = `<h2 id="job-serials">${escapeHtml(t('installationJob.serials.heading'))}</h2>`;
  if (readOnly) return `<section aria-labelledby="job-serials">${heading}<dl>${fields.join('')}</dl></section>`;
  return `<fieldset class="job-group"><legend>${escapeHtml(t('installationJob.serials.heading'))}</legend><p>${escapeHtml(t('installationJob.serials.intro'))}</p>${fields.join('')}</fieldset>`;
}

/** The sheet: who and where, what to install, the record with the serials, and completion by the customer's code. */
export function jobSheetHtml(view: JobSheetView, t: Translate): string {
  const readOnly = view.status === 'completed' || view.status === 'cancelled';
  const who =
    `<dl>` +
    row(t('installationJob.name'), view.customer.name) +
    row(t('installationJob.phone'), view.customer.phone) +
    row(t('installationJob.address'), view.customer.address) +
    row(t('installationJob.county'), view.customer.county) +
    (view.day ? row(t('installationJob.day'), formatLongDate(view.day, t.locale)) : '') +
    (view.technician
      ? row(
          t('installationJob.technician'),
          `${view.technician.name}, ${t('installationJob.licence', {
            number: view.technician.licenceNumber,
            class: view.technician.licenceClass,
            date: formatLongDate(view.technician.licenceExpires, t.locale),
          })}`,
        )
      : '') +
    `</dl>`;
  const goods = view.lines
    .map((line) => `<li>${escapeHtml(t('installationJob.install.quantity', { count: line.quantity }))} ${escapeHtml(line.name)}</li>`)
    .join('');
  const includes = view.includes.length
    ? `<h3>${escapeHtml(t('installationJob.includes'))}</h3><ul>${view.includes.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : '';
  const record = readOnly
    ? `<h2>${escapeHtml(t('installationJob.record.heading'))}</h2>${checklistReadOnlyHtml(view.kept, t)}${serialsHtml(view, t, true)}`
    : `<h2 id="job-record">${escapeHtml(t('installationJob.record.heading'))}</h2><p>${escapeHtml(t('installationJob.record.intro'))}</p>` +
      notice(view, 'record') +
      `<form method="post"${attr('action', view.action)} aria-labelledby="job-record"><input type="hidden" name="intent" value="save">` +
      checklistFieldsHtml({ values: view.values, errors: view.errors }, t) +
      serialsHtml(view, t, false) +
      `<button type="submit">${escapeHtml(t('installationJob.save'))}</button></form>`;
  const completion =
    view.status === 'open'
      ? `<h2 id="job-code">${escapeHtml(t('installationJob.code.heading'))}</h2><p>${escapeHtml(t('installationJob.code.intro'))}</p>` +
        notice(view, 'code') +
        `<form class="job-code" method="post"${attr('action', view.action)}><input type="hidden" name="intent" value="send">` +
        `<button type="submit">${escapeHtml(t('installationJob.code.send'))}</button></form>` +
        `<form class="job-code" method="post"${attr('action', view.action)}><input type="hidden" name="intent" value="confirm">` +
        `<div class="job-field"><label for="job-code-input">${escapeHtml(t('installationJob.code.label'))}</label>` +
        `<input id="job-code-input" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"></div>` +
        `<button type="submit">${escapeHtml(t('installationJob.code.confirm'))}</button></form>`
      : notice(view, 'code');
  return jobPageHtml(
    t('installationJob.pageTitle', { reference: view.reference }),
    `<h1>${escapeHtml(t('installationJob.pageTitle', { reference: view.reference }))}</h1>` +
      statusHtml(view, t) +
      `<h2>${escapeHtml(t('installationJob.customer'))}</h2>${who}` +
      `<h2>${escapeHtml(t('installationJob.install.heading'))}</h2><ul data-testid="job-goods">${goods}</ul>${includes}` +
      record +
      completion,
    t,
  );
}

/** An unknown or replaced link's page (answered with 404). */
export function jobNotFoundHtml(t: Translate): string {
  return jobPageHtml(
    t('installationJob.notFound.title'),
    `<h1>${escapeHtml(t('installationJob.notFound.title'))}</h1><p>${escapeHtml(t('installationJob.notFound.body'))}</p>`,
    t,
  );
}
