import { Hono, type Context } from 'hono';
import type { SandboxContext } from './context.ts';
import { kenyanMsisdn } from './format.ts';
import { callbackTarget, PAGE_BASE, renderNotFound, renderPage, s, type FieldErrors } from './page.ts';
import { BANKS, canPay, completeOrder, failOrder, findOrder, startAttempt } from './payments.ts';
import type { SandboxOrder } from './state.ts';

/**
 * The hosted payment page and its form posts. Forms work without script (post, then 303 back to
 * the page); the page's script posts the same forms with `accept: application/json` so that it
 * can send the top window to the shop while the shopper's click still counts as a user action.
 */

const CARDS: Record<string, 'approve' | 'decline'> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
};

function trackingIdOf(c: Context, form?: Record<string, unknown>): string | undefined {
  const fromForm = form?.OrderTrackingId;
  if (typeof fromForm === 'string') return fromForm;
  for (const [key, values] of Object.entries(c.req.queries())) if (key.toLowerCase() === 'ordertrackingid') return values[0];
  return undefined;
}

function validExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function createPageRoutes(context: SandboxContext): Hono {
  const { state } = context;
  const page = new Hono();
  const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');
  const merchant = () => state.settings.merchantName;

  /** After a post: JSON for the page's script, or a redirect back to the page. */
  function answer(c: Context, order: SandboxOrder) {
    if (wantsJson(c)) return c.json({ state: order.state, target: callbackTarget(order), redirectMode: order.redirectMode });
    return c.redirect(`${PAGE_BASE}/Index?OrderTrackingId=${order.trackingId}`, 303);
  }

  async function invalid(c: Context, order: SandboxOrder, field: keyof FieldErrors, message: string, selected: 'mpesa' | 'card' | 'bank') {
    if (wantsJson(c)) return c.json({ state: 'invalid', field, message }, 422);
    return c.html(renderPage(order, merchant(), { [field]: message }, selected), 422);
  }

  page.get('/Index', (c) => {
    const order = findOrder(context, trackingIdOf(c));
    if (!order) return c.html(renderNotFound(), 404);
    return c.html(renderPage(order, merchant()), 200, { 'cache-control': 'no-store' });
  });

  page.get('/state', (c) => {
    const order = findOrder(context, trackingIdOf(c));
    if (!order) return c.json({ error: 'no such order' }, 404);
    return c.json({ state: order.state, target: callbackTarget(order) }, 200, { 'cache-control': 'no-store' });
  });

  page.post('/pay', async (c) => {
    const form = await c.req.parseBody();
    const order = findOrder(context, trackingIdOf(c, form));
    if (!order) return c.html(renderNotFound(), 404);
    if (!canPay(order)) return answer(c, order);
    const method = form.method;
    if (method === 'mpesa') {
      const msisdn = kenyanMsisdn(String(form.phone ?? ''));
      if (!msisdn) return invalid(c, order, 'phone', s('mpesa.phoneInvalid'), 'mpesa');
      startAttempt(context, order, 'mpesa', msisdn);
    } else if (method === 'bank') {
      const bank = String(form.bank ?? '');
      if (!(bank in BANKS)) return invalid(c, order, 'bank', s('bank.choose'), 'bank');
      startAttempt(context, order, 'bank', bank);
    } else if (method === 'card') {
      const digits = String(form.cardNumber ?? '').replace(/[\s-]/g, '');
      const cvv = String(form.cvv ?? '');
      if (!/^\d{12,19}$/.test(digits) || !/^\d{3,4}$/.test(cvv) || !validExpiry(String(form.expiry ?? ''), new Date(context.now()))) {
        return invalid(c, order, 'card', s('card.invalid'), 'card');
      }
      order.attempt += 1;
      order.payer = digits;
      const outcome = CARDS[digits];
      if (outcome === 'approve') completeOrder(context, order, { method: 'card', payer: digits });
      else
        failOrder(
          context,
          order,
          outcome ? 'card_declined' : 'card_not_recognised',
          outcome ? s('card.declined') : s('card.unknown'),
          'card',
        );
    } else {
      return c.text('method must be mpesa, card or bank', 400);
    }
    return answer(c, order);
  });

  page.post('/respond', async (c) => {
    const form = await c.req.parseBody();
    const order = findOrder(context, trackingIdOf(c, form));
    if (!order) return c.html(renderNotFound(), 404);
    if (order.state !== 'PROCESSING') return answer(c, order);
    const reply = String(form.answer ?? '');
    if (reply === 'approve') completeOrder(context, order);
    else if (order.method === 'bank') failOrder(context, order, 'bank_declined', s('bank.declined'));
    else if (reply === 'cancel') failOrder(context, order, 'request_terminated_by_user', s('mpesa.cancelled'));
    else if (reply === 'wrong_pin') failOrder(context, order, 'invalid_pin', s('mpesa.wrongPinDetail'));
    else if (reply === 'timeout') failOrder(context, order, 'request_timeout', s('mpesa.timedOut'));
    else return c.text('answer must be approve, cancel, wrong_pin or timeout', 400);
    return answer(c, order);
  });

  return page;
}
