import { z } from 'zod';
import type { ContactMessageInput } from '../lib/contact-message.ts';
import { call, type ApiResult } from './api.ts';

const contactAnswer = z.object({ id: z.string(), createdAt: z.string() });

/** Sends the contact form's message to the shop (POST /api/contact). */
export function sendContactMessage(message: ContactMessageInput): Promise<ApiResult<z.infer<typeof contactAnswer>>> {
  return call(contactAnswer, '/api/contact', { method: 'POST', body: message });
}
