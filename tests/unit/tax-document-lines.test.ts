import { describe, expect, it } from 'vitest';
import { documentLines, invoicedLines, soldLines, type SoldLine } from '../../src/lib/tax/document-lines.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import type { OrderDelivery, OrderItem } from '../../src/lib/order-types.ts';
import { saleOf } from '../../src/server/etims/sale-payload.ts';
import { saleRequestBody } from '../../src/server/etims/wire.ts';

/** What a tax document covers of its order (lib/tax/document-lines.ts), and the sale it becomes. */

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
const delivery = (collect: 'online' | 'on-delivery', feeCents: number | null) => ({ feeCents, collect }) as unknown as OrderDelivery;
const order = (items: OrderItem[], d: OrderDelivery | null, shippingCents: number) => ({
  items,
  delivery: d,
  deliveryTax: statutoryTax('B'),
  shippingCents,
});

describe('the lines a source of money pays for', () => {
  it.each([
    // [what, source, delivery, shipping, names]
    [
      'an online payment with the fee charged online: goods and delivery',
      'payment',
      delivery('online', 350_000),
      350_000,
      ['Hybrid inverter 5 kVA', 'Delivery'],
    ],
    ['an online payment, fee at the door: the goods alone', 'payment', delivery('on-delivery', 350_000), 0, ['Hybrid inverter 5 kVA']],
    ['a cash collection: the goods and the fee', 'collection', delivery('on-delivery', 350_000), 0, ['Hybrid inverter 5 kVA', 'Delivery']],
    ['the door fee: delivery alone', 'door_fee', delivery('on-delivery', 350_000), 0, ['Delivery']],
    ['free delivery: no delivery line', 'collection', delivery('on-delivery', 0), 0, ['Hybrid inverter 5 kVA']],
    ['a fee still to quote: no delivery line', 'collection', delivery('on-delivery', null), 0, ['Hybrid inverter 5 kVA']],
  ] as const)('%s', (_, source, d, shipping, names) => {
    const lines = soldLines(order([inverter], d, shipping), source, 'Delivery');
    expect(typeof lines === 'string' ? lines : lines.map((l) => l.name)).toEqual(names);
  });

  it('refuses an order line without a tax type (from before issue 45), naming it', () => {
    expect(soldLines(order([{ ...inverter, tax: null }], null, 0), 'payment', 'Delivery')).toMatch(/Hybrid inverter 5 kVA has no tax type/);
  });
});

describe('sharing the money over them and splitting it per KRA', () => {
  const sold = soldLines(order([inverter], delivery('online', 350_000), 350_000), 'payment', 'Delivery') as SoldLine[];

  it('the worked example (reference §14): the whole payment, each line as sold', () => {
    const made = documentLines(sold, 17_925_000);
    expect(made).toMatchObject({ ok: true, taxableCents: 15_452_586, vatCents: 2_472_414 });
    if (!made.ok) throw new Error(made.reason);
    expect(made.lines.map((l) => [l.grossCents, l.netCents, l.vatCents])).toEqual([
      [17_575_000, 15_150_862, 2_424_138],
      [350_000, 301_724, 48_276],
    ]);
  });

  it('a part: shared pro rata, each line keeping its quantity, the shares summing to the money', () => {
    const made = documentLines(sold, 5_000_000);
    if (!made.ok) throw new Error(made.reason);
    expect(made.lines.map((l) => l.grossCents)).toEqual([4_902_371, 97_629]);
    expect(made.lines.reduce((sum, l) => sum + l.netCents + l.vatCents, 0)).toBe(5_000_000);
  });

  it('refuses more money than the lines hold', () => {
    expect(documentLines(sold, 17_925_001)).toMatchObject({ ok: false, reason: expect.stringMatching(/more than the lines/) });
  });

  it('a credit note takes its invoice’s lines', () => {
    const made = documentLines(soldLines(order([inverter, panels], null, 0), 'payment', 'Delivery') as SoldLine[], 24_575_000);
    if (!made.ok) throw new Error(made.reason);
    const again = invoicedLines({ lines: made.lines.map((l) => ({ ...l, itemCode: 'X' })) });
    expect(documentLines(again as SoldLine[], 24_575_000)).toEqual(made);
  });
});

describe('the sale KRA signs', () => {
  it('rebuilds the worked example’s payload (reference §14) from a prepared document', () => {
    const made = documentLines(
      soldLines(order([inverter], delivery('online', 350_000), 350_000), 'payment', 'Delivery') as SoldLine[],
      17_925_000,
    );
    if (!made.ok) throw new Error(made.reason);
    const doc = {
      kind: 'invoice' as const,
      occurredAt: '2025-08-12T11:30:05.000Z',
      lines: made.lines.map((l) => ({ ...l, itemCode: l.productId ? 'CN2CTU0000017' : 'KE3OUU0000001' })),
      totals: { taxableCents: made.taxableCents, vatCents: made.vatCents, byType: made.byType },
      buyer: null,
    };
    const items = new Map([
      ['inverter', { itemCd: 'CN2CTU0000017', itemClsCd: '39121000', pkgUnitCd: 'CT', qtyUnitCd: 'U' }],
      ['delivery', { itemCd: 'KE3OUU0000001', itemClsCd: '78101800', pkgUnitCd: 'OU', qtyUnitCd: 'U' }],
    ]);
    const sale = saleOf(doc, items, {
      invcNo: 1042,
      orgInvcNo: 0,
      orderReference: 'ORD-2025-000731',
      customerPhone: '0712345678',
      paymentType: '06',
      remark: null,
    });
    sale.taxRtBp = { A: 0, B: 1600, C: 0, D: 0, E: 800 };
    expect(saleRequestBody(sale)).toMatchObject({
      invcNo: 1042,
      orgInvcNo: 0,
      trdInvcNo: 'ORD-2025-000731',
      rcptTyCd: 'S',
      pmtTyCd: '06',
      cfmDt: '20250812143005',
      salesDt: '20250812',
      totItemCnt: 2,
      taxblAmtB: 154_525.86,
      taxAmtB: 24_724.14,
      taxRtB: 16,
      taxRtE: 8,
      totTaxblAmt: 154_525.86,
      totTaxAmt: 24_724.14,
      totAmt: 179_250,
      itemList: [
        expect.objectContaining({
          itemSeq: 1,
          itemCd: 'CN2CTU0000017',
          prc: 151_508.62,
          splyAmt: 151_508.62,
          taxblAmt: 151_508.62,
          taxAmt: 24_241.38,
          totAmt: 175_750,
        }),
        expect.objectContaining({ itemSeq: 2, itemCd: 'KE3OUU0000001', prc: 3_017.24, taxblAmt: 3_017.24, taxAmt: 482.76, totAmt: 3_500 }),
      ],
    });
  });
});
