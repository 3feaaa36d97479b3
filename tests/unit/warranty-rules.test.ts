import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import {
  CLAIM_REFERENCE_PATTERN,
  CLAIM_REFERENCE_SPACE,
  claimReferenceFrom,
  claimReferenceOf,
} from '../../src/lib/warranty/claim-reference.ts';
import { claimMoveProblem, CLAIM_STATUSES, isOpenClaim, type ClaimStatus } from '../../src/lib/warranty/claim-status.ts';
import { deliveredDay, notRegistrable, plannedRegistrations, type RegistrableOrder } from '../../src/lib/warranty/registration.ts';
import { claimRequest, registrationRequest, serialField } from '../../src/lib/warranty/requests.ts';
import { serialAsPrinted, serialKey } from '../../src/lib/warranty/serial.ts';
import { CATEGORY_WARRANTY_MONTHS, inWarranty, kenyanDay, warrantyEndDay, warrantyMonthsOf } from '../../src/lib/warranty/terms.ts';

/** The warranty's rules (issue 31) as tables: end dates, serials, who may register what, claims' moves. */

describe('the day a warranty ends', () => {
  it.each([
    ['2026-11-28', 24, '2028-11-27'],
    ['2026-11-28', 1, '2026-12-27'],
    ['2026-01-31', 1, '2026-02-27'], // the 31st of a month that has none: its last day is the anniversary
    ['2024-02-29', 12, '2025-02-27'],
    ['2026-03-01', 120, '2036-02-29'],
    ['2026-12-31', 12, '2027-12-30'],
  ])('from %s for %i months: %s', (start, months, end) => expect(warrantyEndDay(start, months)).toBe(end));

  it.each([
    ['2026-11-27T20:59:59Z', '2026-11-27'],
    ['2026-11-27T21:00:00Z', '2026-11-28'],
    ['2026-11-28T00:00:00+03:00', '2026-11-28'],
  ])('%s is %s in Kenya', (iso, day) => expect(kenyanDay(iso)).toBe(day));

  it.each([
    ['2028-11-27', '2028-11-27', true],
    ['2028-11-27', '2028-11-28', false],
    ['2028-11-27', '2026-01-01', true],
  ])('a warranty ending %s covers %s: %s', (end, today, covered) => expect(inWarranty(end, today)).toBe(covered));
});

describe('the months a product carries', () => {
  it.each([
    [{ category: 'batteries', warrantyMonths: 120 }, 120],
    [{ category: 'batteries', warrantyMonths: null }, CATEGORY_WARRANTY_MONTHS.batteries],
    [{ category: 'solar-panels' }, 120],
    [{ category: 'inverters', warrantyMonths: 0 }, 60],
    [{ category: 'no-longer-sold' }, 12],
  ])('%j: %i', (product, months) => expect(warrantyMonthsOf(product)).toBe(months));
});

describe('serial numbers', () => {
  it.each([
    [' ab 12-3 ', 'AB12-3', 'AB123'],
    ['SN/2026.001', 'SN/2026.001', 'SN2026001'],
    ['x\ty z', 'XYZ', 'XYZ'],
    ['deye5k 2311 0457', 'DEYE5K23110457', 'DEYE5K23110457'],
    ['DEYE5K-2311-0457', 'DEYE5K-2311-0457', 'DEYE5K23110457'],
    ['Deye5k.2311/0457', 'DEYE5K.2311/0457', 'DEYE5K23110457'],
    ['deye5k - 2311 - 0457', 'DEYE5K-2311-0457', 'DEYE5K23110457'],
  ])('%j is kept as %s and compared as %s', (typed, printed, key) => {
    expect(serialAsPrinted(typed)).toBe(printed);
    expect(serialField.parse(typed)).toBe(printed);
    expect(serialKey(typed)).toBe(key);
    // The key of the serial as kept is the key of what was typed: a lookup finds what was stored.
    expect(serialKey(printed)).toBe(key);
  });

  it.each(['ab', '-ABC', 'A'.repeat(41), 'ÅB123', 'AB<1>', 'AB_12', ''])('%j is refused', (typed) =>
    expect(serialField.safeParse(typed).success).toBe(false),
  );
});

