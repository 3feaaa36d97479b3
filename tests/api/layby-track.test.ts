import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { TRACK_FORM_SLOT, TRACK_RESULT_SLOT } from '../../src/server/pages/track-lookup.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { checkoutApp, checkoutHarness, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';
import { LAYBY_SNAPSHOT, TERMS } from './layby-fixture.ts';

/**
 * A lay-by on /track without scripts (issue 47, items 3 and 6): the phone and reference open the
 * plan (paid of the total, the balance, the end date, the next suggested amount, each payment with
 * its M-PESA code) and a form to pay the next amount, which posts to /track/instalment and lands on
 * the payment page as Pay now does; an amount the plan refuses comes back with the page (400, the
 * amount kept, the rule beside the field), never a 5xx. Cancel says what goes back before the confirm.
 */
const PHONE = '0712345678';
const BUILT_PAGE = `<!doctype html><main>${serverSlot(TRACK_FORM_SLOT, '')}${serverSlot(TRACK_RESULT_SLOT, '')}</main>`;
const DEPOSIT = Math.ceil((ORDER_TOTAL_CENTS * TERMS.depositBp) / 10_000 / 100) * 100;
const kes = (cents: number) => `KSh ${(cents / 100).toLocaleString('en-KE')}`;

describe.each(ENGINES)('a lay-by on /track on %s', (engine) => {
  const harness = checkoutHarness(engine);
  const catalogue = staticCatalogueSource(LAYBY_SNAPSHOT);
  const api = () => checkoutApp(harness.db, harness.pesapal.client(), { catalogue });
  const pages = () =>
    createPagesApp({
      db: harness.db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      pesapal: harness.pesapal.client(),
      catalogue,
      pages: async () => BUILT_PAGE,
      files: async () => null,
    });
  const form = (path: string, fields: Record<string, string>) =>
    pages().request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  /** A lay-by order placed through the API with its deposit paid by M-PESA: its reference and the deposit's M-PESA code. */
  async function laybyWithDeposit() {
    const a = api();
    const res = await post(a, '/api/checkout/initiate', orderBody({ paymentPlan: { kind: 'layby' } }));
    expect(res.status).toBe(200);
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
    await harness.pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
    const ipn = `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`;
    expect((await a.request(ipn)).status).toBe(200);
    const [payment] = (await harness.db.orders.byId(orderId))!.plan!.payments;
    return { orderId, reference: orderId.slice(0, 8).toUpperCase(), code: payment!.code! };
  }

  it('shows the plan with its M-PESA code and a form for the next amount, prefilled and bounded', async () => {
    const { reference, code } = await laybyWithDeposit();
    const res = await form('/track', { phone: PHONE, reference });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="layby-plan"');
    expect(html).toContain(`<dd data-testid="plan-paid">${kes(DEPOSIT)} of ${kes(ORDER_TOTAL_CENTS)}</dd>`);
    expect(html).toContain(`<dd data-testid="plan-balance">${kes(ORDER_TOTAL_CENTS - DEPOSIT)}</dd>`);
    expect(html).toMatch(/<dd data-testid="plan-endsOn">\d{1,2} [A-Z][a-z]+ \d{4}<\/dd>/);
    expect(html).toContain(`<dd data-testid="plan-status">${en['layby.status.active']}</dd>`);
    expect(html).toContain(`M-PESA code ${code}`);
    expect(html).toContain('1 payment so far');
    // The form: posts without a script, the amount in whole shillings within the plan's bounds.
    expect(html).toContain('<form class="plan__pay" method="post" action="/track/instalment"');
    const input = /<input id="layby-amount"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`min="${TERMS.minInstalmentCents / 100}"`);
    expect(input).toContain(`max="${(ORDER_TOTAL_CENTS - DEPOSIT) / 100}"`);
    expect(input).toMatch(/value="\d+"/);
    // No Pay now for the whole total: a lay-by is paid by the amount chosen.
    expect(html).not.toContain('action="/track/pay"');
    // Cancel says what goes back before the confirm: within the fee-free days, all of it.
    expect(html).toContain(`If you cancel today, all you paid, ${kes(DEPOSIT)}, goes back to you: no fee.`);
  });

  it('posts the amount and lands on the payment page for it, as Pay now does', async () => {
    const { reference } = await laybyWithDeposit();
    const res = await form('/track/instalment', { phone: PHONE, reference, amount: '1,500' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '/', 'http://shop.test');
    expect(location.pathname).toBe('/payment/iframe');
    const orderTrackingId = location.searchParams.get('orderTrackingId')!;
    expect(location.searchParams.get('redirectUrl')).toMatch(/^http/);
    expect((await harness.pesapal.control.order(orderTrackingId)).amount).toBe(1500);
  });

  it.each([
    ['below the smallest instalment', '100', 'The smallest instalment is KSh 500'],
    ['above the balance', String(ORDER_TOTAL_CENTS / 100), `That is more than the balance of ${kes(ORDER_TOTAL_CENTS - DEPOSIT)}.`],
    ['not whole shillings', '1500.50', en['laybyTrack.pay.error.amount']],
    ['words', 'elfu moja', en['laybyTrack.pay.error.amount']],
  ])('refuses an amount %s: the page again, 400, the amount kept and the rule beside it', async (_case, amount, words) => {
    const { reference } = await laybyWithDeposit();
    const submits = (await harness.pesapal.control.calls()).submit;
    const res = await form('/track/instalment', { phone: PHONE, reference, amount });
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = /<input id="layby-amount"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`value="${amount}"`);
    expect(input).toContain('aria-invalid="true"');
    expect(/<p class="form-field__error" id="layby-amount-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]).toContain(words);
    expect((await harness.pesapal.control.calls()).submit).toBe(submits);
  });

  it('asks for the phone and reference as /track does: a wrong phone is no plan', async () => {
    const { reference } = await laybyWithDeposit();
    const res = await form('/track/instalment', { phone: '0799999999', reference, amount: '1500' });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('layby-plan');
  });

  it('in Kiswahili: the plan, the form posting to /sw/track/instalment, and a refusal in Kiswahili', async () => {
    const { reference, code } = await laybyWithDeposit();
    const html = await (await form('/sw/track', { phone: PHONE, reference })).text();
    expect(html).toContain(`<dd data-testid="plan-status">${sw['layby.status.active']}</dd>`);
    expect(html).toContain(`Nambari ya M-PESA ${code}`);
    expect(html).toContain('action="/sw/track/instalment"');
    expect(html).toContain(sw['laybyTrack.pay.heading']);
    const refused = await form('/sw/track/instalment', { phone: PHONE, reference, amount: '100' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Awamu ndogo kabisa ni KSh 500');
    const paid = await form('/sw/track/instalment', { phone: PHONE, reference, amount: '2000' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^\/sw\/payment\/iframe\?orderTrackingId=/);
  });

  it('the reminder’s link opens the form with the reference typed in', async () => {
    const { reference } = await laybyWithDeposit();
    const res = await pages().request(`/track?ref=${reference}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`value="${reference}"`);
  });

  it('cancels the lay-by from /track: what was paid goes back, said on the page', async () => {
    const { orderId, reference } = await laybyWithDeposit();
    const res = await form('/track/cancel', { phone: PHONE, reference, reason: 'I found the money elsewhere' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Your lay-by ${reference} is cancelled.`);
    expect(html).toContain(`<dd data-testid="plan-status">${en['layby.status.cancelled']}</dd>`);
    expect(html).toContain(`All you paid, ${kes(DEPOSIT)}, goes back to you.`);
    expect(html).not.toContain('layby-amount');
    expect((await harness.db.orders.byId(orderId))!.plan!.status).toBe('cancelled');
  });
});
