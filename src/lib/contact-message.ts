import { z } from 'zod';
import { t } from '../i18n/index.ts';
import { isPlainText } from './plain-text.ts';

const required = (max: number, multiline = false) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`).refine((value) => isPlainText(value, { multiline }), t('form.error.controlCharacters'));

/** The contact form's message: shared by the form on /contact and POST /api/contact. */
export const contactMessageSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email: z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address')),
  /** Optional; an empty field counts as absent. */
  phone: z
    .string()
    .trim()
    .max(30, 'At most 30 characters')
    .refine((value) => isPlainText(value), t('form.error.controlCharacters'))
    .optional()
    .transform((value) => value || null),
  subject: required(200),
  message: required(5000, true),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
