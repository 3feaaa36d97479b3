import type { Translate } from '../../i18n/index.ts';
import type { ContactFormWords } from './form-html.ts';

/** Where the contact form sits in the built page, for the server's answer to a form post. */
export const CONTACT_FORM_SLOT = 'contact-form';

/** The contact form's labels and button in `t`'s language (the page's at build, the request's on the server). */
export function contactFormWords(t: Translate): ContactFormWords {
  return {
    labels: {
      firstName: t('contact.firstName'),
      lastName: t('contact.lastName'),
      email: t('contact.email'),
      phone: t('contact.phone'),
      subject: t('contact.subject'),
      message: t('contact.message'),
    },
    send: t('contact.send'),
    fixErrors: t('contact.fixErrors'),
  };
}
