import { Hono } from 'hono';
import { contactMessageSchema } from '../../lib/contact-message.ts';
import type { TokenVerifier } from '../auth/verify.ts';
import { clientAddress } from '../client-address.ts';
import type { Database } from '../db/index.ts';
import { ApiError, validationError } from '../errors.ts';

/** At most this many messages per client within the window. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowSeconds: 600 };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /api/contact: validates and stores a contact-form message, rate-limited per client. */
export function contactRoutes(db: Database, verifier: TokenVerifier | undefined) {
  return new Hono().post('/', async (c) => {
    const body = await c.req.json().catch(() => {
      throw new ApiError(400, 'INVALID_REQUEST', 'body: expected a JSON object', 'body');
    });
    const parsed = contactMessageSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const clientKey = await sha256Hex(`contact:${clientAddress(c)}`);
    if ((await db.contact.countRecent(clientKey, CONTACT_RATE_LIMIT.windowSeconds)) >= CONTACT_RATE_LIMIT.messages) {
      c.header('Retry-After', String(CONTACT_RATE_LIMIT.windowSeconds));
      throw new ApiError(429, 'RATE_LIMITED', 'You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.');
    }
    const user = verifier ? await verifier.optional(c.req.header('authorization')).catch(() => null) : null;
    const saved = await db.contact.create({ ...parsed.data, userId: user?.id ?? null, clientKey });
    return c.json({ id: saved.id, createdAt: saved.createdAt }, 201);
  });
}
