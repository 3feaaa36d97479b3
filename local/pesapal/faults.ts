import type { SandboxState, Fault, RouteName } from './state.ts';

/** Injected API failures (reference 14.4), consumed in order by the next matching calls. */

const CLOUDFLARE_PAGE = `<!DOCTYPE html>
<html lang="en"><head><title>Attention Required! | Cloudflare</title></head>
<body><h1>Sorry, you have been blocked</h1><p>Ray ID: 8a1b2c3d4e5f6789 &bull; Performance &amp; security by Cloudflare</p></body></html>`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export const authErrorResponse = (status = 401) =>
  json(
    {
      error: { error_type: 'authentication_error', code: 'invalid_api_credentials_provided', message: 'Invalid Access Token' },
      status: null,
    },
    status,
  );

function take(state: SandboxState, route: RouteName, email: string | null): Fault | null {
  const index = state.faults.findIndex(
    (fault) => (fault.route === route || fault.route === 'any') && (fault.email === undefined || fault.email === email),
  );
  const fault = state.faults[index];
  if (!fault) return null;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.splice(index, 1);
  return fault;
}

export type FaultOutcome = { respond: Response } | { pending: true } | null;

/**
 * Applies the next fault for `route` (and, for one armed for an e-mail, a call of that billing
 * e-mail): an answer to send instead, a "report pending" flag, or nothing.
 */
export async function applyFault(state: SandboxState, route: RouteName, email: string | null = null): Promise<FaultOutcome> {
  const fault = take(state, route, email);
  if (!fault) return null;
  switch (fault.kind) {
    case 'slow':
      await new Promise((done) => setTimeout(done, fault.delayMs));
      return null;
    case 'pending':
      return { pending: true };
    case 'http500':
      return {
        respond: json(
          { error: { error_type: 'api_error', code: 'internal_server_error', message: 'An error has occurred.' }, status: '500' },
          500,
        ),
      };
    case 'http502':
      return { respond: new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }) };
    case 'http503':
      return { respond: new Response('Service Unavailable', { status: 503, headers: { 'content-type': 'text/plain' } }) };
    case 'html':
      return { respond: new Response(CLOUDFLARE_PAGE, { status: fault.status, headers: { 'content-type': 'text/html; charset=utf-8' } }) };
    case 'empty':
      return { respond: new Response('', { status: 200, headers: { 'content-type': 'application/json' } }) };
    case 'malformed':
      return { respond: new Response('{"status":"200","token":', { status: 200, headers: { 'content-type': 'application/json' } }) };
    case 'body500':
      return {
        respond: json({
          error: { error_type: 'api_error', code: 'internal_error', message: 'An error occurred while processing the request.' },
          status: '500',
        }),
      };
    case 'unauthorized':
      return { respond: authErrorResponse() };
  }
}
