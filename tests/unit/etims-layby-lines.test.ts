import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLines, soldLines, type SoldLine } from '../../src/lib/tax/document-lines.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import type { Order, OrderDelivery, OrderItem } from '../../src/lib/order-types.ts';
import type { LaybyPlan } from '../../src/lib/layby/plan.ts';
import { linesPaidBy } from '../../src/server/etims/prepare.ts';

/**
 * Each lay-by payment is a tax point for what it paid (issue 47 item 8; reference
 * layby-instalments.md §6): its invoice shares the payment pro rata over the plan's lines (a mixed
 * basket: exempt panels, 16 % inverter, the delivery fee charged online), in whole cents, summing
 * to the payment exactly, no line past what it was sold for.
 */

const inverter: OrderItem = {
  productId: 'inverter',
  productName: 'Hybrid inverter 5 kVA',
  unitPriceCents: 17_575_000,
  quantity: 1,
  lineTotalCents: 17_575_000,
  tax: statutoryTax('B'),
};
const panels: OrderItem = {
  productId: 'panel',
  productName: 'Panel 450 W',
  unitPriceCents: 1_750_000,
  quantity: 4,
  lineTotalCents: 7_000_000,
  tax: statutoryTax('A'),
};
const delivery = (collect: 'online' | 'on-delivery', feeCents: number) => ({ feeCents, collect }) as unknown as OrderDelivery;
const PLAN = { status: 'active' } as unknown as LaybyPlan;
type TaxOrder = Pick<Order, 'items' | 'delivery' | 'deliveryTax' | 'shippingCents' | 'plan'>;
const order = (d: OrderDelivery, plan: LaybyPlan | null): TaxOrder => ({
  items: [inverter, panels],
  delivery: d,
  deliveryTax: statutoryTax('B'),
  shippingCents: d.collect === 'online' ? (d.feeCents ?? 0) : 0,
  plan,
});
const names = (o: TaxOrder, source: 'payment' | 'collection' | 'door_fee') => {
  const lines = soldLines(o, linesPaidBy(o, source), 'Delivery');
  return typeof lines === 'string' ? lines : lines.map((l) => l.name);
};

describe('the lines a lay-by’s payment pays for', () => {
  it.each([
    // [what, delivery, plan, source, lines]
    [
      'online, fee charged online: goods and delivery',
      delivery('online', 350_000),
      PLAN,
      'payment',
      ['Hybrid inverter 5 kVA', 'Panel 450 W', 'Delivery'],
    ],
    [
      'online, fee at the door: the goods alone',
      delivery('on-delivery', 350_000),
      PLAN,
      'payment',
      ['Hybrid inverter 5 kVA', 'Panel 450 W'],
    ],
    [
      'cash at the shop, fee at the door: the goods alone (the door fee is invoiced when the driver takes it)',
      delivery('on-delivery', 350_000),
      PLAN,
      'collection',
      ['Hybrid inverter 5 kVA', 'Panel 450 W'],
    ],
    [
      'cash at the shop, fee charged online: goods and delivery',
      delivery('online', 350_000),
      PLAN,
      'collection',
      ['Hybrid inverter 5 kVA', 'Panel 450 W', 'Delivery'],
    ],
    ['the door fee on delivery: delivery alone', delivery('on-delivery', 350_000), PLAN, 'door_fee', ['Delivery']],
    [
      'not a lay-by: a driver’s collection still pays goods and fee',
      delivery('on-delivery', 350_000),
      null,
      'collection',
      ['Hybrid inverter 5 kVA', 'Panel 450 W', 'Delivery'],
    ],
  ] as const)('%s', (_, d, plan, source, expected) => {
    expect(names(order(d, plan), source)).toEqual(expected);
  });
});

describe('a plan’s payments, each invoiced for exactly its amount', () => {
  const sold = soldLines(order(delivery('online', 350_000), PLAN), 'payment', 'Delivery') as SoldLine[];
  const total = sold.reduce((sum, l) => sum + l.grossCents, 0); // KSh 249,250

  it('the deposit, instalments and the last shilling: each shared pro rata, summing to the payment, no line past its own', () => {
    const payments = [4_985_000, 50_000, 10_000_000, 3_333_300, total - 4_985_000 - 50_000 - 10_000_000 - 3_333_300];
    const invoiced = new Map<string, number>();
    for (const amount of payments) {
      const made = documentLines(sold, amount);
      if (!made.ok) throw new Error(made.reason);
      expect(made.lines.reduce((sum, l) => sum + l.grossCents, 0)).toBe(amount);
      expect(made.taxableCents + made.vatCents).toBe(amount);
      for (const line of made.lines) {
        const of = sold.find((s) => s.name === line.name)!;
        expect(line.grossCents).toBeLessThanOrEqual(of.grossCents);
        expect(line.netCents + line.vatCents).toBe(line.grossCents);
        // Each line keeps what was sold (its quantity and price) and the tax of the goods.
        expect([line.quantity, line.unitPriceCents, line.taxType]).toEqual([of.quantity, of.unitPriceCents, of.tax.taxType]);
        invoiced.set(line.name, (invoiced.get(line.name) ?? 0) + line.grossCents);
      }
    }
    // Over the whole plan each line is invoiced its value, give or take a cent a payment.
    for (const line of sold) expect(Math.abs(invoiced.get(line.name)! - line.grossCents)).toBeLessThanOrEqual(payments.length);
  });

  it('exempt panels carry no VAT, the 16 % lines their share of it', () => {
    const made = documentLines(sold, 4_985_000);
    if (!made.ok) throw new Error(made.reason);
    expect(made.lines.map((l) => [l.name, l.taxType, l.grossCents, l.vatCents])).toEqual([
      ['Hybrid inverter 5 kVA', 'B', 3_515_000, 484_828],
      ['Panel 450 W', 'A', 1_400_000, 0],
      ['Delivery', 'B', 70_000, 9_655],
    ]);
  });

  it('any payment up to the total: whole cents, the sum exact, none negative or past its line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: total / 100 }), (ksh) => {
        const made = documentLines(sold, ksh * 100);
        if (!made.ok) throw new Error(made.reason);
        expect(made.lines.reduce((sum, l) => sum + l.grossCents, 0)).toBe(ksh * 100);
        made.lines.forEach((line) => {
          expect(Number.isInteger(line.grossCents) && line.grossCents > 0).toBe(true);
          expect(line.grossCents).toBeLessThanOrEqual(sold.find((s) => s.name === line.name)!.grossCents);
        });
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses more than the plan’s lines hold', () => {
    expect(documentLines(sold, total + 100)).toMatchObject({ ok: false });
  });
});
