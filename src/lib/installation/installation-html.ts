import type { CustomerInstallation } from '../../api/installation.ts';
import type { Translate } from '../../i18n/index.ts';
import { attr, escapeHtml } from '../html.ts';
import { dayOptionLabel, installationFacts, rescheduleNote, rescheduleWords } from './customer-words.ts';

/** /track's form to choose or move the day: where it posts, the open days of the order's zone, and the error when sent back. */
export interface RescheduleForm {
  action: string;
  phone: string;
  reference: string;
  days: ReadonlyArray<{ date: string; available: number }>;
  error?: string | undefined;
}

/**
 * An order's Installation block on /track, without scripts: the day, where it stands, the
 * technician with their EPRA licence, what is included, whether the day may still be moved, and
 * (while it may) a form with a select of the open days that posts the order's phone and reference.
 */
export function installationHtml(job: CustomerInstallation, form: RescheduleForm | null, t: Translate): string {
  const facts = installationFacts(job, t)
    .map((fact) => `<div><dt>${escapeHtml(fact.label)}</dt><dd data-testid="installation-${fact.id}">${escapeHtml(fact.value)}</dd></div>`)
    .join('');
  const includes = job.includes.length
    ? `<h4>${escapeHtml(t('installationTrack.includes'))}</h4><ul class="installation__includes">${job.includes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  const note = rescheduleNote(job, t);
  return (
    `<section class="installation" aria-labelledby="track-installation" data-testid="installation">` +
    `<h3 id="track-installation">${escapeHtml(t('installationTrack.heading'))}</h3>` +
    `<dl class="track__facts">${facts}</dl>` +
    includes +
    (note ? `<p class="track__muted" data-testid="installation-note">${escapeHtml(note)}</p>` : '') +
    (form && job.canReschedule ? rescheduleFormHtml(job, form, t) : '') +
    `</section>`
  );
}

function rescheduleFormHtml(job: CustomerInstallation, form: RescheduleForm, t: Translate): string {
  const words = rescheduleWords(job, t);
  const open = form.days.filter((slot) => slot.available > 0 && slot.date !== job.day);
  if (!open.length) return `<p>${escapeHtml(t('installationTrack.form.noDays'))}</p>`;
  const id = 'track-installation-date';
  const options = open.map((slot) => `<option${attr('value', slot.date)}>${escapeHtml(dayOptionLabel(slot, t))}</option>`).join('');
  return (
    `<form class="installation__move" method="post"${attr('action', form.action)} aria-labelledby="track-installation-move">` +
    `<h4 id="track-installation-move">${escapeHtml(words.heading)}</h4>` +
    `<input type="hidden" name="phone"${attr('value', form.phone)}><input type="hidden" name="reference"${attr('value', form.reference)}>` +
    `<div class="form-field"><label for="${id}">${escapeHtml(t('installationTrack.form.day'))}<span aria-hidden="true"> *</span></label>` +
    `<select id="${id}" name="date" required${attr('aria-invalid', form.error ? 'true' : null)} aria-describedby="${id}-error">${options}</select>` +
    `<p class="form-field__error" id="${id}-error">${escapeHtml(form.error ?? '')}</p></div>` +
    `<button class="button" type="submit">${escapeHtml(words.submit)}</button>` +
    `</form>`
  );
}
