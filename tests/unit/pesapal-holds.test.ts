import { describe, expect, it } from 'vitest';
import { createHolds } from '../../local/pesapal/holds.ts';

/** The sandbox's held steps (local/pesapal/holds.ts): a test walks an interleaving one call at a time. */
describe('held calls', () => {
  it('holds as many calls as armed, at the stage armed, until released; the next goes through', async () => {
    const holds = createHolds();
    holds.arm('cancel', 'answer', 2);
    const passed: string[] = [];
    const call = (name: string, stage: 'request' | 'answer') => holds.pass('cancel', stage).then(() => void passed.push(name));
    const first = call('first', 'answer');
    const second = call('second', 'answer');
    await call('a request', 'request');
    await call('a third', 'answer');
    expect(passed).toEqual(['a request', 'a third']);
    expect(holds.list()).toEqual([{ route: 'cancel', stage: 'answer', remaining: 0, waiting: 2 }]);
    expect(holds.release('submit')).toBe(0);
    expect(holds.release('cancel')).toBe(2);
    await Promise.all([first, second]);
    expect(passed).toEqual(['a request', 'a third', 'first', 'second']);
    expect(holds.list()).toEqual([]);
  });

  it('a release disarms what was left, of one route or of all', async () => {
    const holds = createHolds();
    holds.arm('submit', 'request', 5);
    holds.arm('status', 'request', 1);
    const held = holds.pass('submit', 'request');
    expect(holds.release()).toBe(1);
    await held;
    expect(holds.list()).toEqual([]);
    await holds.pass('submit', 'request');
    await holds.pass('status', 'request');
  });
});
