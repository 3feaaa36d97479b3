import type { Translate } from '../i18n/index.ts';
import type { ContactWords } from './contact-message.ts';

/** The contact form's checks in `t`'s language: the page's at build, the request's in the API. */
export function contactWords(t: Translate): ContactWords {
  return {
    required: t('form.error.required'),
    tooLong: t('form.error.tooLong'),
    email: t('form.error.email'),
    controlCharacters: t('form.error.controlCharacters'),
  };
}
