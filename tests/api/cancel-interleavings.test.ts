import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { cancelRaceHarness, expectNoMoneyKept, type Canceller } from './cancel-race-fixture.ts';
import { ENGINES } from './db-fixture.ts';
import { until } from '../until.ts';

/**
 * A cancelled order never keeps the customer's money (issue 43, item 12), walked one interleaving
 * at a time: the sandbox holds a step (the cancel's CancelOrder, Pay again's SubmitOrderRequest)
 * before Pesapal acts on it or before its answer reaches the shop, the test does the other side's
 * step (the shopper approves the M-PESA prompt, Pesapal's IPN arrives), then lets the held step go
 * on. Each ends sound: a confirmed payment wins (the cancel is a 409 saying so), or the order is
 * cancelled with every page closed and any money that came in refunded at once, the customer told.
 */
const CANCELLERS: Canceller[] = ['guest', 'admin'];

describe.each(ENGINES)('cancel against payment, step by step, on %s', (engine) => {
  const h = cancelRaceHarness(engine, { ipn: 'by-hand' });
  const refundAsked = (trackingId: string) => async () => (await h.pesapal.control.order(trackingId)).refund;

  describe.each(CANCELLERS)('the %s’s cancel against the approval of the same M-PESA payment', (who) => {
    it('cancel before the approval: the page is closed, so the approval is refused; cancelled, nothing paid', async () => {
      const order = await h.place();
      expect((await h.cancel(order, who)).status).toBe(200);
      await expect(h.pesapal.control.outcome(order.orderTrackingId, 'approve')).rejects.toThrow(/409 order is CANCELLED/);
      const { order: now, pages, attempts } = await expectNoMoneyKept(h, order);
      expect(now).toMatchObject({ orderStatus: 'cancelled', cancellation: { by: who === 'guest' ? 'customer' : 'admin' } });
      expect(pages.map((p) => p.state)).toEqual(['CANCELLED']);
      expect(attempts.map((a) => a.status)).toEqual(['CANCELLED']);
      expect(await h.told(order.orderId)).toEqual(expect.arrayContaining(['order_cancelled/email', 'order_cancelled/sms']));
    });

    it('approval while the cancel is on its way to Pesapal: CancelOrder refused, the payment wins (409 CANCEL_PAYING), paid and told', async () => {
      const order = await h.place();
      await h.pesapal.control.hold('cancel', { stage: 'request' });
      const cancelling = h.cancel(order, who);
      await h.held('cancel');
      await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
      await h.pesapal.control.release('cancel');
      const refused = await cancelling;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'CANCEL_PAYING', message: en['cancel.error.paying'] } });
      const { order: now } = await expectNoMoneyKept(h, order);
      expect(now).toMatchObject({ orderStatus: 'paid', cancellation: null });
      expect(await h.told(order.orderId)).toEqual(['order_received/email', 'order_received/sms']);
      // Looking again, the customer (or the team) may still cancel the paid order: refunded in full.
      const again = await h.cancel(order, who);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ refund: { ok: true, status: 'requested', amountCents: ORDER_TOTAL_CENTS } });
      await expectNoMoneyKept(h, order);
    });

    it('approval after Pesapal closed the page, before the shop heard: the approval is refused; cancelled, nothing paid', async () => {
      const order = await h.place();
      await h.pesapal.control.hold('cancel', { stage: 'answer' });
      const cancelling = h.cancel(order, who);
      await h.held('cancel');
      await expect(h.pesapal.control.outcome(order.orderTrackingId, 'approve')).rejects.toThrow(/409 order is CANCELLED/);
      await h.pesapal.control.release('cancel');
      expect((await cancelling).status).toBe(200);
      const { order: now, paid } = await expectNoMoneyKept(h, order);
      expect(now.orderStatus).toBe('cancelled');
      expect(paid).toEqual([]);
    });

    it('approval before the cancel, its IPN not yet in: the cancel asks Pesapal, finds it paid and says so (409); paid', async () => {
      const order = await h.place();
      await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
      const refused = await h.cancel(order, who);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'CANCEL_PAYING' } });
      expect((await expectNoMoneyKept(h, order)).order.orderStatus).toBe('paid');
      // The IPN, late: nothing more happens, nobody is told twice.
      expect((await h.ipn(order, order.orderTrackingId)).status).toBe(200);
      expect(await h.told(order.orderId)).toEqual(['order_received/email', 'order_received/sms']);
    });

    it('approval while its IPN is being read and the cancel runs: one decides under the order’s lock; paid, the cancel refused', async () => {
      const order = await h.place();
      await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
      await h.pesapal.control.hold('status', { stage: 'request' });
      const ipn = h.ipn(order, order.orderTrackingId);
      await h.held('status');
      // The cancel finds the page paid (CancelOrder refused) and asks how it stands: it shares the IPN's question, held.
      const cancelling = h.cancel(order, who);
      await until('the cancel to reach Pesapal', async () => ((await h.pesapal.control.calls()).cancel >= 1 ? true : null));
      await h.pesapal.control.release('status');
      expect((await ipn).status).toBe(200);
      const refused = await cancelling;
      expect(refused.status).toBe(409);
      expect((await expectNoMoneyKept(h, order)).order.orderStatus).toBe('paid');
      expect((await h.told(order.orderId)).filter((m) => m.startsWith('order_received'))).toHaveLength(2);
    });

    it('approval recorded before the cancel: cancelled and refunded in full, the customer told', async () => {
      const order = await h.place();
      await h.pesapal.control.outcome(order.orderTrackingId, 'approve');
      expect((await h.ipn(order, order.orderTrackingId)).status).toBe(200);
      const res = await h.cancel(order, who);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ order: { status: 'refund_requested' }, refund: { ok: true, status: 'requested' } });
      await expectNoMoneyKept(h, order);
      expect(await h.told(order.orderId)).toEqual(
        expect.arrayContaining(['order_cancelled/email', 'order_cancelled/sms', 'refund_requested/email', 'refund_requested/sms']),
      );
    });
  });

  describe.each(CANCELLERS)('the %s’s cancel against Pay again', (who) => {
    it('Pay again before the cancel: its new page is closed with the first; cancelled, nothing can be paid', async () => {
      const order = await h.place({ failSubmit: true });
      const paying = await h.payAgain(order);
      expect(paying.status).toBe(200);
      const { orderTrackingId } = (await paying.json()) as { orderTrackingId: string };
      expect((await h.cancel(order, who)).status).toBe(200);
      await expect(h.pesapal.control.outcome(orderTrackingId, 'approve')).rejects.toThrow(/409 order is CANCELLED/);
      expect((await expectNoMoneyKept(h, order)).pages.map((p) => p.state)).toEqual(['CANCELLED']);
    });

    it('cancel while Pay again waits for Pesapal to make the page: the page is made, then closed at once, never handed out (409)', async () => {
      const order = await h.place({ failSubmit: true });
      await h.pesapal.control.hold('submit', { stage: 'request' });
      const paying = h.payAgain(order);
      await h.held('submit');
      expect((await h.cancel(order, who)).status).toBe(200);
      await h.pesapal.control.release('submit');
      const refused = await paying;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: { code: 'NOT_PAYABLE', message: en['order.error.notPayable'].replace('{status}', en['order.status.cancelled']) },
      });
      const { pages } = await expectNoMoneyKept(h, order);
      expect(pages.map((p) => p.state)).toEqual(['CANCELLED']);
      await expect(h.pesapal.control.outcome(pages[0]!.trackingId, 'approve')).rejects.toThrow(/409/);
      expect((await h.db.orderActions.forOrder(order.orderId)).map((a) => a.action)).toEqual(['cancel', 'page_closed']);
    });

    it('cancel while Pesapal’s answer to Pay again is on its way, and the page is paid meanwhile: the payment is returned at once, the customer told', async () => {
      const order = await h.place({ failSubmit: true });
      await h.pesapal.control.hold('submit', { stage: 'answer' });
      const paying = h.payAgain(order);
      await h.held('submit');
      expect((await h.cancel(order, who)).status).toBe(200);
      // Someone who has the page pays it before the shop has even heard of it.
      const [page] = await h.pages(order);
      await h.pesapal.control.outcome(page!.trackingId, 'approve');
      await h.pesapal.control.release('submit');
      expect((await paying).status).toBe(409);
      // Pesapal's IPN for the payment: recorded as completed, and the money goes back at once.
      expect((await h.ipn(order, page!.trackingId)).status).toBe(200);
      const { order: now } = await expectNoMoneyKept(h, order);
      expect(now.orderStatus).toBe('refund_requested');
      const [refund] = await h.db.refunds.forOrder(order.orderId);
      expect(refund).toMatchObject({
        status: 'requested',
        amountCents: ORDER_TOTAL_CENTS,
        reason: expect.stringMatching(/after the order was cancelled/),
      });
      expect((await h.db.orderActions.forOrder(order.orderId)).map((a) => a.action)).toEqual(
        expect.arrayContaining(['cancel', 'page_close_failed', 'late_payment', 'refund_request']),
      );
      const late = (await h.db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'refund_requested');
      expect(late.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(late.find((m) => m.channel === 'email')?.body).toContain('reached us after the order was cancelled');
      // The refund is approved; Pesapal's IPN says so: refunded, and the customer told that too.
      await h.quiet();
      expect((await h.ipn(order, page!.trackingId)).status).toBe(200);
      expect((await h.db.orders.byId(order.orderId))?.orderStatus).toBe('refunded');
      expect(await h.told(order.orderId)).toEqual(expect.arrayContaining(['refund_completed/email', 'refund_completed/sms']));
    });

    it('Pay again after the cancel: refused (409), nothing asked of Pesapal', async () => {
      const order = await h.place({ failSubmit: true });
      expect((await h.cancel(order, who)).status).toBe(200);
      const submits = (await h.pesapal.control.calls()).submit;
      const refused = await h.payAgain(order);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'NOT_PAYABLE' } });
      expect((await h.pesapal.control.calls()).submit).toBe(submits);
      expect(await h.pages(order)).toEqual([]);
    });

    it('Pay again while the cancel waits for Pesapal’s answer: the new page it opened is closed once the cancel holds', async () => {
      const order = await h.place();
      await h.pesapal.control.hold('cancel', { stage: 'answer' });
      const cancelling = h.cancel(order, who);
      await h.held('cancel');
      // Pesapal has closed the first page: Pay again starts a second one, and the shopper has it.
      const paying = await h.payAgain(order);
      expect(paying.status).toBe(200);
      const second = ((await paying.json()) as { orderTrackingId: string }).orderTrackingId;
      expect(second).not.toBe(order.orderTrackingId);
      await h.pesapal.control.release('cancel');
      expect((await cancelling).status).toBe(200);
      const { pages } = await expectNoMoneyKept(h, order);
      expect(pages.map((p) => p.state)).toEqual(['CANCELLED', 'CANCELLED']);
      await expect(h.pesapal.control.outcome(second, 'approve')).rejects.toThrow(/409/);
    });

    it('…and the shopper pays that new page before the cancel takes hold: cancelled, the payment found and returned at once', async () => {
      const order = await h.place();
      await h.pesapal.control.hold('cancel', { stage: 'answer' });
      const cancelling = h.cancel(order, who);
      await h.held('cancel');
      const second = ((await (await h.payAgain(order)).json()) as { orderTrackingId: string }).orderTrackingId;
      await h.pesapal.control.outcome(second, 'approve');
      await h.pesapal.control.release('cancel');
      expect((await cancelling).status).toBe(200);
      await expectNoMoneyKept(h, order);
      expect(await refundAsked(second)()).toMatchObject({ amount: ORDER_TOTAL_CENTS / 100 });
      expect(await h.told(order.orderId)).toEqual(
        expect.arrayContaining(['order_cancelled/email', 'order_cancelled/sms', 'refund_requested/email', 'refund_requested/sms']),
      );
    });

    it('…and its IPN is recorded before the cancel takes hold: the payment wins, the cancel is refused (409)', async () => {
      const order = await h.place();
      await h.pesapal.control.hold('cancel', { stage: 'answer' });
      const cancelling = h.cancel(order, who);
      await h.held('cancel');
      const second = ((await (await h.payAgain(order)).json()) as { orderTrackingId: string }).orderTrackingId;
      await h.pesapal.control.outcome(second, 'approve');
      expect((await h.ipn(order, second)).status).toBe(200);
      await h.pesapal.control.release('cancel');
      const refused = await cancelling;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'CANCEL_PAYING' } });
      const { order: now, pages } = await expectNoMoneyKept(h, order);
      expect(now.orderStatus).toBe('paid');
      expect(pages.map((p) => p.state).sort()).toEqual(['CANCELLED', 'COMPLETED']);
    });
  });

  it('Pay now by the signed-in owner while the admin cancels: the page made meanwhile is closed, the owner told why (409)', async () => {
    const order = await h.place({ failSubmit: true, token: h.tokens.owner });
    await h.pesapal.control.hold('submit', { stage: 'answer' });
    const paying = post(h.app, `/api/orders/${order.orderId}/pay`, {}, { authorization: `Bearer ${h.tokens.owner}` });
    await h.held('submit');
    expect((await h.cancel(order, 'admin')).status).toBe(200);
    await h.pesapal.control.release('submit');
    expect(await (await paying).json()).toMatchObject({ error: { code: 'NOT_PAYABLE' } });
    expect((await expectNoMoneyKept(h, order)).pages.map((p) => p.state)).toEqual(['CANCELLED']);
  });
});
