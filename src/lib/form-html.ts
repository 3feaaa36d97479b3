import { attr, escapeHtml } from './html.ts';

/** One labelled field of a form the server may send back: what was typed, and its error beside it. */
export interface FieldHtml {
  /** The form's prefix for ids: `contact` gives `contact-email`. */
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autocomplete?: string;
  required?: boolean;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string;
  /** Spans the form's grid (`form-field--wide`). */
  wide?: boolean;
  inputmode?: string;
}

/**
 * A label, its control and the error under it, tied together for screen readers (aria-describedby,
 * aria-invalid); without an error the error slot stays, empty, for the form's script to fill.
 */
export function fieldHtml(field: FieldHtml): string {
  const id = `${field.form}-${field.name}`;
  const described = [field.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  const common = `id="${id}" name="${escapeHtml(field.name)}"${attr('autocomplete', field.autocomplete)}${attr('required', field.required ?? false)}${attr('inputmode', field.inputmode)}${attr('aria-invalid', field.error ? 'true' : null)} aria-describedby="${described}"`;
  const control =
    field.type === 'textarea'
      ? `<textarea ${common} rows="6">${escapeHtml(field.value ?? '')}</textarea>`
      : `<input ${common}${attr('type', field.type ?? 'text')}${attr('value', field.value || null)}>`;
  const label = `<label for="${id}">${escapeHtml(field.label)}${field.required ? '<span aria-hidden="true"> *</span>' : ''}</label>`;
  const hint = field.hint ? `<p class="form-field__hint" id="${id}-hint">${escapeHtml(field.hint)}</p>` : '';
  return `<div class="form-field${field.wide ? ' form-field--wide' : ''}">${label}${hint}${control}<p class="form-field__error" id="${id}-error" data-error-for="${escapeHtml(field.name)}">${escapeHtml(field.error ?? '')}</p></div>`;
}
