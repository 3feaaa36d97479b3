import type { Context } from 'hono';
import { translationsFor } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { contactFormHtml, CONTACT_FIELDS, type ContactField } from '../../lib/contact/form-html.ts';
import { CONTACT_FORM_SLOT, contactFormWords } from '../../lib/contact/form-words.ts';
import { contactMessageSchema } from '../../lib/contact-message.ts';
import { contactWords } from '../../lib/contact-words.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import type { Database } from '../db/index.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

/** Where a stored message's sender is sent (POST, then redirect, then GET: a reload sends nothing twice). */
const CONTACT_SENT_PATH = '/contact/sent';

type Answer =
  | { kind: 'stored'; location: string }
  | { kind: 'form'; status: 400 | 429; values: Record<string, string>; errors: Partial<Record<ContactField, string>>; notice?: string };

/** The first error of each field of a form post, or the message to store. */
export async function storeContactForm(db: Database, fields: Record<string, string>, path: string): Promise<Answer> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fields[name] ?? '']));
  const parsed = contactMessageSchema(contactWords(translationsFor(localeOfPath(path)))).safeParse({
    ...values,
    phone: values.phone?.trim() ? values.phone : undefined,
  });
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '') as ContactField;
      if ((CONTACT_FIELDS as readonly string[]).includes(name)) errors[name] ??= issue.message;
    }
    return { kind: 'form', status: 400, values, errors };
  }
  await db.contact.create({ ...parsed.data, userId: null });
  return { kind: 'stored', location: localizedPath(CONTACT_SENT_PATH, localeOfPath(path)) };
}

/** The contact page as built, its form holding what was sent and the errors beside their fields. */
export async function contactFormPage(c: Context, pages: PageSource, answer: Extract<Answer, { kind: 'form' }>): Promise<Response> {
  const path = localizedPath('/contact', localeOfPath(c.req.path));
  const page = await pages(path);
  const form = contactFormHtml(contactFormWords(c.get('t')), {
    action: path,
    values: answer.values,
    errors: answer.errors,
    ...(answer.notice ? { notice: answer.notice } : {}),
  });
  const html = page && fillSlot(page, CONTACT_FORM_SLOT, form);
  if (!html) return c.text(answer.notice ?? c.get('t')('contact.fixErrors'), answer.status);
  return c.html(html, answer.status, NO_STORE);
}
