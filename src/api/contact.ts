import * as z from 'zod/mini';

/** POST /api/contact answers the saved message's id and time. */
export const contactAnswer = z.object({ id: z.string(), createdAt: z.string() });
