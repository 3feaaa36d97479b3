import { Hono } from 'hono';
import { createApiRoutes } from './api.ts';
import { createContext, type SandboxContext } from './context.ts';
import { createControlRoutes } from './control.ts';
import { PAGE_BASE } from './page.ts';
import { createPageRoutes } from './page-routes.ts';
import { restoreState, stateWriter } from './persist.ts';

/** The local Pesapal sandbox: API, hosted page and control API in one Hono app, state in memory (and in `stateFile` when given). */
export interface PesapalSandbox {
  app: Hono;
  context: SandboxContext;
  /** Stops pending IPN retries and prompt timers, lets held calls go, and writes the state kept in `stateFile`. */
  close(): void;
}

export interface SandboxOptions {
  /** Fetch for outgoing IPN calls (default: global fetch); tests may route it to an in-process app. */
  fetch?: typeof fetch;
  /** Where the orders and IPN URLs are kept across restarts (persist.ts); in memory only without one. */
  stateFile?: string;
}

export function createPesapalSandbox(options: SandboxOptions = {}): PesapalSandbox {
  let changed = () => {};
  const context = createContext(options.fetch, () => changed());
  const app = new Hono();
  const writer = options.stateFile ? stateWriter(context, options.stateFile) : null;
  if (writer && options.stateFile) {
    restoreState(context, options.stateFile);
    changed = writer.changed;
    // Whatever a call other than a read may have changed (a submit, a payment, a control call) is written soon after.
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') writer.changed();
    });
  }
  app.route('/', createApiRoutes(context));
  app.route(PAGE_BASE, createPageRoutes(context));
  app.route('/__control', createControlRoutes(context));
  app.get('/', (c) => c.text('Local Pesapal sandbox. API under /api, control API under /__control (see README, Payments).'));
  app.notFound((c) =>
    c.json(
      { error: { error_type: 'api_error', code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, status: '404' },
      404,
    ),
  );
  return {
    app,
    context,
    close: () => {
      context.cancelTimers();
      context.holds.release();
      writer?.flush();
    },
  };
}
