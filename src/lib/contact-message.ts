import { z } from 'zod';
import { isPlainText } from './plain-text.ts';

/**
 * How the contact form's checks read, in the page's language: the API takes them from `t()`
 * (src/server/routes/contact.ts), the form from its page (data attributes), so the form's script
 * carries no string table.
 */
export interface ContactWords {
  required: string;
  /** With `{max}`. */
  tooLong: string;
  email: string;
  controlCharacters: string;
}

/** POST /api/contact answers the saved message's id and time. */
export const contactAnswer = z.object({ id: z.string(), createdAt: z.string() });

/** The contact form's message: one schema for the form on /contact and POST /api/contact. */
export function contactMessageSchema(words: ContactWords) {
  const tooLong = (max: number) => words.tooLong.replace('{max}', String(max));
  const plain = (multiline = false) => (value: string) => isPlainText(value, { multiline });
  const required = (max: number, multiline = false) =>
    z.string(words.required).trim().min(1, words.required).max(max, tooLong(max)).refine(plain(multiline), words.controlCharacters);
  return z.object({
    firstName: required(100),
    lastName: required(100),
    email: z.string(words.email).trim().max(320, tooLong(320)).pipe(z.email(words.email)),
    /** Optional; an empty field counts as absent. */
    phone: z
      .string()
      .trim()
      .max(30, tooLong(30))
      .refine(plain(), words.controlCharacters)
      .optional()
      .transform((value) => value || null),
    subject: required(200),
    message: required(5000, true),
  });
}

export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>;
export type ContactMessage = z.output<ReturnType<typeof contactMessageSchema>>;