describe('what an order lets register', () => {
  it.each([
    ['paid', 'delivered', null],
    ['cash_on_delivery', 'delivered', null],
    ['paid', 'pending', 'pending'],
    ['paid', 'shipped', 'shipped'],
    ['cash_on_delivery', 'cancelled', 'cancelled'],
    ['cancelled', 'pending', 'cancelled'],
    ['refunded', 'delivered', 'cancelled'],
    ['refund_requested', 'delivered', 'cancelled'],
  ] as const)('%s and %s: %s', (status, deliveryStatus, reason) =>
    expect(notRegistrable({ orderStatus: status, deliveryStatus })).toBe(reason),
  );

  const order: RegistrableOrder = {
    id: '72233c16-0000-4000-8000-000000000001',
    orderStatus: 'paid',
    deliveryStatus: 'delivered',
    items: [
      { productId: 'panel', productName: 'Panel 450 W', quantity: 2 },
      { productId: 'battery', productName: 'Battery 5 kWh', quantity: 1 },
    ],
    deliverySteps: [
      { to: 'shipped', changedAt: '2026-11-20T08:00:00Z' },
      { to: 'delivered', changedAt: '2026-11-21T22:30:00Z' },
    ],
    updatedAt: '2026-11-21T22:30:00Z',
  };
  const terms = (productId: string) => ({ months: productId === 'panel' ? 120 : 60, covers: productId === 'panel' ? 'Output' : '' });

  it('a warranty runs from the delivery day in Kenya', () => {
    expect(deliveredDay(order)).toBe('2026-11-22');
    expect(deliveredDay({ deliverySteps: [], updatedAt: '2026-11-21T10:00:00Z' })).toBe('2026-11-21');
  });

  it.each<[string, Array<{ productId: string; serial: string }>, Array<{ productId: string; serial: string }>, unknown]>([
    [
      'each product for its months',
      [
        { productId: 'panel', serial: 'P1' },
        { productId: 'battery', serial: 'B1' },
      ],
      [],
      { ok: true, ends: ['2036-11-21', '2031-11-21'] },
    ],
    [
      'both panels',
      [
        { productId: 'panel', serial: 'P1' },
        { productId: 'panel', serial: 'P2' },
      ],
      [],
      { ok: true, ends: ['2036-11-21', '2036-11-21'] },
    ],
    ['a product not bought', [{ productId: 'inverter', serial: 'I1' }], [], { index: 0, field: 'productId', problem: 'notInOrder' }],
    [
      'a third panel',
      [
        { productId: 'panel', serial: 'P1' },
        { productId: 'panel', serial: 'P2' },
        { productId: 'panel', serial: 'P3' },
      ],
      [],
      { index: 2, field: 'serial', problem: 'tooMany' },
    ],
    [
      'a second panel after one registered',
      [{ productId: 'panel', serial: 'P2' }],
      [{ productId: 'panel', serial: 'P1' }],
      { ok: true, ends: ['2036-11-21'] },
    ],
    [
      'a second battery after one registered',
      [{ productId: 'battery', serial: 'B2' }],
      [{ productId: 'battery', serial: 'B1' }],
      { index: 0, field: 'serial', problem: 'tooMany' },
    ],
    // The same serial again is the same item: the database answers it as registered.
    [
      'a registered serial again',
      [{ productId: 'battery', serial: 'B1' }],
      [{ productId: 'battery', serial: 'B1' }],
      { ok: true, ends: ['2031-11-21'] },
    ],
    [
      'a registered serial again, typed with its hyphens this time',
      [{ productId: 'battery', serial: 'B-1-00' }],
      [{ productId: 'battery', serial: 'B100' }],
      { ok: true, ends: ['2031-11-21'] },
    ],
  ])('%s', (_name, items, already, expected) => {
    const plan = plannedRegistrations(order, items, already, terms);
    if ('ok' in (expected as object)) {
      expect(plan.ok).toBe(true);
      if (plan.ok) {
        expect(plan.rows.map((r) => r.endsOn)).toEqual((expected as { ends: string[] }).ends);
        expect(plan.rows.every((r) => r.startsOn === '2026-11-22' && r.orderId === order.id)).toBe(true);
      }
    } else expect(plan).toEqual({ ok: false, problem: expected });
  });
});

