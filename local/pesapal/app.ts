import { Hono } from 'hono';
import { createApiRoutes } from './api.ts';
import { createContext, type SandboxContext } from './context.ts';
import { createControlRoutes } from './control.ts';
import { PAGE_BASE } from './page.ts';
import { createPageRoutes } from './page-routes.ts';

/** The local Pesapal sandbox: API, hosted page and control API in one Hono app, state in memory. */
export interface PesapalSandbox {
  app: Hono;
  context: SandboxContext;
  /** Stops pending IPN retries and prompt timers. */
  close(): void;
}

export interface SandboxOptions {
  /** Fetch for outgoing IPN calls (default: global fetch); tests may route it to an in-process app. */
  fetch?: typeof fetch;
}

export function createPesapalSandbox(options: SandboxOptions = {}): PesapalSandbox {
  const context = createContext(options.fetch);
  const app = new Hono();
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
  return { app, context, close: () => context.cancelTimers() };
}
