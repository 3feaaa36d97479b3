import { contactMessageSchema } from '../lib/contact-message.ts';
import { fill } from '../lib/fill.ts';

/**
 * The contact form: checks the fields with the schema the API uses, shows errors beside them,
 * posts JSON to /api/contact, confirms on success and keeps what was typed when sending fails.
 */
const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');

if (form) {
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
    const parsed = contactMessageSchema.safeParse(values());
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
      say(form.dataset.fix ?? '', 'error');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const body = values();
    submit.disabled = true;
    submit.textContent = form.dataset.sending ?? submitLabel;
    say('', 'ok');
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, phone: body.phone?.trim() ? body.phone : undefined }),
      });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(payload?.error?.message ?? `HTTP ${response.status}.`);
      }
      form.reset();
      showErrors({});
      say(fill(form.dataset.sent, { name: body.firstName ?? '' }), 'ok');
    } catch (error) {
      const reason = error instanceof TypeError ? (form.dataset.offline ?? '') : (error as Error).message;
      say(fill(form.dataset.failed, { reason }), 'error');
    } finally {
      submit.disabled = false;
      submit.textContent = submitLabel;
      result.focus();
    }
  });
}
