import { describe, expect, it } from 'vitest';
import { createStatusChecks } from '../../src/server/checkout/status-checks.ts';
import type { PesapalClient, PesapalPaymentStatus, PesapalResult } from '../../src/server/pesapal/index.ts';

const ID = 'b945e4af-80a5-4ec1-8706-e03f8332fb04';

/** A Pesapal whose answers the test releases by hand, counting the questions. */
function fakePesapal() {
  const waiting: Array<(result: PesapalResult<PesapalPaymentStatus>) => void> = [];
  let asked = 0;
  const pesapal: Pick<PesapalClient, 'getStatus'> = {
    getStatus: () => {
      asked += 1;
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
  const answer = (status: PesapalPaymentStatus['status'] = 'PENDING') => {
    const data = { orderTrackingId: ID, status } as PesapalPaymentStatus;
    for (const resolve of waiting.splice(0)) resolve({ ok: true, data });
  };
  const fail = () => {
    for (const resolve of waiting.splice(0)) resolve({ ok: false, error: { kind: 'network', retryable: true, message: 'down' } });
  };
  return { pesapal, answer, fail, asked: () => asked };
}

describe('status checks coalesce per tracking id', () => {
  it('asks Pesapal once for 500 polls at the same moment, and every poll gets the answer', async () => {
    const fake = fakePesapal();
    const checks = createStatusChecks(fake.pesapal);
    const polls = Array.from({ length: 500 }, () => checks.status(ID));
    fake.answer('COMPLETED');
    const results = await Promise.all(polls);
    expect(fake.asked()).toBe(1);
    expect(results.every((r) => r.ok && r.data.status === 'COMPLETED')).toBe(true);
  });

  it('reuses an answer within the cache window and asks again after it', async () => {
    let clock = 1_000;
    const fake = fakePesapal();
    const checks = createStatusChecks(fake.pesapal, { cacheMs: 3_000, now: () => clock });
    const first = checks.status(ID);
    fake.answer();
    await first;
    clock += 2_999;
    await checks.status(ID);
    expect(fake.asked()).toBe(1);
    clock += 1;
    const later = checks.status(ID);
    fake.answer();
    await later;
    expect(fake.asked()).toBe(2);
  });

  it('never reuses a failure', async () => {
    const fake = fakePesapal();
    const checks = createStatusChecks(fake.pesapal);
    const first = checks.status(ID);
    fake.fail();
    expect((await first).ok).toBe(false);
    const again = checks.status(ID);
    fake.answer();
    expect((await again).ok).toBe(true);
    expect(fake.asked()).toBe(2);
  });

  it('gives a fresh caller (IPN, return page) a new question, never a cached or older one, shared by other fresh callers', async () => {
    const fake = fakePesapal();
    const checks = createStatusChecks(fake.pesapal);
    const poll = checks.status(ID);
    const ipn = checks.status(ID, { fresh: true });
    const duplicateIpn = checks.status(ID, { fresh: true });
    const laterPoll = checks.status(ID);
    expect(fake.asked()).toBe(2);
    fake.answer('COMPLETED');
    await Promise.all([poll, ipn, duplicateIpn, laterPoll]);
    const cachedForPolls = checks.status(ID);
    const nextIpn = checks.status(ID, { fresh: true });
    expect(fake.asked()).toBe(3);
    fake.answer('COMPLETED');
    expect(await cachedForPolls).toMatchObject({ ok: true, data: { status: 'COMPLETED' } });
    await nextIpn;
  });

  it('forgets the oldest payments past its size', async () => {
    const fake = fakePesapal();
    const checks = createStatusChecks(fake.pesapal, { maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) {
      const question = checks.status(id);
      fake.answer();
      await question;
    }
    const again = checks.status('a');
    fake.answer();
    await again;
    expect(fake.asked()).toBe(4);
  });
});
