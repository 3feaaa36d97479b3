import { z } from 'zod';
import { ADMIN_ACTIONS, ADMIN_TARGETS, ASSURANCE_LEVELS } from '../lib/admin/admin-actions.ts';

/** One entry of the admin audit (issue 33), as GET /api/admin/actions and the dashboard answer it. */
export const adminActionEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who took it: their user id (null once the user is deleted) and e-mail. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  action: z.enum(ADMIN_ACTIONS),
  target: z.object({ kind: z.enum(ADMIN_TARGETS), id: z.string() }),
  /** What changed: from and to, an amount in cents, a reason (see lib/admin/admin-actions.ts). */
  details: z.record(z.string(), z.unknown()),
  /** aal2: the admin had passed a second factor; aal1: a password (or a link) alone. */
  aal: z.enum(ASSURANCE_LEVELS),
  amr: z.array(z.string()),
  clientAddress: z.string().nullable(),
});

/** GET /api/admin/actions: the newest first; `next` is the `before` of the following page, null on the last. */
export const adminActionsPage = z.object({ actions: z.array(adminActionEntry), next: z.string().nullable() });
export type AdminActionsPage = z.infer<typeof adminActionsPage>;