describe('claims', () => {
  it.each<[ClaimStatus, ClaimStatus, string | null, ReturnType<typeof claimMoveProblem>]>([
    ['received', 'inspecting', null, null],
    ['inspecting', 'replaced', null, null],
    ['replaced', 'inspecting', null, null],
    ['inspecting', 'inspecting', null, 'same'],
    ['inspecting', 'rejected', null, 'reason'],
    ['inspecting', 'rejected', '  ', 'reason'],
    ['inspecting', 'rejected', 'Water inside the case', null],
  ])('%s → %s (reason %j): %s', (from, to, reason, problem) => expect(claimMoveProblem(from, to, reason)).toBe(problem));

  it('received and inspecting are the open ones', () => expect(CLAIM_STATUSES.filter(isOpenClaim)).toEqual(['received', 'inspecting']));

  it.each([
    [
      { serial: 'sn 1', phone: '0712 345 678', description: '  It will not charge at all.  ' },
      { serial: 'SN1', phone: '+254712345678', description: 'It will not charge at all.' },
    ],
  ])('a claim is taken as %j', (body, taken) => expect(claimRequest.parse(body)).toEqual(taken));

  it.each([
    [{ serial: 'SN1', phone: '0712345678', description: 'Broken\u0000 down' }, 'description'],
    [
      {
        reference: 'ABCD1234',
        phone: '0712345678',
        items: [
          { productId: 'p', serial: 'SN1' },
          { productId: 'p', serial: 'sn1' },
        ],
      },
      'items.1.serial',
    ],
    [
      {
        reference: 'ABCD1234',
        phone: '0712345678',
        items: [
          { productId: 'p', serial: 'DEYE5K-2311-0457' },
          { productId: 'p', serial: 'deye5k 2311 0457' },
        ],
      },
      'items.1.serial',
    ],
    [
      {
        reference: 'ABCD1234',
        phone: '0712345678',
        items: Array.from({ length: 51 }, (_, i) => ({ productId: 'p', serial: `S${100 + i}` })),
      },
      'items',
    ],
  ])('a malformed body (%#) names %s', (body, field) => {
    const parsed = 'items' in body ? registrationRequest.safeParse(body) : claimRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe(field);
  });
});

describe('claim references', () => {
  it.each([
    [0, 'C-0000000'],
    [42, 'C-0000042'],
    [4_821_907, 'C-4821907'],
    [CLAIM_REFERENCE_SPACE - 1, 'C-9999999'],
  ])('draw %i is %s, as the database takes it', (draw, reference) => {
    expect(claimReferenceFrom(draw)).toBe(reference);
    expect(reference).toMatch(CLAIM_REFERENCE_PATTERN);
  });

  it.each([-1, CLAIM_REFERENCE_SPACE, 1.5, Number.NaN])('draw %d is no reference', (draw) =>
    expect(() => claimReferenceFrom(draw)).toThrow(RangeError),
  );

  it.each([
    ['C-4821907', 'C-4821907'],
    ['c 482 1907', 'C-4821907'],
    ['C4821907', 'C-4821907'],
    ['4821907', 'C-4821907'],
    [' c-4821907 ', 'C-4821907'],
    ['C-482190', null],
    ['C-48219070', null],
    ['D-4821907', null],
    ['C-48219O7', null],
    ['', null],
  ])('%j is read as %s', (typed, reference) => expect(claimReferenceOf(typed)).toBe(reference));
});
