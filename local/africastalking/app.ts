import { Hono } from 'hono';
import { createControlRoutes } from './control.ts';
import { createMessagingRoutes, type StandInEnv } from './messaging.ts';
import { renderOutbox } from './page.ts';
import { createUserDataRoutes } from './user-data.ts';
import { createState, resetState, type ReportSettings, type StandInState } from './state.ts';

/** The local Africa's Talking SMS API: AT's messaging route and delivery reports, its User Data API (the balance), the control API and the outbox page, state in memory. */
export interface SmsStandIn {
  app: Hono<StandInEnv>;
  state: StandInState;
}

export function createSmsStandIn(reportSettings: Partial<ReportSettings> = {}): SmsStandIn {
  const state = createState(reportSettings);
  const app = new Hono<StandInEnv>();
  app.route('/', createMessagingRoutes(state));
  app.route('/', createUserDataRoutes());
  app.route('/__control', createControlRoutes(state));
  app.get('/', (c) => c.html(renderOutbox(state), 200, { 'cache-control': 'no-store' }));
  app.post('/clear', (c) => {
    resetState(state);
    return c.redirect('/', 303);
  });
  app.notFound((c) => c.text(`No route for ${c.req.method} ${c.req.path}`, 404));
  return { app, state };
}
