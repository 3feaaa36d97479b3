import { describe, expect, it } from 'vitest';
import { checkOrders, loadProducts, runRow, type Answered, type StoredOrder } from '../../scripts/bench/checkout-load-check.ts';
import { fileOf, topFunctions, type CpuProfile } from '../../scripts/bench/cpu-profile-summary.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

const answered: Answered[] = [
  { key: 'k1', orderId: 'o1' },
  { key: 'k2', orderId: 'o2' },
];
const whole = (id: string, key: string): StoredOrder => ({ id, key, lines: 2, units: 2, cashPayments: 1, held: 2 });
const balanced = { levelsReserved: 4, reservationsHeld: 4 };

describe('the checkout load check', () => {
  it.each<[string, StoredOrder[], string[]]>([
    ['every answered order whole', [whole('o1', 'k1'), whole('o2', 'k2')], []],
    ['an answered order missing', [whole('o1', 'k1')], ['1 answered orders missing']],
    ['a key stored twice', [whole('o1', 'k1'), whole('o2', 'k2'), whole('o3', 'k2')], ['1 orders stored or answered twice']],
    ['answered with another id', [whole('o1', 'k1'), whole('o9', 'k2')], ["1 answered with another order's id"]],
    ['an order without its lines', [whole('o1', 'k1'), { ...whole('o2', 'k2'), lines: 1 }], ['1 without their 2 lines']],
    [
      'a cash order without its payment record',
      [whole('o1', 'k1'), { ...whole('o2', 'k2'), cashPayments: 0 }],
      ['1 without one cash payment record'],
    ],
    ['an order without its units held', [whole('o1', 'k1'), { ...whole('o2', 'k2'), held: 0 }], ['1 without their units held']],
  ])('%s', (_, stored, problems) => {
    const verdict = checkOrders('Cash', 2, answered, stored, balanced);
    expect(verdict.problems).toEqual(problems);
    expect(verdict.ok).toBe(problems.length === 0);
  });

  it('asks no cash payment record of an M-PESA order', () => {
    expect(checkOrders('MPESA', 2, answered, [whole('o1', 'k1'), { ...whole('o2', 'k2'), cashPayments: 0 }], balanced).ok).toBe(true);
  });

  it('fails when the same order id answers two keys, when stock levels and holds disagree, and when nothing was answered', () => {
    expect(
      checkOrders(
        'Cash',
        2,
        [...answered, { key: 'k3', orderId: 'o1' }],
        [whole('o1', 'k1'), whole('o2', 'k2'), whole('o3', 'k3')],
        balanced,
      ).problems,
    ).toEqual(['2 orders stored or answered twice', "1 answered with another order's id"]);
    expect(
      checkOrders('Cash', 2, answered, [whole('o1', 'k1'), whole('o2', 'k2')], { levelsReserved: 6, reservationsHeld: 4 }).problems,
    ).toEqual(['stock levels reserve 6 units, the held reservations 4']);
    expect(checkOrders('Cash', 2, [], [], { levelsReserved: 0, reservationsHeld: 0 }).problems).toEqual(['no order was answered']);
  });

  it('prints a row with the rate, latency, errors and the verdict', () => {
    const run = {
      method: 'Cash' as const,
      clients: 50,
      seconds: 10,
      answered: 1500,
      p50Ms: 120.4,
      p99Ms: 480.6,
      errors: 0,
      firstError: null,
    };
    expect(runRow(run, { ok: true, checked: 1550, problems: [] })).toMatch(
      /^cash on delivery\s+50\s+150\.0\s+120\s+481\s+0 {2}ok \(1550 orders\)$/,
    );
    expect(runRow(run, { ok: false, checked: 1550, problems: ['1 answered orders missing'] })).toMatch(
      /FAILED: 1 answered orders missing$/,
    );
  });
});

describe('the products a load buys', () => {
  const product = (priceCents: number, state: 'in_stock' | 'out_of_stock') => ({
    name: 'P',
    brand: 'B',
    category: 'accessories',
    priceCents,
    onSale: true,
    inStock: state === 'in_stock',
    taxType: 'B' as const,
    stock: { state, left: null },
  });
  it('takes those in stock, in id order, four of which stay below the cash limit', () => {
    const snapshot = {
      products: {
        b: product(1_000, 'in_stock'),
        a: product(1_000, 'in_stock'),
        c: product(1_000, 'out_of_stock'),
        d: product(5_000, 'in_stock'),
      },
      shop: { cashLimit: { limitCents: 10_000 } },
    } as unknown as CatalogueSnapshot;
    expect(loadProducts(snapshot, 5)).toEqual(['a', 'b']);
    expect(loadProducts(snapshot, 1)).toEqual(['a']);
  });
});

describe('a CPU profile summed up', () => {
  const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)', '') },
      { id: 2, callFrame: frame('sendMail', 'file:///work/main/node_modules/nodemailer/lib/mailer/index.js') },
      { id: 3, callFrame: frame('queue', 'file:///work/main/src/server/db/outbox.ts') },
    ],
    // Each sample's time is the gap to the next one.
    samples: [2, 2, 3, 1],
    timeDeltas: [0, 1000, 3000, 2000],
  };
  it('gives self time by function, largest first, with its share', () => {
    expect(topFunctions(profile)).toEqual([
      { name: 'sendMail nodemailer/lib/mailer/index.js:10', ms: 4, share: 4 / 6 },
      { name: 'queue src/server/db/outbox.ts:10', ms: 2, share: 2 / 6 },
      { name: '(idle)', ms: 0, share: 0 },
    ]);
  });
  it.each([
    ['file:///a/node_modules/postgres/src/connection.js', 'postgres'],
    ['file:///a/node_modules/@scope/pkg/x.js', '@scope/pkg'],
    ['file:///work/main/src/server/db/outbox.ts', 'src/server/db/outbox.ts'],
    ['node:net', 'node:net'],
  ])('puts %s under %s', (url, file) => {
    expect(fileOf({ functionName: 'f', url, lineNumber: 0 })).toBe(file);
  });
});
