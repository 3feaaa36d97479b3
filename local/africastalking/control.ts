import { Hono } from 'hono';
import { z } from 'zod';
import { parseFault, resetState, type StandInState } from './state.ts';

/**
 * The control API for tests and developers, under /__control, outside AT's namespace:
 *   GET  /messages          every message received, oldest first
 *   POST /faults            { fault: 'http500' | 'http401' | 'slow:<ms>' | 'drop' | 'dlr-duplicate'
 *                           | 'dlr-none' | 'dlr-delay:<ms>' | null, times?: n }
 *                           applies to the next n sends (without times: until cleared); null clears
 *   GET  /delivery-reports  { url, delayMs, reports, pending }: where reports go, after how long, every
 *                           report posted with the shop's HTTP status, oldest first, and how many
 *                           are still waiting for their delay or being posted
 *   POST /delivery-reports  { url?: string | null, delayMs?: ms } changes where and when
 *   POST /reset             forgets messages, reports and faults; back to the start's report settings
 */

const reportSettingsBody = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
});

const FAULT_NAMES = 'http500, http401, drop, slow:<ms>, dlr-duplicate, dlr-none, dlr-delay:<ms> or null';

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
    if (!fault) return c.json({ error: `fault must be ${FAULT_NAMES}, not ${name}` }, 400);
    state.fault = { name, fault, remaining: times ?? null };
    return c.json(describeFault());
  });

  const describeReports = () => ({ ...state.reportSettings, reports: state.reports, pending: state.pendingReports.size });
  control.get('/delivery-reports', (c) => c.json(describeReports()));
  control.post('/delivery-reports', async (c) => {
    const parsed = reportSettingsBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'body must be { url?: http(s) URL | null, delayMs?: integer 0-600000 }' }, 400);
    const { url, delayMs } = parsed.data;
    if (url !== undefined) state.reportSettings.url = url;
    if (delayMs !== undefined) state.reportSettings.delayMs = delayMs;
    return c.json(describeReports());
  });

  control.post('/reset', (c) => {
    resetState(state);
    return c.json({ ok: true });
  });

  return control;
}
