import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initiateCheckout, placeOrder } from '../../src/server/checkout/initiate.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { orderRequestSchema } from '../../src/lib/checkout/order-schema.ts';
import { merchantReference } from '../../src/server/pesapal/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { orderBody, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/** A submit a crashed process left in flight (security point 11). */
describe.each(ENGINES)('checkout after a crash mid-submit, on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  const catalogue = staticCatalogueSource(SNAPSHOT);
  // A claim goes stale after 2.5 s: long enough that a live submit on a loaded machine is never taken for a dead one.
  const fast = { staleMs: 2_500, waitMs: 15_000, pollMs: 25 };

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
  });
  afterAll(async () => {
    await pesapal.stop();
    await db.close();
  });
  beforeEach(() => pesapal.control.reset());

  /** An order whose first SubmitOrderRequest was claimed by a process that then died. */
  async function orderLeftByACrash() {
    const body = orderBody();
    const { order } = await placeOrder({ catalogue, db }, orderRequestSchema.parse(body), null);
    const claim = await db.paymentAttempts.claim({
      orderId: order.id,
      merchantReference: merchantReference(order.id, 1),
      amountCents: order.totalCents,
      currency: 'KES',
    });
    expect(claim).not.toBeNull();
    return body;
  }

  it('the request waiting on it starts the next attempt itself and succeeds; one new submit for all waiters', async () => {
    const body = await orderLeftByACrash();
    const deps = { catalogue, db, pesapal: pesapal.client() };
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => initiateCheckout(deps, { body, authorization: undefined, siteOrigin: 'http://shop.test' }, fast)),
    );
    expect(Date.now() - started).toBeLessThan(fast.waitMs);
    const first = answers[0] as { orderTrackingId: string; orderId: string };
    expect(first.orderTrackingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answers.every((a) => 'orderTrackingId' in a && a.orderTrackingId === first.orderTrackingId)).toBe(true);
    expect((await pesapal.control.calls()).submit).toBe(1);
    const attempts = await db.paymentAttempts.forOrder(first.orderId);
    expect(attempts.map((a) => [a.merchantReference.endsWith('-R2'), a.submitState])).toEqual([
      [true, 'answered'],
      [false, 'failed'],
    ]);
  });

  it('a retry after the crash, once the claim is stale, goes straight to a new attempt', async () => {
    const body = await orderLeftByACrash();
    // The retry comes just after the claim went stale, by a clock moved on rather than by waiting for it; with no
    // patience for a claim still live (waitMs 0), a retry that took the claim for live would answer 503 at once.
    const later = { ...fast, waitMs: 0, now: () => Date.now() + fast.staleMs + 50 };
    const answer = await initiateCheckout(
      { catalogue, db, pesapal: pesapal.client() },
      { body, authorization: undefined, siteOrigin: 'http://shop.test' },
      later,
    );
    expect(answer).toMatchObject({ orderTrackingId: expect.any(String), redirectUrl: expect.any(String) });
    expect((await pesapal.control.calls()).submit).toBe(1);
    const attempts = await db.paymentAttempts.forOrder((answer as { orderId: string }).orderId);
    expect(attempts.map((a) => [a.merchantReference.endsWith('-R2'), a.submitState])).toEqual([
      [true, 'answered'],
      [false, 'failed'],
    ]);
  });
});
