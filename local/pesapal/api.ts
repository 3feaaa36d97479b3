import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { SignJWT } from 'jose';
import type { SandboxContext } from './context.ts';
import { applyFault, authErrorResponse, type FaultOutcome } from './faults.ts';
import { utcSeven } from './format.ts';
import { cancelOrder, findOrder, requestRefund } from './payments.ts';
import type { IpnEndpoint, RouteName, SandboxOrder } from './state.ts';
import { ipnJson, statusBody } from './answers.ts';

/** Pesapal API 3.0 as the sandbox serves it: same paths, same JSON, same quirks (reference 14.1). */

const error = (error_type: string, code: string, message: string) => ({ error: { error_type, code, message }, status: '500' });

/** A body-level error with HTTP 200, as Pesapal answers business errors. */
const invalidRequest = (message = '') => error('invalid_request_error', 'invalid_api_request_parameters', message);

function queryParam(c: Context, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, values] of Object.entries(c.req.queries())) if (key.toLowerCase() === wanted) return values[0];
  return undefined;
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Each route's path, for the holds a test may put on it (holds.ts). */
const ROUTE_PATHS: Record<RouteName, string> = {
  token: '/api/Auth/RequestToken',
  registerIpn: '/api/URLSetup/RegisterIPN',
  ipnList: '/api/URLSetup/GetIpnList',
  submit: '/api/Transactions/SubmitOrderRequest',
  status: '/api/Transactions/GetTransactionStatus',
  refund: '/api/Transactions/RefundRequest',
  cancel: '/api/Transactions/CancelOrder',
};

