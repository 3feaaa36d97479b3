import { Hono } from 'hono';
import { z } from 'zod';
import { parseFault, resetState, type StandInState } from './state.ts';

/**
 * The control API for tests and developers, under /__control, outside AT's namespace:
 *   GET  /messages  every message received, oldest first
 *   POST /faults    { fault: 'http500' | 'http401' | 'slow:<ms>' | 'drop' | null, times?: n }
 *                   applies to the next n sends (without times: until cleared); null clears
 *   POST /reset     forgets messages and faults
 */

const faultBody = z.object({
  fault: z.string().nullable(),
  times: z.number().int().min(1).max(1000).optional(),
});

export function createControlRoutes(state: StandInState): Hono {
  const control = new Hono();

  control.get('/messages', (c) => c.json({ messages: state.messages }));

  const describeFault = () => ({ fault: state.fault?.name ?? null, remaining: state.fault?.remaining ?? null });
  control.get('/faults', (c) => c.json(describeFault()));
  control.post('/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'body must be { fault: string | null, times?: integer 1-1000 }' }, 400);
    const { fault: name, times } = parsed.data;
    if (name === null) {
      state.fault = null;
      return c.json(describeFault());
    }
    const fault = parseFault(name);
    if (!fault) return c.json({ error: `fault must be http500, http401, drop, slow:<ms> or null, not ${name}` }, 400);
    state.fault = { name, fault, remaining: times ?? null };
    return c.json(describeFault());
  });

  control.post('/reset', (c) => {
    resetState(state);
    return c.json({ ok: true });
  });

  return control;
}
