import { Hono } from 'hono';
import { z } from 'zod';
import { etimsDateTime } from '../../src/server/etims/wire-format.ts';
import { METHODS, resetState, type StandInState } from './state.ts';

/**
 * The control API for tests and developers, under /__control, outside KRA's namespace:
 *   GET    /invoices   every sale and credit note signed, oldest first: its OSCU fields as received
 *                      (invcNo, orgInvcNo, rcptTyCd, custTin, totals, itemList, request) and its receipt
 *   GET    /items      every item registered (saveItem)
 *   GET    /devices    the devices initialised (without their keys)
 *   GET    /calls      how many calls each method had
 *   GET    /faults     the faults armed
 *   POST   /faults     { kind: 'down', as?: 'html' | 'refused' } | { kind: 'slow', delayMs }
 *                      | { kind: 'error', resultCd, resultMsg? }, with method?: an OSCU method and
 *                      times?: n (without: until cleared), trdInvcNo?: only that order's sales and
 *                      credit notes; armed faults apply in order
 *   DELETE /faults     clears them
 *   POST   /tax-rates  { B: 18, ... }: KRA's code list (class 04) says these rates from now on
 *   POST   /reset      forgets everything: devices, items, invoices, numbering, faults
 */

const scope = {
  method: z.enum(METHODS).optional(),
  times: z.number().int().min(1).max(1000).optional(),
  /** Only the sale or credit note of this order reference (trdInvcNo): a browser test's own, not a neighbour's. */
  trdInvcNo: z.string().min(1).max(50).optional(),
};

const faultBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('down'), as: z.enum(['html', 'refused']).default('html'), ...scope }),
  z.object({ kind: z.literal('slow'), delayMs: z.number().int().min(1).max(600_000), ...scope }),
  z.object({
    kind: z.literal('error'),
    resultCd: z.string().regex(/^\d{3}$/),
    resultMsg: z.string().max(400).default('Unknown error'),
    ...scope,
  }),
]);

const ratesBody = z.partialRecord(z.enum(['A', 'B', 'C', 'D', 'E']), z.number().min(0).max(100));

const problem = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
};

export function createControlRoutes(state: StandInState, now: () => Date = () => new Date()): Hono {
  const control = new Hono();

  control.get('/invoices', (c) => c.json({ invoices: state.invoices }));
  control.get('/items', (c) => c.json({ items: state.items }));
  control.get('/devices', (c) => c.json({ devices: state.devices.map(({ cmcKey: _key, ...device }) => device) }));
  control.get('/calls', (c) => c.json({ calls: state.calls }));

  const describeFaults = () => ({ faults: state.faults });
  control.get('/faults', (c) => c.json(describeFaults()));
  control.post('/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: `fault ${problem(parsed.error)}` }, 400);
    const { method, times, trdInvcNo, ...fault } = parsed.data;
    state.faults.push({ fault, method: method ?? null, remaining: times ?? null, trdInvcNo: trdInvcNo ?? null });
    return c.json(describeFaults());
  });
  control.delete('/faults', (c) => {
    state.faults = [];
    return c.json(describeFaults());
  });

  control.post('/tax-rates', async (c) => {
    const parsed = ratesBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: `tax rates ${problem(parsed.error)}` }, 400);
    Object.assign(state.taxRates, parsed.data);
    state.ratesChangedAt = etimsDateTime(now());
    return c.json({ taxRates: state.taxRates });
  });

  control.post('/reset', (c) => {
    resetState(state);
    return c.json({ ok: true });
  });

  return control;
}
