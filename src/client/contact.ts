import type { contactAnswer } from '../api/contact.ts';
import type { ContactMessageInput } from '../lib/contact-message.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** Sends the contact form's message to the shop (POST /api/contact). */
export function sendContactMessage(message: ContactMessageInput): Promise<ApiResult<AnswerOf<typeof contactAnswer>>> {
  return call('/api/contact', { method: 'POST', body: message });
}
