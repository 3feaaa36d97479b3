import type { MessageKey, Translate } from '../../i18n/index.ts';
import { attr, escapeHtml } from '../html.ts';
import { CHECKLIST_FIELDS, SECTIONS, type ChecklistField, type ChecklistValue } from './checklist.ts';

/**
 * The commissioning record as form controls (job-sheet-html.ts places them): a fieldset per section
 * and per string, numbers as `inputmode="decimal"` text (a phone's number pad, and decimal commas
 * accepted), yes/no and choices as selects. Read-only, the same fields are a definition list.
 */

/** A field's label in the reader's words: a string's check says which string. */
export function fieldLabel(field: ChecklistField, t: Translate): string {
  const label = t(`installationJob.field.${field.label}` as MessageKey);
  return field.string ? `${t('installationJob.string', { number: field.string })}: ${label}` : label;
}

/** What a kept value looks like in a form control ('' for none). */
export function formValue(value: ChecklistValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function shownValue(field: ChecklistField, value: ChecklistValue | undefined, t: Translate): string {
  if (value === undefined || value === '') return '–';
  if (field.kind === 'yesno') return t(value ? 'installationJob.yes' : 'installationJob.no');
  if (field.kind === 'choice') return t(`installationJob.option.${String(value)}` as MessageKey);
  return String(value);
}

function control(field: ChecklistField, id: string, value: string, error: string | undefined, t: Translate): string {
  const common = `id="${id}" name="${escapeHtml(field.name)}"${attr('aria-invalid', error ? 'true' : null)} aria-describedby="${id}-error"`;
  if (field.kind === 'yesno' || field.kind === 'choice') {
    const options = field.kind === 'yesno' ? ['yes', 'no'] : field.options;
    const label = (option: string) =>
      field.kind === 'yesno'
        ? t(option === 'yes' ? 'installationJob.yes' : 'installationJob.no')
        : t(`installationJob.option.${option}` as MessageKey);
    return (
      `<select ${common}><option value="">${escapeHtml(t('installationJob.unset'))}</option>` +
      options.map((o) => `<option${attr('value', o)}${attr('selected', o === value)}>${escapeHtml(label(o))}</option>`).join('') +
      `</select>`
    );
  }
  if (field.kind === 'number') return `<input ${common} type="text" inputmode="decimal" autocomplete="off"${attr('value', value || null)}>`;
  return `<input ${common} type="text" autocomplete="off" maxlength="${field.max}"${attr('value', value || null)}>`;
}

export interface ChecklistFormState {
  /** What each field shows: as typed when a post was refused, else the kept value (formValue), else its initial value. */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

function fieldHtml(field: ChecklistField, state: ChecklistFormState, t: Translate): string {
  const id = `job-${field.name.replace('.', '-')}`;
  const error = state.errors[field.name];
  const value = state.values[field.name] ?? field.initial ?? '';
  return (
    `<div class="job-field"><label for="${id}">${escapeHtml(t(`installationJob.field.${field.label}` as MessageKey))}</label>` +
    control(field, id, value, error, t) +
    `<p class="job-field__error" id="${id}-error">${escapeHtml(error ?? '')}</p></div>`
  );
}

/** Each section's fields grouped as the form shows them: a section's own, and each string's under its legend. */
function groups(): Array<{ legend: (t: Translate) => string; fields: ChecklistField[] }> {
  const out: Array<{ legend: (t: Translate) => string; fields: ChecklistField[] }> = [];
  for (const section of SECTIONS) {
    const own = CHECKLIST_FIELDS.filter((f) => f.section === section);
    const strings = [...new Set(own.map((f) => f.string).filter((s): s is number => s !== undefined))];
    for (const string of strings)
      out.push({
        legend: (t) => t(string === 1 ? 'installationJob.string' : 'installationJob.stringOptional', { number: string }),
        fields: own.filter((f) => f.string === string),
      });
    const rest = own.filter((f) => f.string === undefined);
    out.push({ legend: (t) => t(`installationJob.section.${section}`), fields: rest });
  }
  return out;
}

/** The record's controls, a fieldset per group (no form element: the sheet's form holds them with the serials). */
export function checklistFieldsHtml(state: ChecklistFormState, t: Translate): string {
  return groups()
    .map(
      (group) =>
        `<fieldset class="job-group"><legend>${escapeHtml(group.legend(t))}</legend>` +
        group.fields.map((field) => fieldHtml(field, state, t)).join('') +
        `</fieldset>`,
    )
    .join('');
}

/** The record as kept, read-only: each group's given values. */
export function checklistReadOnlyHtml(values: Readonly<Record<string, ChecklistValue>>, t: Translate): string {
  return groups()
    .map((group) => {
      const given = group.fields.filter((f) => values[f.name] !== undefined);
      if (given.length === 0) return '';
      return (
        `<section class="job-group"><h3>${escapeHtml(group.legend(t))}</h3><dl>` +
        given
          .map(
            (f) =>
              `<div><dt>${escapeHtml(t(`installationJob.field.${f.label}` as MessageKey))}</dt><dd>${escapeHtml(shownValue(f, values[f.name], t))}</dd></div>`,
          )
          .join('') +
        `</dl></section>`
      );
    })
    .join('');
}
