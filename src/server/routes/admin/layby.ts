import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminLaybyPlan, LaybyCashAnswer, LaybyExtendAnswer, LaybyListAnswer, LaybyOrderAnswer } from '../../../api/admin-layby.ts';
import { laybyCashRequest, laybyExtendRequest } from '../../../lib/layby/admin-requests.ts';
import { shopDay } from '../../../lib/layby/calendar.ts';
import {
  balanceOf,
  expiresOn,
  instalmentVerdict,
  isOpen,
  nextDueOn,
  statusOf,
  type LaybyPlan,
  type PlanStatus,
} from '../../../lib/layby/plan.ts';
import { ENDING_SOON_DAYS, LAYBY_VIEWS, countViews, endingSoon, viewsOf } from '../../../lib/layby/views.ts';
import { orderReference } from '../../../lib/order-display.ts';
import type { CashCollection } from '../../../lib/orders/cash-collection.ts';
import type { OrderStatus } from '../../../lib/order-types.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { queuePlanMessage, recordPlanPayment } from '../../layby/record-payment.ts';
import { instalmentRefused } from '../../layby/instalment.ts';
import { sameRequest, usedElsewhere } from '../../orders/cash.ts';
import type { OrderEvents } from '../../messages/order-events.ts';
import { jsonBody } from '../../request-body.ts';

/** The most plans one answer lists (the open ones are all read, to count the views). */
const LIST_LIMIT = 200;
const OPEN_LIMIT = 5000;

export interface AdminLaybyDeps {
  db: Database;
  now: () => Date;
  events?: OrderEvents | undefined;
  trustProxy?: TrustProxy | undefined;
}

interface PlanOwner {
  orderId: string;
  customerName: string;
  customerPhone: string;
  orderStatus: OrderStatus;
  plan: LaybyPlan;
}

/** A plan as the desk shows it, on the shop's day `today`. */
function toAdminPlan({ orderId, customerName, customerPhone, orderStatus, plan }: PlanOwner, today: string): AdminLaybyPlan {
  const balanceCents = balanceOf(plan);
  const refunds = new Map((plan.refunds ?? []).map((line) => [line.id, line.refundCents]));
  return {
    orderId,
    reference: orderReference(orderId),
    customerName,
    customerPhone,
    orderStatus,
    status: statusOf(plan, today),
    endingSoon: endingSoon(plan, today),
    totalCents: plan.totalCents,
    depositCents: plan.depositCents,
    paidCents: plan.paidCents,
    balanceCents,
    minPaymentCents: Math.min(plan.status === 'awaiting_deposit' ? plan.depositCents : plan.minInstalmentCents, balanceCents),
    suggestedCents: plan.suggestedCents,
    cadenceDays: plan.cadenceDays,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    expiresOn: expiresOn(plan),
    nextDueOn: nextDueOn(plan),
    extensions: plan.extensions,
    paidAt: plan.paidAt,
    ended: plan.ended,
    payments: plan.payments.map((p) => ({ ...p, refundCents: plan.refunds ? (refunds.get(p.id) ?? 0) : null })),
  };
}

const orderIdSchema = z.uuid();
function requireOrderId(raw: string): string {
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
  return parsed.data.toLowerCase();
}

const viewQuery = z.object({ view: z.enum(LAYBY_VIEWS, { error: 'admin.layby.error.view' }).optional() });

/** 409: the order has no lay-by plan. */
const notLayby = () => new ApiError(409, 'NOT_LAYBY', 'admin.layby.error.notLayby');

/** 409 naming where a plan stands that takes nothing more (paid, cancelled, ended unpaid). */
function closed(plan: LaybyPlan, today: string, key: 'admin.layby.error.cashClosed' | 'admin.layby.error.extendClosed'): ApiError {
  const status: PlanStatus = statusOf(plan, today);
  return new ApiError(409, 'LAYBY_CLOSED', (t) => t(key, { status: t(`layby.status.${status}`) }));
}

