import type { Context } from 'hono';
import { z } from 'zod';

/** Reading GoTrue request bodies: JSON in which supabase-js sends null for fields it leaves out. */

export const nullableText = z.string().nullish();
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => ({}));
}
