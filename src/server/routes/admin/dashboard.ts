import { Hono } from 'hono';
import { z } from 'zod';
import { DASHBOARD_FIGURES } from '../../../lib/admin/dashboard-figures.ts';
import { PERIODS, periodRange, SHOP_TIME_ZONE } from '../../../lib/admin/periods.ts';
import { toAdminNotification, type AdminDashboard } from '../../../api/admin.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { jsonBody } from '../../request-body.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import { ADMIN_ACTIONS_MAX_PAGE } from '../../db/admin-actions.ts';
import { DEFAULT_WAITING_ALERT_MINUTES, invoiceBacklogLine } from '../../../lib/tax/waiting-alert.ts';

/** How many of the newest orders and unread messages the dashboard lists. */
const DASHBOARD_LATEST = 5;
/** How many of the admin audit's newest entries the dashboard lists. */
const DASHBOARD_ACTIONS = 10;

const messageUpdateSchema = z.object({ read: z.boolean() });

/** GET /actions: `limit` 1-100 (default 20), `before` the id an earlier page's `next` gave. */
const actionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_ACTIONS_MAX_PAGE).default(20),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
});

/**
 * GET /api/admin/dashboard (everything the dashboard shows, in one call), PATCH /api/admin/messages/{id}
 * (recorded in the admin audit) and GET /api/admin/actions?limit=&before= (the audit, newest first).
 */
export function adminDashboardRoutes(
  users: SignedInUsers,
  db: Database,
  now: () => Date,
  trust: TrustProxy = TRUST_SOCKET,
  invoiceAlertMinutes: number = DEFAULT_WAITING_ALERT_MINUTES,
) {
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/dashboard', admin, async (c) => {
      const at = now();
      const month = periodRange('month', at);
      const [figures, latest, messages, outbox, failedLatest, refundsMonth, actions, invoices] = await Promise.all([
        db.adminOrders.figures(DASHBOARD_FIGURES, at),
        db.adminOrders.latest(DASHBOARD_LATEST),
        db.adminMessages.unread(DASHBOARD_LATEST),
        db.outbox.backlog(),
        db.outbox.recentFailures(DASHBOARD_LATEST),
        db.refunds.asked(month.from, month.to),
        db.adminActions.latest(DASHBOARD_ACTIONS),
        db.taxDocuments.backlog(),
      ]);
      const periods = Object.fromEntries(
        PERIODS.map((period) => {
          const range = periodRange(period, at);
          return [period, { from: range.from.toISOString(), to: range.to.toISOString() }];
        }),
      ) as AdminDashboard['periods'];
      const failedNotifications = { count: outbox.failed, latest: failedLatest.map(toAdminNotification) };
      const dashboard: AdminDashboard = {
        generatedAt: at.toISOString(),
        timeZone: SHOP_TIME_ZONE,
        periods,
        figures,
        latestOrders: latest,
        messages,
        failedNotifications,
        refundsMonth,
        outbox,
        lastActions: actions.actions,
        invoices: { ...invoiceBacklogLine(invoices, at, invoiceAlertMinutes), alertMinutes: invoiceAlertMinutes },
      };
      return c.json(dashboard, 200);
    })
    .patch('/messages/:messageId', admin, async (c) => {
      const id = z.uuid().safeParse(c.req.param('messageId'));
      if (!id.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.messageNotFound');
      const parsed = messageUpdateSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const { read } = parsed.data;
      const actor = adminActor(c, c.get('user'), trust);
      const found = await db.transaction(async (tx) => {
        const set = await tx.adminMessages.setRead(id.data, read);
        if (set)
          await tx.adminActions.record(actor, {
            action: 'contact.read',
            target: { kind: 'contact_message', id: id.data },
            details: { read },
          });
        return set;
      });
      if (!found) throw new ApiError(404, 'NOT_FOUND', 'api.error.messageNotFound');
      return c.json({ id: id.data, read }, 200);
    })
    .get('/actions', admin, async (c) => {
      const parsed = actionsQuery.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
      if (!parsed.success) throw validationError(parsed.error);
      return c.json(await db.adminActions.latest(parsed.data.limit, parsed.data.before), 200);
    });
}
