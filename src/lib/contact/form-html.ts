import { attr, escapeHtml } from '../html.ts';
import { fieldHtml, type FieldHtml } from '../form-html.ts';

/** The contact form's words, in the page's language. */
export interface ContactFormWords {
  labels: Record<ContactField, string>;
  send: string;
  /** Shown above the fields when the server sends the form back with errors. */
  fixErrors: string;
}

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const INPUTS: ReadonlyArray<{
  name: Exclude<ContactField, 'message'>;
  type: 'text' | 'email' | 'tel';
  autocomplete: string;
  required: boolean;
}> = [
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
  const field = (name: ContactField, extra: Partial<FieldHtml>) =>
    fieldHtml({ form: 'contact', name, label: words.labels[name], value: values[name], error: errors[name], ...extra });
  const inputs = INPUTS.map((input) =>
    field(input.name, { type: input.type, autocomplete: input.autocomplete, required: input.required, wide: input.name === 'subject' }),
  ).join('');
  const message = field('message', { type: 'textarea', required: true, wide: true });
  const notice = state.notice ?? (Object.values(errors).some(Boolean) ? words.fixErrors : '');
  return (
    `<form class="contact-form" data-contact-form method="post"${attr('action', state.action)}>` +
    `<div class="contact-form__grid">${inputs}${message}</div>` +
    `<button class="button" type="submit">${escapeHtml(words.send)}</button>` +
    `<div class="contact-form__result" data-contact-result role="status" tabindex="-1"${notice ? ' data-kind="error"' : ''}>${escapeHtml(notice)}</div>` +
    `</form>`
  );
}
