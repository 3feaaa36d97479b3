import type { MessageKey, MessageValues } from '../i18n/index.ts';
import type { ContactWords } from './contact-message.ts';

/** The keys of the contact form's checks: the words its page writes for its script (src/components/contact/ContactForm.astro). */
export const CONTACT_CHECK_KEYS = [
  'form.error.required',
  'form.error.tooLong',
  'form.error.email',
  'form.error.controlCharacters',
] as const;

/**
 * The contact form's checks in `t`'s language: the request's in the API and the server's form
 * page, the page's words in the browser (`pageWords()`): one `t`, so `{max}` is filled and its
 * plural picked the same way everywhere.
 */
export function contactWords(t: (key: MessageKey, values?: MessageValues) => string): ContactWords {
  return {
    required: t('form.error.required'),
    tooLong: (max) => t('form.error.tooLong', { max }),
    email: t('form.error.email'),
    controlCharacters: t('form.error.controlCharacters'),
  };
}
