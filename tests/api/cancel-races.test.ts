import { describe, expect, it } from 'vitest';
import { cancelRaceHarness, expectNoMoneyKept, type Canceller, type PlacedOrder } from './cancel-race-fixture.ts';
import { ENGINES } from './db-fixture.ts';

/**
 * A cancelled order never keeps the customer's money (issue 43, item 12), tried as the code review
 * tried it: 40 orders, each with a cancel and the other side (the sandbox approving the same
 * M-PESA payment; Pay again, then the shopper paying every page the order has) started a few
 * milliseconds apart, in both orders, by a guest (phone and reference) and by an admin, with
 * Pesapal's IPNs reaching the shop on their own. Whatever the timing, each order ends sound: paid
 * and standing (the cancel refused, saying so), or cancelled with every page closed and all money
 * that came in refunded, and its customer told either way.
 */
const ATTEMPTS = 40;

/** Starts `step` `ms` from now: the offset between the two sides of a race, not a wait for an outcome. */
// eslint-disable-next-line no-restricted-syntax -- a start time is the point: the race's sides land across each other's steps
const after = <T>(ms: number, step: () => Promise<T>) => new Promise<T>((done, fail) => setTimeout(() => step().then(done, fail), ms));

describe.each(ENGINES)('cancel races, %i attempts, on %s'.replace('%i', String(ATTEMPTS)), (engine) => {
  const h = cancelRaceHarness(engine, { ipn: 'in-process' });
  const who = (i: number): Canceller => (i % 2 === 0 ? 'guest' : 'admin');
  /**
   * Attempt i: which side starts first, and how many milliseconds before the other. The lead of a
   * cancel is spread over how long a cancel takes here (`window`, measured), so the other side lands
   * before, during and after each of its steps (the order read, CancelOrder, the lock); the other
   * side's lead is a few milliseconds.
   */
  const timing = (i: number, window: number) => {
    const cancelFirst = i % 2 === 0;
    return { cancelFirst, gap: cancelFirst ? Math.round((i / ATTEMPTS) * window * 1.5) : (i >> 1) % 5 };
  };

  /** How long a cancel takes here, start to answer. */
  async function cancelWindow(): Promise<number> {
    const order = await h.place();
    const started = performance.now();
    expect((await h.cancel(order, 'guest')).status).toBe(200);
    return performance.now() - started;
  }

  /** After the races: each order sound, each customer told, each cancel answered 200 or 409 CANCEL_PAYING. */
  async function expectSound(order: PlacedOrder, cancel: Response) {
    const { order: now, paid } = await expectNoMoneyKept(h, order);
    const told = await h.told(order.orderId);
    const answer = (await cancel.json()) as { error?: { code: string } };
    if (now.cancellation) {
      expect(cancel.status).toBe(200);
      expect(told).toEqual(expect.arrayContaining(['order_cancelled/email', 'order_cancelled/sms']));
      // Money that came in went back, and the customer heard of it: asked, then done.
      if (paid.length > 0) {
        expect(now.orderStatus).toBe('refunded');
        expect(told).toEqual(
          expect.arrayContaining(['refund_requested/email', 'refund_requested/sms', 'refund_completed/email', 'refund_completed/sms']),
        );
      } else expect(now.orderStatus).toBe('cancelled');
      return paid.length > 0 ? 'cancelled, refunded' : 'cancelled';
    }
    expect({ status: cancel.status, code: answer.error?.code }).toEqual({ status: 409, code: 'CANCEL_PAYING' });
    expect(told).toEqual(expect.arrayContaining(['order_received/email', 'order_received/sms']));
    return 'paid';
  }

  it('a cancel against the sandbox approving the same M-PESA payment, a few milliseconds apart', async () => {
    const window = await cancelWindow();
    const races: Array<{ order: PlacedOrder; cancel: Response }> = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const order = await h.place();
      const { cancelFirst, gap } = timing(i, window);
      const approve = () => h.pesapal.control.outcome(order.orderTrackingId, 'approve').catch((error: unknown) => String(error));
      const [cancel] = await Promise.all([
        after(cancelFirst ? 0 : gap, () => h.cancel(order, who(i))),
        after(cancelFirst ? gap : 0, approve),
      ]);
      races.push({ order, cancel });
    }
    await h.quiet();
    for (const { order, cancel } of races) await expectSound(order, cancel);
  }, 60_000);

  it('a cancel against Pay again, then the shopper paying every page the order has, a few milliseconds apart', async () => {
    const window = await cancelWindow();
    const races: Array<{ order: PlacedOrder; cancel: Response }> = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const order = await h.place({ failSubmit: true });
      const { cancelFirst, gap } = timing(i, window);
      const [cancel, paying] = await Promise.all([
        after(cancelFirst ? 0 : gap, () => h.cancel(order, who(i))),
        after(cancelFirst ? gap : 0, () => h.payAgain(order)),
      ]);
      expect([200, 409]).toContain(paying.status);
      // Whoever holds a page tries to pay it: a page still open would take the money.
      for (const page of await h.pages(order))
        await h.pesapal.control.outcome(page.trackingId, 'approve').catch((error: unknown) => expect(String(error)).toMatch(/409/));
      races.push({ order, cancel });
    }
    await h.quiet();
    for (const { order, cancel } of races) await expectSound(order, cancel);
  }, 60_000);
});
