import { Hono } from 'hono';
import { contactMessageSchema } from '../../lib/contact-message.ts';
import { contactWords } from '../../lib/contact-words.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import type { Database } from '../db/index.ts';
import { validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';

/** POST /api/contact: validates and stores a contact-form message (rate-limited per client in app.ts). */
export function contactRoutes(db: Database, users: SignedInUsers | undefined) {
  return new Hono().post('/', async (c) => {
    // In the language the form was sent from (src/server/locale.ts).
    const parsed = contactMessageSchema(contactWords(c.get('t'))).safeParse(await jsonBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const user = users ? await users.optional(c.req.header('authorization')).catch(() => null) : null;
    const saved = await db.contact.create({ ...parsed.data, userId: user?.id ?? null });
    return c.json({ id: saved.id, createdAt: saved.createdAt }, 201);
  });
}
