import { sendContactMessage } from '../client/contact.ts';
import { contactMessageSchema, type ContactMessageInput } from '../lib/contact-message.ts';
import { contactWords } from '../lib/contact-words.ts';
import { pageWords } from '../i18n/page-words.ts';

/**
 * The contact form: checks the fields with the schema the API uses, shows errors beside them,
 * posts JSON to /api/contact, confirms on success and keeps what was typed when sending fails.
 * Without this script the form posts to /contact and the server answers (src/server/pages/contact.ts).
 */
const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');

if (form) {
  // With the script, the form's own checks speak (beside each field); without it, the browser's do.
  form.noValidate = true;
  // Its words, in the page's language, from the page (ContactForm.astro).
  const t = pageWords();
  const schema = contactMessageSchema(contactWords(t));
  const result = form.querySelector<HTMLElement>('[data-contact-result]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const submitLabel = submit.textContent ?? '';

  const values = () => Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));

  const showErrors = (errors: Record<string, string>): void => {
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const name = slot.dataset.errorFor ?? '';
      const control = form.elements.namedItem(name);
      slot.textContent = errors[name] ?? '';
      if (control instanceof HTMLElement) control.setAttribute('aria-invalid', String(Boolean(errors[name])));
    }
  };

  const say = (text: string, kind: 'ok' | 'error'): void => {
    result.dataset.kind = kind;
    result.textContent = text;
  };

  const check = (): Record<string, string> | null => {
    const parsed = schema.safeParse(values());
    if (parsed.success) return null;
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= issue.message;
    }
    return errors;
  };

  // A field marked wrong is checked again as the shopper leaves it.
  form.addEventListener('focusout', (event) => {
    const target = event.target as HTMLInputElement;
    if (!target.name || target.getAttribute('aria-invalid') !== 'true') return;
    const message = check()?.[target.name] ?? '';
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${target.name}"]`);
    if (slot) slot.textContent = message;
    target.setAttribute('aria-invalid', String(message !== ''));
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const errors = check();
    showErrors(errors ?? {});
    if (errors) {
      say(t('contact.fixErrors'), 'error');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const body = values();
    submit.disabled = true;
    submit.textContent = t('contact.sending');
    say('', 'ok');
    const answer = await sendContactMessage({ ...body, phone: body.phone?.trim() ? body.phone : undefined } as ContactMessageInput);
    if (answer.ok) {
      form.reset();
      showErrors({});
      say(t('contact.sent', { name: body.firstName ?? '' }), 'ok');
    } else {
      const reason = answer.status === 0 ? t('contact.offline') : answer.message || `HTTP ${answer.status}.`;
      say(t('contact.failed', { reason }), 'error');
    }
    submit.disabled = false;
    submit.textContent = submitLabel;
    result.focus();
  });
}