/**
 * The owner's lay-by desk (issue 47, item 7), admins at aal2 only (signedInAdmin on each route), as every admin route.
 * GET /?view=open|active|behind|ending|completed|ended (open when left out): the view's plans
 * (lib/layby/views.ts) with each view's count; GET /{orderId}: the order's plan (null when it has none).
 * POST /{orderId}/cash {amountCents, method, mpesaReceipt?, note?, requestKey}: a payment made at
 * the shop, judged by the plan's rules (no M-PESA limit: it is not sent through Pesapal), recorded
 * as a cash collection (its trigger issues the payment's tax invoice and counts it in the order's
 * money), then the plan moves as for an online payment: the deposit makes it active and holds its
 * units, the last shilling makes the order paid (to delivery); the customer is told. The same
 * request key twice records once. POST /{orderId}/extend {endsOn, reason}: a later end date.
 * Each write under the order's row lock, then the plan's; audited (layby.cash, layby.extend) with
 * the order's own audit (layby_cash, layby_extended). 409 for a plan that is not open.
 */
export function adminLaybyRoutes(users: SignedInUsers, deps: AdminLaybyDeps) {
  const { db, events } = deps;
  const trust = deps.trustProxy ?? TRUST_SOCKET;

  async function answerPlan(orderId: string, today: string): Promise<AdminLaybyPlan | null> {
    const order = await db.orders.byId(orderId);
    if (!order?.plan) return null;
    return toAdminPlan(
      {
        orderId,
        customerName: order.customer.fullName,
        customerPhone: order.customer.phone,
        orderStatus: order.orderStatus,
        plan: order.plan,
      },
      today,
    );
  }

  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const parsed = viewQuery.safeParse({ view: c.req.query('view') || undefined });
      if (!parsed.success) throw validationError(parsed.error);
      const view = parsed.data.view ?? 'open';
      const today = shopDay(deps.now());
      const [open, stored] = await Promise.all([db.layby.list(['awaiting_deposit', 'active'], OPEN_LIMIT), db.layby.countByStatus()]);
      const counts = countViews(
        open.map((listed) => listed.plan),
        today,
      );
      counts.completed = stored.paid;
      counts.ended = stored.cancelled + stored.expired;
      const listed =
        view === 'completed'
          ? await db.layby.list(['paid'], LIST_LIMIT)
          : view === 'ended'
            ? await db.layby.list(['cancelled', 'expired'], LIST_LIMIT)
            : open
                .filter((entry) => viewsOf(entry.plan, today).includes(view))
                // The most pressing first: the nearest end date.
                .sort((a, b) => a.plan.endsOn.localeCompare(b.plan.endsOn) || a.createdAt.localeCompare(b.createdAt))
                .slice(0, LIST_LIMIT);
      const answer: LaybyListAnswer = {
        view,
        today,
        endingSoonDays: ENDING_SOON_DAYS,
        counts,
        limit: LIST_LIMIT,
        plans: listed.map((entry) => toAdminPlan({ ...entry, customerPhone: entry.phone }, today)),
      };
      return c.json(answer, 200);
    })
    .get('/:orderId', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      if (!(await db.orders.byId(orderId))) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const answer: LaybyOrderAnswer = { plan: await answerPlan(orderId, shopDay(deps.now())) };
      return c.json(answer, 200);
    })
    .post('/:orderId/cash', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = laybyCashRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const input = parsed.data;
      const actor = adminActor(c, c.get('user'), trust);
      const today = shopDay(deps.now());
      const outcome = await db.transaction(async (tx) => {
        const state = await tx.orders.lockState(orderId);
        if (!state) return null;
        const repeat = (earlier: CashCollection) => {
          if (!sameRequest(earlier, orderId, input)) throw usedElsewhere(earlier, input);
          return { collection: earlier, repeated: true };
        };
        const earlier = await tx.cashCollections.earlier(input.mpesaReceipt ?? null, input.requestKey);
        if (earlier) return repeat(earlier);
        const plan = await tx.layby.lock(orderId);
        if (!plan) throw notLayby();
        if (!isOpen(plan)) throw closed(plan, today, 'admin.layby.error.cashClosed');
        // Paid at the shop, not through Pesapal: M-PESA's per-transaction limit is not the plan's to apply.
        const verdict = instalmentVerdict(plan, input.amountCents, 'Cash');
        if (!verdict.ok) {
          if (verdict.refusal === 'plan_closed') throw closed(plan, today, 'admin.layby.error.cashClosed');
          throw instalmentRefused(verdict.refusal, plan, today);
        }
        const collection = await tx.cashCollections.record({
          orderId,
          amountCents: input.amountCents,
          method: input.method,
          mpesaReceipt: input.mpesaReceipt ?? null,
          note: input.note ?? null,
          driver: null,
          requestKey: input.requestKey,
          recordedBy: actor.id,
          recordedByEmail: actor.email,
        });
        // A request racing with this one recorded the same receipt or key first.
        if (!collection) {
          const first = await tx.cashCollections.earlier(input.mpesaReceipt ?? null, input.requestKey);
          if (!first) throw new Error(`Lay-by payment for ${orderId} refused, and no earlier one found`);
          return repeat(first);
        }
        // The plan moves as for an online payment (checkout/payment-update.ts recordReport).
        const planned = await recordPlanPayment(tx, orderId, state);
        if (planned?.effect.kind === 'move') await tx.orders.setStatus(orderId, planned.effect.to);
        const balanceCents = Math.max(0, balanceOf(plan) - input.amountCents);
        const detail = {
          collectionId: collection.id,
          amountCents: input.amountCents,
          method: input.method,
          mpesaReceipt: input.mpesaReceipt ?? null,
          balanceCents,
        };
        await tx.orderActions.record(orderId, {
          action: 'layby_cash',
          actor: actor.id,
          actorRole: 'admin',
          reason: input.note ?? null,
          detail,
        });
        await tx.adminActions.record(actor, {
          action: 'layby.cash',
          target: { kind: 'order', id: orderId },
          details: { ...detail, note: input.note ?? null },
        });
        if (planned?.event && events)
          await queuePlanMessage(
            tx,
            orderId,
            planned.event,
            { id: collection.id, amountCents: collection.amountCents, code: collection.mpesaReceipt },
            events,
          );
        return { collection, repeated: false };
      });
      if (!outcome) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      if (!outcome.repeated) events?.sendNow(orderId);
      const plan = await answerPlan(orderId, today);
      if (!plan) throw notLayby();
      const answer: LaybyCashAnswer = { ...outcome, plan };
      return c.json(answer, 200);
    })
    .post('/:orderId/extend', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = laybyExtendRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const { endsOn, reason } = parsed.data;
      const actor = adminActor(c, c.get('user'), trust);
      const today = shopDay(deps.now());
      const found = await db.transaction(async (tx) => {
        if (!(await tx.orders.lockState(orderId))) return false;
        const plan = await tx.layby.lock(orderId);
        if (!plan) throw notLayby();
        if (!isOpen(plan)) throw closed(plan, today, 'admin.layby.error.extendClosed');
        if (endsOn <= plan.endsOn) throw new ApiError(400, 'INVALID_REQUEST', 'layby.error.extendDate', 'endsOn', { endsOn: plan.endsOn });
        if (!(await tx.layby.extend(orderId, endsOn))) throw new Error(`The end date of ${orderId}'s plan did not move`);
        const detail = { from: plan.endsOn, to: endsOn };
        await tx.orderActions.record(orderId, { action: 'layby_extended', actor: actor.id, actorRole: 'admin', reason, detail });
        await tx.adminActions.record(actor, {
          action: 'layby.extend',
          target: { kind: 'order', id: orderId },
          details: { ...detail, reason },
        });
        return true;
      });
      if (!found) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const plan = await answerPlan(orderId, today);
      if (!plan) throw notLayby();
      const answer: LaybyExtendAnswer = { plan };
      return c.json(answer, 200);
    });
}