export function createApiRoutes(context: SandboxContext): Hono {
  const { state } = context;
  const secret = randomBytes(32);
  const api = new Hono();

  // A held call waits before the sandbox acts on it (`request`), or after, before its answer leaves (`answer`).
  for (const [route, path] of Object.entries(ROUTE_PATHS) as Array<[RouteName, string]>)
    api.use(path, async (_c, next) => {
      await context.holds.pass(route, 'request');
      await next();
      await context.holds.pass(route, 'answer');
    });

  /** Counts the call, applies injected faults, then checks the bearer token unless `open`. */
  async function guard(c: Context, route: RouteName, open = false): Promise<Response | FaultOutcome> {
    state.calls[route] += 1;
    // Hono keeps the parsed body: the route reads it again.
    const billing = state.faults.some((f) => f.email !== undefined) ? (await jsonBody(c))?.billing_address : null;
    const email = billing && typeof billing === 'object' ? (billing as Record<string, unknown>).email_address : null;
    const fault = await applyFault(state, route, typeof email === 'string' ? email : null);
    if (fault && 'respond' in fault) return fault.respond;
    if (open) return fault;
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const expiresAt = token ? state.tokens.get(token) : undefined;
    if (expiresAt === undefined || expiresAt <= context.now()) return authErrorResponse();
    return fault;
  }

  api.post('/api/Auth/RequestToken', async (c) => {
    const guarded = await guard(c, 'token', true);
    if (guarded instanceof Response) return guarded;
    const body = await jsonBody(c);
    if (!body || !body.consumer_key || !body.consumer_secret) return c.json(invalidRequest());
    const known = state.settings.credentials.some(
      (cred) => cred.consumerKey === body.consumer_key && cred.consumerSecret === body.consumer_secret,
    );
    if (!known) return c.json(error('api_error', 'invalid_consumer_key_or_secret_provided', ''));
    const issuedAt = context.now();
    const expiresAt = issuedAt + state.settings.tokenLifetimeSeconds * 1000;
    const token = await new SignJWT({ uid: text(body.consumer_key), jti: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setNotBefore(Math.floor(issuedAt / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .setIssuer('http://local.pesapal.sandbox/')
      .setAudience('http://local.pesapal.sandbox/')
      .sign(secret);
    state.tokens.set(token, expiresAt);
    return c.json({ token, expiryDate: utcSeven(expiresAt), error: null, status: '200', message: 'Request processed successfully' });
  });

  api.post('/api/URLSetup/RegisterIPN', async (c) => {
    const guarded = await guard(c, 'registerIpn');
    if (guarded instanceof Response) return guarded;
    const body = await jsonBody(c);
    const method = text(body?.ipn_notification_type).toUpperCase();
    if (!body || !URL.canParse(text(body.url)) || (method !== 'GET' && method !== 'POST'))
      return c.json(invalidRequest('Invalid IPN URL or notification type'));
    const url = text(body.url);
    const existing = [...state.ipns.values()].find((ipn) => ipn.url === url && ipn.method === method);
    if (existing) return c.json(ipnJson(existing));
    const ipn: IpnEndpoint = { id: state.nextIpnNumber++, ipnId: randomUUID(), url, method, createdAt: context.now() };
    state.ipns.set(ipn.ipnId, ipn);
    return c.json(ipnJson(ipn));
  });

  api.get('/api/URLSetup/GetIpnList', async (c) => {
    const guarded = await guard(c, 'ipnList');
    if (guarded instanceof Response) return guarded;
    return c.json(
      [...state.ipns.values()].map((ipn) => ({
        url: ipn.url,
        created_date: utcSeven(ipn.createdAt),
        ipn_id: ipn.ipnId,
        error: null,
        status: '200',
      })),
    );
  });

  api.post('/api/Transactions/SubmitOrderRequest', async (c) => {
    const guarded = await guard(c, 'submit');
    if (guarded instanceof Response) return guarded;
    const body = await jsonBody(c);
    if (!body) return c.json(invalidRequest());
    const id = text(body.id);
    const amount = typeof body.amount === 'number' ? body.amount : Number(body.amount);
    const currency = text(body.currency).toUpperCase();
    const description = text(body.description);
    if (!/^[A-Za-z0-9-]{1,50}$/.test(id)) return c.json(invalidRequest('Merchant reference (id) must be 1-50 letters, digits or hyphens'));
    if (!/^[A-Z]{3}$/.test(currency)) return c.json(invalidRequest('Invalid currency'));
    if (!(amount > 0) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return c.json(invalidRequest('Invalid amount'));
    if (!description || description.length > 100) return c.json(invalidRequest('Description is required, at most 100 characters'));
    if (!URL.canParse(text(body.callback_url))) return c.json(invalidRequest('Invalid callback_url'));
    if (!state.ipns.has(text(body.notification_id)))
      return c.json(invalidRequest('Invalid IPN URL ID provided.Check format and try again'));
    const billing =
      body.billing_address && typeof body.billing_address === 'object' ? (body.billing_address as Record<string, unknown>) : null;
    if (!billing || (!text(billing.email_address) && !text(billing.phone_number))) {
      return c.json(
        error('api_error', 'missing_mandatory_billing_address', 'Please provide billing details information on your API request.'),
      );
    }
    if (state.settings.amountLimit !== null && amount > state.settings.amountLimit) {
      return c.json({
        ...error('contractual_error', 'amount_exceeds_default_limit', 'Transaction amount exceeds limit. Contact support for assistance'),
      });
    }
    const origin = new URL(c.req.url).origin;
    const redirectUrl = (order: SandboxOrder) => `${origin}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${order.trackingId}`;
    const previous = [...state.orders.values()].find((order) => order.merchantReference === id);
    if (previous && state.settings.duplicateReference === 'reject') {
      // Simulator-invented: Pesapal's answer to a reused reference is undocumented.
      return c.json(
        error('invalid_request_error', 'duplicate_merchant_reference', `An order with merchant reference ${id} already exists`),
      );
    }
    if (previous && state.settings.duplicateReference === 'return-existing') {
      return c.json({
        order_tracking_id: previous.trackingId,
        merchant_reference: id,
        redirect_url: redirectUrl(previous),
        error: null,
        status: '200',
      });
    }
    const mode = text(body.redirect_mode).toUpperCase();
    const order: SandboxOrder = {
      trackingId: randomUUID(),
      merchantReference: id,
      amount,
      currency,
      description,
      callbackUrl: text(body.callback_url),
      cancellationUrl: URL.canParse(text(body.cancellation_url)) ? text(body.cancellation_url) : null,
      redirectMode: mode === 'PARENT_WINDOW' ? 'PARENT_WINDOW' : 'TOP_WINDOW',
      notificationId: text(body.notification_id),
      billing: {
        email: text(billing.email_address),
        phone: text(billing.phone_number),
        firstName: text(billing.first_name),
        lastName: text(billing.last_name),
      },
      createdAt: context.now(),
      state: 'AWAITING',
      method: null,
      attempt: 0,
      payer: '',
      paymentMethod: '',
      paymentAccount: '',
      confirmationCode: '',
      reason: '',
      detail: null,
      amountPaid: null,
      refund: null,
      history: [{ at: new Date(context.now()).toISOString(), state: 'AWAITING', note: 'order submitted' }],
    };
    state.orders.set(order.trackingId, order);
    return c.json({
      order_tracking_id: order.trackingId,
      merchant_reference: id,
      redirect_url: redirectUrl(order),
      error: null,
      status: '200',
    });
  });

  api.get('/api/Transactions/GetTransactionStatus', async (c) => {
    const guarded = await guard(c, 'status');
    if (guarded instanceof Response) return guarded;
    const order = findOrder(context, queryParam(c, 'orderTrackingId'));
    // Simulator-invented code: Pesapal's answer for an unknown tracking id is undocumented.
    if (!order) return c.json(error('api_error', 'invalid_order_tracking_id', 'No order matches the given OrderTrackingId'));
    return c.json(statusBody(order, guarded !== null && 'pending' in guarded));
  });

  api.post('/api/Transactions/RefundRequest', async (c) => {
    const guarded = await guard(c, 'refund');
    if (guarded instanceof Response) return guarded;
    const body = await jsonBody(c);
    const code = text(body?.confirmation_code);
    const order = code ? [...state.orders.values()].find((o) => o.confirmationCode === code) : undefined;
    const amount = Number(body?.amount);
    // Pesapal's rules (reference 9.1): only COMPLETED payments, once, not more than collected, mobile money in full.
    if (!order || order.state !== 'COMPLETED')
      return c.json({ status: '500', message: 'Refund rejected: no completed payment has this confirmation code' });
    if (order.refund) return c.json({ status: '500', message: 'Refund rejected: a refund was already requested for this payment' });
    const paid = order.amountPaid ?? order.amount;
    if (!(amount > 0) || amount > paid) return c.json({ status: '500', message: 'Refund rejected: amount exceeds the amount collected' });
    if (order.method !== 'card' && amount !== paid)
      return c.json({ status: '500', message: 'Refund rejected: mobile money refunds must be in full' });
    requestRefund(context, order, { amount, by: text(body?.username), remarks: text(body?.remarks) });
    return c.json({ status: '200', message: 'Refund request successfully' });
  });

  api.post('/api/Transactions/CancelOrder', async (c) => {
    const guarded = await guard(c, 'cancel');
    if (guarded instanceof Response) return guarded;
    const body = await jsonBody(c);
    const order = findOrder(context, text(body?.order_tracking_id));
    if (!order || !cancelOrder(context, order)) return c.json({ status: '500', message: 'Order cannot be cancelled.' });
    return c.json({ status: '200', message: 'Order successfully cancelled.' });
  });

  return api;
}
