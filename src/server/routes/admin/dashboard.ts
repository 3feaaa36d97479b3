import { Hono } from 'hono';
import { z } from 'zod';
import { DASHBOARD_FIGURES } from '../../../lib/admin/dashboard-figures.ts';
import { PERIODS, periodRange, SHOP_TIME_ZONE } from '../../../lib/admin/periods.ts';
import { toAdminNotification, type AdminDashboard } from '../../../api/admin.ts';
import { adminOnly, signedIn, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { jsonBody } from '../../request-body.ts';

const noStore = { 'cache-control': 'no-store' };

/** How many of the newest orders and unread messages the dashboard lists. */
export const DASHBOARD_LATEST = 5;

const messageUpdateSchema = z.object({ read: z.boolean() });

/** GET /api/admin/dashboard (everything the dashboard shows, in one call) and PATCH /api/admin/messages/{id}. */
export function adminDashboardRoutes(users: SignedInUsers, db: Database, now: () => Date) {
  return new Hono<AuthEnv>()
    .use('*', signedIn(users), adminOnly)
    .get('/dashboard', async (c) => {
      const at = now();
      const month = periodRange('month', at);
      const [figures, latest, messages, outbox, failedLatest, refundsMonth] = await Promise.all([
        db.adminOrders.figures(DASHBOARD_FIGURES, at),
        db.adminOrders.latest(DASHBOARD_LATEST),
        db.adminMessages.unread(DASHBOARD_LATEST),
        db.outbox.backlog(),
        db.outbox.recentFailures(DASHBOARD_LATEST),
        db.refunds.asked(month.from, month.to),
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
      };
      return c.json(dashboard, 200, noStore);
    })
    .patch('/messages/:messageId', async (c) => {
      const id = z.uuid().safeParse(c.req.param('messageId'));
      if (!id.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.messageNotFound');
      const parsed = messageUpdateSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      if (!(await db.adminMessages.setRead(id.data, parsed.data.read))) throw new ApiError(404, 'NOT_FOUND', 'api.error.messageNotFound');
      return c.json({ id: id.data, read: parsed.data.read }, 200, noStore);
    });
}
