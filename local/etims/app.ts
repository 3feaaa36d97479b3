import { Hono } from 'hono';
import { createEtimsRoutes, type StandInEnv } from './api.ts';
import { createControlRoutes } from './control.ts';
import { renderInvoices } from './page.ts';
import { restoreState, stateWriter } from './persist.ts';
import { createState, type StandInState } from './state.ts';

/** The local KRA eTIMS (OSCU) API: KRA's methods under /etims-api/, the control API, the invoices page; state in memory (and in `stateFile` when given). */
export interface EtimsStandIn {
  app: Hono<StandInEnv>;
  state: StandInState;
  /** Writes what `stateFile` keeps. */
  close(): void;
}

export interface EtimsStandInOptions {
  /** Where devices, items, invoices and numbering are kept across restarts (persist.ts); in memory only without one. */
  stateFile?: string;
  /** The stand-in's clock (tests). */
  now?: () => Date;
}

export function createEtimsStandIn(options: EtimsStandInOptions = {}): EtimsStandIn {
  const state = createState();
  const now = options.now ?? (() => new Date());
  const app = new Hono<StandInEnv>();
  const writer = options.stateFile ? stateWriter(state, options.stateFile) : null;
  if (writer && options.stateFile) {
    restoreState(state, options.stateFile);
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') writer.changed();
    });
  }
  app.route('/', createEtimsRoutes(state, now));
  app.route('/__control', createControlRoutes(state, now));
  app.get('/', (c) => c.html(renderInvoices(state), 200, { 'cache-control': 'no-store' }));
  app.notFound((c) => c.text(`No route for ${c.req.method} ${c.req.path}`, 404));
  return { app, state, close: () => writer?.flush() };
}
