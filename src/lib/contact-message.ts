import * as z from 'zod/mini';
import { isPlainText } from './plain-text.ts';

/**
 * How the contact form's checks read, in the page's language: the API takes them from `t()`
 * (src/server/routes/contact.ts), the form from its page's words (`pageWords()`), so the form's
 * script carries no string table.
 */
export interface ContactWords {
  required: string;
  /** At most `max` characters. */
  tooLong: (max: number) => string;
  email: string;
  controlCharacters: string;
}

/** The contact form's message: one schema for the form on /contact and POST /api/contact, in zod's smaller build (`zod/mini`) for the form's sake. */
export function contactMessageSchema(words: ContactWords) {
  const { tooLong } = words;
  const plain = (multiline = false) => z.refine<string>((value) => isPlainText(value, { multiline }), words.controlCharacters);
  const required = (max: number, multiline = false) =>
    z.string(words.required).check(z.trim(), z.minLength(1, words.required), z.maxLength(max, tooLong(max)), plain(multiline));
  return z.object({
    firstName: required(100),
    lastName: required(100),
    email: z.pipe(z.string(words.email).check(z.trim(), z.maxLength(320, tooLong(320))), z.email(words.email)),
    /** Optional; an empty field counts as absent. */
    phone: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(30, tooLong(30)), plain())),
      z.transform((value: string | undefined) => value || null),
    ),
    subject: required(200),
    message: required(5000, true),
  });
}

export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>;
