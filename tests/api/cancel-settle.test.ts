import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { SETTLE_MAX_TRIES } from '../../src/lib/orders/settle.ts';
import { ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { cancelRaceHarness, expectNoMoneyKept, REASON, type PlacedOrder } from './cancel-race-fixture.ts';
import { ENGINES, sampleOrder } from './db-fixture.ts';

/**
 * What a cancelled order owes when Pesapal cannot take it at once (issue 43, item 12): closing a
 * page, returning a payment. Recorded on the payment and in the order's audit, where the admin
 * reads it; asked again by the sweep after a growing wait (never before it), and then done. And
 * Pay now on an order whose total has cents is a 409 that says why, never a 500.
 */
describe.each(ENGINES)('what a cancelled order still owes, on %s', (engine) => {
  const h = cancelRaceHarness(engine, { ipn: 'by-hand' });
  const admin = () => ({ authorization: `Bearer ${h.tokens.admin}` });
  const detail = async (order: PlacedOrder) =>
    (await (await h.app.request(`/api/orders/${order.orderId}`, { headers: admin() })).json()) as {
      actions: Array<{ action: string; actorRole: string; reason: string | null }>;
      refunds: Array<{ status: string; providerMessage: string | null }>;
      can: { refund: unknown };
    };
  const attempt = async (order: PlacedOrder, trackingId: string) =>
    (await h.db.paymentAttempts.forOrder(order.orderId)).find((a) => a.orderTrackingId === trackingId)!;

  /** A guest's order cancelled while Pay again was being submitted: the new page is made once the cancel holds. */
  async function cancelledWhilePaying(options: { payBeforeAnswer?: boolean } = {}) {
    const order = await h.place({ failSubmit: true });
    await h.pesapal.control.hold('submit', { stage: 'answer' });
    const paying = h.payAgain(order);
    await h.held('submit');
    expect((await h.cancel(order, 'guest')).status).toBe(200);
    const [page] = await h.pages(order);
    if (options.payBeforeAnswer) await h.pesapal.control.outcome(page!.trackingId, 'approve');
    return { order, page: page!, paying };
  }

  it('a page Pesapal could not close is kept, shown to the admin, and closed by the sweep after its wait, not before', async () => {
    const { order, page, paying } = await cancelledWhilePaying();
    await h.pesapal.control.fault({ route: 'cancel', kind: 'http503', times: 1 });
    await h.pesapal.control.release('submit');
    expect((await paying).status).toBe(409);
    expect((await h.pesapal.control.order(page.trackingId)).state).toBe('AWAITING');
    expect((await attempt(order, page.trackingId)).settle).toMatchObject({ tries: 1, error: expect.stringContaining('503') });
    expect((await detail(order)).actions).toEqual(
      expect.arrayContaining([
        {
          action: 'page_close_failed',
          actorRole: 'system',
          actorEmail: null,
          reason: expect.stringContaining('503'),
          at: expect.any(String),
        },
      ]),
    );

    const cancels = (await h.pesapal.control.calls()).cancel;
    expect(await h.sweep()).toEqual({ orders: 0 });
    expect((await h.pesapal.control.calls()).cancel).toBe(cancels);

    expect(await h.sweep(31_000)).toEqual({ orders: 1 });
    expect((await h.pesapal.control.order(page.trackingId)).state).toBe('CANCELLED');
    expect((await attempt(order, page.trackingId)).settle).toEqual({ tries: 0, nextAt: null, error: null });
    expect((await detail(order)).actions.map((a) => a.action)).toEqual(['cancel', 'page_close_failed', 'page_closed']);
    await expectNoMoneyKept(h, order);
    expect(await h.sweep(3_600_000)).toEqual({ orders: 0 });
  });

  it('after the last try the sweep leaves the page to the team', async () => {
    const { order, page, paying } = await cancelledWhilePaying();
    await h.pesapal.control.fault({ route: 'cancel', kind: 'http503', times: 1 });
    await h.pesapal.control.release('submit');
    await paying;
    await h.db.sql.query('update public.payments set settle_tries = $2 where id = $1', [
      (await attempt(order, page.trackingId)).id,
      SETTLE_MAX_TRIES,
    ]);
    expect(await h.sweep(86_400_000)).toEqual({ orders: 0 });
    expect((await h.pesapal.control.order(page.trackingId)).state).toBe('AWAITING');
  });

  it('a late payment whose refund Pesapal cannot take yet: the customer is told at once, the admin sees the failed refund, the sweep asks again', async () => {
    const { order, page, paying } = await cancelledWhilePaying({ payBeforeAnswer: true });
    await h.pesapal.control.release('submit');
    expect((await paying).status).toBe(409);
    await h.pesapal.control.fault({ route: 'refund', kind: 'http503', times: 1 });
    expect((await h.ipn(order, page.trackingId)).status).toBe(200);

    expect(await h.db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'cancelled' });
    const told = (await h.db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'refund_requested');
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'sms')?.body).toContain('came late; all of it goes back to you');
    const seen = await detail(order);
    expect(seen.refunds).toMatchObject([{ status: 'failed', providerMessage: expect.stringContaining('503') }]);
    expect(seen.can.refund).toEqual({ fullCents: ORDER_TOTAL_CENTS, partial: false });
    expect(seen.actions.map((a) => a.action)).toEqual(expect.arrayContaining(['late_payment', 'refund_request', 'refund_failed']));

    expect(await h.sweep()).toEqual({ orders: 0 });
    expect(await h.sweep(31_000)).toEqual({ orders: 1 });
    expect((await h.db.refunds.forOrder(order.orderId)).map((r) => r.status)).toEqual(['failed', 'requested']);
    expect((await h.db.orders.byId(order.orderId))?.orderStatus).toBe('refund_requested');
    await expectNoMoneyKept(h, order);
    // Told once: the sweep's refund is the one the customer already heard of.
    expect((await h.db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'refund_requested')).toHaveLength(2);
  });

  it('a paid order cancelled while Pesapal’s refunds are down: cancelled, then refunded by the sweep in the cancellation’s words, the customer told then', async () => {
    const order = await h.place();
    await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
    await h.ipn(order, order.orderTrackingId);
    await h.pesapal.control.fault({ route: 'refund', kind: 'http503', times: 1 });
    const res = await h.cancel(order, 'guest');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ order: { status: 'cancelled' }, refund: { ok: false, status: 'failed' } });
    expect(await h.told(order.orderId)).not.toContain('refund_requested/sms');

    expect(await h.sweep(31_000)).toEqual({ orders: 1 });
    expect(await h.db.refunds.forOrder(order.orderId)).toMatchObject([
      { status: 'failed' },
      { status: 'requested', reason: REASON, requestedByRole: 'customer' },
    ]);
    await expectNoMoneyKept(h, order);
    expect(await h.told(order.orderId)).toEqual(expect.arrayContaining(['refund_requested/email', 'refund_requested/sms']));
  });

  it('a page Pesapal no longer knows (it forgot it) does not block the cancel: it can take no money, and is recorded closed', async () => {
    const order = await h.place();
    await h.pesapal.control.reset();
    const res = await h.cancel(order, 'guest');
    expect(res.status).toBe(200);
    expect((await h.db.paymentAttempts.forOrder(order.orderId)).map((a) => [a.status, a.statusMessage])).toEqual([
      ['CANCELLED', expect.stringContaining('Pesapal does not know tracking id')],
    ]);
  });

  it('a page Pesapal will not close, while its status cannot be read: 502, the order unchanged; asked again, the payment wins', async () => {
    const order = await h.place();
    await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
    await h.pesapal.control.fault({ route: 'status', kind: 'http503', times: 3 });
    const down = await h.cancel(order, 'admin');
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: en['cancel.error.provider'] } });
    expect(await h.db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'awaiting_payment', cancellation: null });
    expect(await (await h.cancel(order, 'admin')).json()).toMatchObject({ error: { code: 'CANCEL_PAYING' } });
    expect((await expectNoMoneyKept(h, order)).order.orderStatus).toBe('paid');
  });

  it.each([
    ['en', en['order.error.notWholeShillings'].replace('{total}', 'KSh 997.50')],
    ['sw', sw['order.error.notWholeShillings'].replace('{total}', 'KSh 997.50')],
  ])(
    'Pay now on an order whose total has cents (placed before prices were whole) is a 409 saying why (%s), nothing sent to Pesapal',
    async (lang, message) => {
      const { order } = await h.db.orders.create(
        sampleOrder(h.ownerId, {
          items: [{ productId: 'mc4-connectors', productName: 'MC4 connectors', unitPriceCents: 99_750, quantity: 1 }],
        }),
      );
      const submits = (await h.pesapal.control.calls()).submit;
      const res = await post(
        h.app,
        `/api/orders/${order.id}/pay`,
        {},
        { authorization: `Bearer ${h.tokens.owner}`, 'accept-language': lang },
      );
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'AMOUNT_NOT_WHOLE_SHILLINGS', message } });
      expect((await h.pesapal.control.calls()).submit).toBe(submits);
    },
  );
});
