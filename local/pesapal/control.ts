import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from './context.ts';
import { HOLD_STAGES } from './holds.ts';
import { cancelOrder, completeOrder, failOrder, findOrder, reverseOrder } from './payments.ts';
import { FAULT_KINDS, ROUTES, resetState } from './state.ts';

/**
 * The control API for tests and developers, under /__control (reference 14.4). It changes the
 * sandbox only; nothing here exists at Pesapal.
 */

const faultBody = z.object({
  route: z.enum([...ROUTES, 'any']).default('any'),
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(600_000).default(0),
  status: z.number().int().min(200).max(599).default(503),
  email: z.string().min(3).max(320).optional(),
});

const holdBody = z.object({
  route: z.enum(ROUTES),
  /** request: before the sandbox acts on the call; answer: after it acted, before the answer leaves. */
  stage: z.enum(HOLD_STAGES).default('request'),
  times: z.number().int().min(1).max(1000).default(1),
});

const settingsBody = z
  .object({
    merchantName: z.string().min(1).max(80),
    tokenLifetimeSeconds: z.number().int().min(1).max(86_400),
    duplicateReference: z.enum(['reject', 'allow', 'return-existing']),
    amountLimit: z.number().positive().nullable(),
    ipnRetryDelaysMs: z.array(z.number().int().min(0).max(3_600_000)).min(1).max(20),
    ipnCopies: z.number().int().min(1).max(10),
    ipnDelayMs: z.number().int().min(0).max(3_600_000),
    ipnTimeoutMs: z.number().int().min(10).max(60_000),
    stkTimeoutMs: z.number().int().min(10).max(600_000),
    refundApprovalMs: z.number().int().min(0).max(600_000),
  })
  .partial()
  .strict();

const outcomeBody = z.object({
  method: z.enum(['mpesa', 'card', 'bank']).optional(),
  payer: z.string().max(40).optional(),
  /** Paid amount in major units, for underpayment tests. */
  amountPaid: z.number().positive().optional(),
  reason: z.string().max(60).optional(),
  detail: z.string().max(200).optional(),
  /** fail-then-complete: milliseconds between the failure and the completion. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
});

const OUTCOMES = ['approve', 'decline', 'cancel', 'reverse', 'fail-then-complete'] as const;

export function createControlRoutes(context: SandboxContext): Hono {
  const { state } = context;
  const control = new Hono();

  control.post('/reset', (c) => {
    context.cancelTimers();
    context.holds.release();
    resetState(state);
    return c.json({ ok: true });
  });

  control.post('/holds', async (c) => {
    const parsed = holdBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid hold', path: parsed.error.issues[0]?.path }, 400);
    context.holds.arm(parsed.data.route, parsed.data.stage, parsed.data.times);
    return c.json({ holds: context.holds.list() });
  });
  control.get('/holds', (c) => c.json({ holds: context.holds.list() }));
  control.post('/holds/release', async (c) => {
    const parsed = z.object({ route: z.enum(ROUTES).optional() }).safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid route' }, 400);
    return c.json({ released: context.holds.release(parsed.data.route), holds: context.holds.list() });
  });

  control.get('/settings', (c) => c.json(state.settings));
  control.post('/settings', async (c) => {
    const parsed = settingsBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid settings', path: parsed.error.issues[0]?.path }, 400);
    Object.assign(state.settings, parsed.data);
    return c.json(state.settings);
  });

  control.post('/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid fault', path: parsed.error.issues[0]?.path }, 400);
    const { times, ...fault } = parsed.data;
    state.faults.push({ ...fault, remaining: times });
    return c.json({ faults: state.faults });
  });
  control.get('/faults', (c) => c.json({ faults: state.faults }));

  control.post('/tokens/expire', (c) => {
    const expired = state.tokens.size;
    state.tokens.clear();
    return c.json({ expired });
  });

  control.post('/clock', async (c) => {
    const parsed = z.object({ advanceMs: z.number().int() }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'advanceMs (integer) is required' }, 400);
    state.clockOffsetMs += parsed.data.advanceMs;
    return c.json({ now: new Date(context.now()).toISOString(), offsetMs: state.clockOffsetMs });
  });

  control.get('/stats', (c) =>
    c.json({
      calls: state.calls,
      orders: state.orders.size,
      ipns: state.ipns.size,
      tokens: state.tokens.size,
      pendingTasks: context.pendingTasks(),
    }),
  );
  control.get('/ipn-log', (c) => {
    const trackingId = c.req.query('trackingId');
    return c.json({ entries: trackingId ? state.ipnLog.filter((e) => e.trackingId === trackingId) : state.ipnLog });
  });
  control.get('/orders', (c) => c.json({ orders: [...state.orders.values()] }));
  control.get('/orders/:id', (c) => {
    const order = findOrder(context, c.req.param('id'));
    return order ? c.json(order) : c.json({ error: 'no such order' }, 404);
  });

  control.post('/orders/:id/:outcome', async (c) => {
    const order = findOrder(context, c.req.param('id'));
    if (!order) return c.json({ error: 'no such order' }, 404);
    const outcome = c.req.param('outcome') as (typeof OUTCOMES)[number];
    if (!OUTCOMES.includes(outcome)) return c.json({ error: `outcome must be one of ${OUTCOMES.join(', ')}` }, 404);
    const parsed = outcomeBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid body' }, 400);
    const o = parsed.data;
    const finished = order.state === 'COMPLETED' || order.state === 'REVERSED' || order.state === 'CANCELLED';
    const complete = () =>
      completeOrder(context, order, {
        ...(o.method ? { method: o.method } : {}),
        ...(o.payer ? { payer: o.payer } : {}),
        ...(o.amountPaid ? { amountPaid: o.amountPaid } : {}),
      });
    const decline = () =>
      failOrder(
        context,
        order,
        o.reason ?? 'payment_declined',
        o.detail ?? 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
        o.method,
      );
    switch (outcome) {
      case 'approve':
      case 'decline':
      case 'fail-then-complete':
        if (finished) return c.json({ error: `order is ${order.state}` }, 409);
        if (outcome === 'approve') complete();
        else decline();
        if (outcome === 'fail-then-complete') context.later(o.delayMs ?? 100, complete);
        break;
      case 'cancel':
        if (!cancelOrder(context, order)) return c.json({ error: `order is ${order.state}` }, 409);
        break;
      case 'reverse':
        if (!reverseOrder(context, order)) return c.json({ error: `order is ${order.state}` }, 409);
        break;
    }
    return c.json(order);
  });

  return control;
}
