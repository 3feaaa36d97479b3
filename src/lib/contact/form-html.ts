import { attr, escapeHtml } from '../html.ts';

/** The contact form's words, in the page's language. */
export interface ContactFormWords {
  labels: Record<ContactField, string>;
  send: string;
  /** Shown above the fields when the server sends the form back with errors. */
  fixErrors: string;
}

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const INPUTS: ReadonlyArray<{ name: Exclude<ContactField, 'message'>; type: string; autocomplete: string; required: boolean }> = [
  { name: 'firstName', type: 'text', autocomplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autocomplete: 'family-name', required: true },
  { name: 'email', type: 'email', autocomplete: 'email', required: true },
  { name: 'phone', type: 'tel', autocomplete: 'tel', required: false },
  { name: 'subject', type: 'text', autocomplete: 'off', required: true },
];

export interface ContactFormState {
  /** Where the form posts without a script: /contact, or /sw/contact. */
  action: string;
  values?: Partial<Record<ContactField, string>>;
  errors?: Partial<Record<ContactField, string>>;
  /** Data attributes for the form's script (its words), escaped here. */
  data?: Record<string, string>;
  /** A line above the button in place of "correct the highlighted fields" (a refusal that is no field's fault). */
  notice?: string;
}

/**
 * The contact form's markup, written once for the static page (ContactForm.astro) and for the
 * page the server answers a form post with (src/server/pages/contact.ts): the fields keep what
 * was typed and show each error beside its field. Without a script the browser checks the
 * required fields itself and posts to `action`; the script, when it runs, checks and sends JSON.
 */
export function contactFormHtml(words: ContactFormWords, state: ContactFormState): string {
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const invalid = (name: ContactField) => (errors[name] ? 'true' : null);
  const error = (name: ContactField) => `<p class="field__error" id="contact-${name}-error" data-error-for="${name}">${escapeHtml(errors[name] ?? '')}</p>`;
  const label = (name: ContactField, required: boolean) =>
    `<label for="contact-${name}">${escapeHtml(words.labels[name])}${required ? '<span aria-hidden="true"> *</span>' : ''}</label>`;
  const inputs = INPUTS.map(
    (field) =>
      `<div class="field${field.name === 'subject' ? ' field--wide' : ''}">${label(field.name, field.required)}` +
      `<input id="contact-${field.name}" name="${field.name}"${attr('type', field.type)}${attr('autocomplete', field.autocomplete)}${attr('required', field.required)}${attr('value', values[field.name] || null)}${attr('aria-invalid', invalid(field.name))} aria-describedby="contact-${field.name}-error">` +
      `${error(field.name)}</div>`,
  ).join('');
  const message =
    `<div class="field field--wide">${label('message', true)}` +
    `<textarea id="contact-message" name="message" rows="6" required${attr('aria-invalid', invalid('message'))} aria-describedby="contact-message-error">${escapeHtml(values.message ?? '')}</textarea>` +
    `${error('message')}</div>`;
  const notice = state.notice ?? (Object.values(errors).some(Boolean) ? words.fixErrors : '');
  const data = Object.entries(state.data ?? {}).map(([name, value]) => attr(`data-${name}`, value)).join('');
  return (
    `<form class="contact-form" data-contact-form method="post"${attr('action', state.action)}${data}>` +
    `<div class="contact-form__grid">${inputs}${message}</div>` +
    `<button class="button" type="submit">${escapeHtml(words.send)}</button>` +
    `<div class="contact-form__result" data-contact-result role="status" tabindex="-1"${notice ? ' data-kind="error"' : ''}>${escapeHtml(notice)}</div>` +
    `</form>`
  );
}
