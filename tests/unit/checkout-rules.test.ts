import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { orderRequestSchema, type OrderRequestInput } from '../../src/lib/checkout/order-schema.ts';
import { checkAcceptedPolicies } from '../../src/lib/checkout/policy-check.ts';
import { translationsFor, type MessageKey } from '../../src/i18n/index.ts';
import { MAX_LINE_QUANTITY } from '../../src/lib/cart/line.ts';
import { orderLine, priceOrder, pricedOrder } from '../../src/lib/checkout/price-order.ts';
import type { OrderDelivery } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import { isKenyanPhone, normaliseKenyanPhone } from '../../src/lib/phone.ts';

const english = translationsFor('en');

describe('Kenyan phone numbers', () => {
  it.each([
    ['+254712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['+254 712 345 678', '+254712345678'],
    ['07 12 34 56 78', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0712-345-678', '+254712345678'],
    ['0712.345.678', '+254712345678'],
    ['(0712) 345 678', '+254712345678'],
    ['+254 (0) 712 345 678', '+254712345678'],
    ['+254-712-345-678', '+254712345678'],
    ['254 112 345 678', '+254112345678'],
    ['0812345678', null],
    ['071234567', null],
    ['07123456789', null],
    ['2547123456789', null],
    ['25412345678', null],
    ['+2540812345678', null],
    ['0712_345_678', null],
    ['+254+712345678', null],
    ['+255712345678', null],
    ['', null],
    ['07123456a8', null],
  ])('%j → %j', (input, normalised) => {
    expect(normaliseKenyanPhone(input)).toBe(normalised);
    expect(isKenyanPhone(input)).toBe(normalised !== null);
  });
});

const validRequest: OrderRequestInput = {
  customer: {
    fullName: 'Wanjiku Kamau',
    email: 'Wanjiku@Example.co.ke ',
    phone: '0712 345 678',
    address: 'Kamiti Road, House 12',
    city: 'Nairobi',
    county: 'Nairobi',
    postalCode: '00100',
  },
  paymentMethod: 'MPESA',
  items: [{ id: 'felicity-lpba48100', name: 'Battery', price: 1, quantity: 2 }],
  totals: { subtotal: 2, shipping: 0, tax: 0, total: 2 },
  agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
  acceptedPolicyHashes: { 'terms-and-conditions': 'sha256:a', 'privacy-policy': 'sha256:b' },
  idempotencyKey: 'k_0123456789abcdef',
};

function firstIssue(change: (request: OrderRequestInput) => void) {
  const request = structuredClone(validRequest);
  change(request);
  const result = orderRequestSchema.safeParse(request);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  // The schema's messages are keys of the tables; the form and the API write them in their language.
  return { field: issue.path.join('.'), message: english(issue.message as MessageKey) };
}

describe('the order request schema (shared by the checkout form and the API)', () => {
  it('accepts a valid order and normalises e-mail and phone', () => {
    const order = orderRequestSchema.parse(validRequest);
    expect(order.customer.email).toBe('wanjiku@example.co.ke');
    expect(order.customer.phone).toBe('+254712345678');
    expect(order.customer.apartment).toBe('');
  });

  it.each([
    ['no full name', (r: OrderRequestInput) => void (r.customer.fullName = '  '), 'customer.fullName', 'Full name is required'],
    ['a bad e-mail', (r: OrderRequestInput) => void (r.customer.email = 'wanjiku@'), 'customer.email', 'Valid email is required'],
    [
      'a bad phone',
      (r: OrderRequestInput) => void (r.customer.phone = '0812345678'),
      'customer.phone',
      'Valid Kenyan phone number is required (e.g., +254712345678 or 0712345678)',
    ],
    ['no address', (r: OrderRequestInput) => void (r.customer.address = ''), 'customer.address', 'Delivery address is required'],
    ['no city', (r: OrderRequestInput) => void (r.customer.city = ''), 'customer.city', 'City is required'],
    ['no county', (r: OrderRequestInput) => void (r.customer.county = ''), 'customer.county', 'County is required'],
    ['no postal code', (r: OrderRequestInput) => void (r.customer.postalCode = ''), 'customer.postalCode', 'Postal code is required'],
    [
      'terms not accepted',
      (r: OrderRequestInput) => void ((r.agreements as { termsAndConditions: boolean }).termsAndConditions = false),
      'agreements.termsAndConditions',
      'You must accept the Terms and Conditions',
    ],
    [
      'privacy not accepted',
      (r: OrderRequestInput) => void ((r.agreements as { privacyPolicy: boolean }).privacyPolicy = false),
      'agreements.privacyPolicy',
      'You must accept the Privacy Policy',
    ],
    [
      'disclaimer not acknowledged',
      (r: OrderRequestInput) => void ((r.agreements as { financialDisclaimer: boolean }).financialDisclaimer = false),
      'agreements.financialDisclaimer',
      'You must acknowledge the financial disclaimer',
    ],
    [
      'a quantity of 0',
      (r: OrderRequestInput) => void (r.items[0]!.quantity = 0),
      'items.0.quantity',
      `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
    ],
    [
      'a quantity over the line limit',
      (r: OrderRequestInput) => void (r.items[0]!.quantity = MAX_LINE_QUANTITY + 1),
      'items.0.quantity',
      `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
    ],
    [
      'a fractional quantity',
      (r: OrderRequestInput) => void (r.items[0]!.quantity = 1.5),
      'items.0.quantity',
      `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
    ],
    ['no items', (r: OrderRequestInput) => void (r.items = []), 'items', 'Your cart is empty'],
    [
      'an unknown payment method',
      (r: OrderRequestInput) => void ((r as { paymentMethod: string }).paymentMethod = 'Bitcoin'),
      'paymentMethod',
      'Choose how you will pay',
    ],
    [
      'a short idempotency key',
      (r: OrderRequestInput) => void (r.idempotencyKey = 'abc'),
      'idempotencyKey',
      'idempotencyKey must be 16 to 100 letters, digits, - or _',
    ],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    expect(firstIssue(change)).toEqual({ field, message });
  });
});

const ON_SALE = { onSale: true, taxType: 'B', inStock: true, stock: { state: 'in_stock', left: null } } as const;
const OUT = { state: 'out_of_stock', left: null } as const;

const snapshot: CatalogueSnapshot = {
  generatedAt: '2026-11-21T00:00:00.000Z',
  currency: 'KES',
  products: {
    battery: { name: 'Lithium battery', brand: 'Felicity', category: 'batteries', priceCents: 15675000, ...ON_SALE },
    cable: { name: 'PV cable', brand: 'Kenwest', category: 'accessories', priceCents: 23800, ...ON_SALE },
    // On sale, sold out when the catalogue was built: priced all the same, the database says at checkout whether any are left.
    inverter: {
      name: 'Hybrid inverter',
      brand: 'Growatt',
      category: 'inverters',
      priceCents: 9500000,
      ...ON_SALE,
      inStock: false,
      stock: OUT,
    },
    // No longer sold: its "On sale" unticked.
    controller: {
      name: 'MPPT 100/30',
      brand: 'Victron',
      category: 'charge-controllers',
      priceCents: 2280000,
      onSale: false,
      taxType: 'B',
      inStock: false,
      stock: OUT,
    },
  },
  policies: [
    { id: 'policy-terms', type: 'terms-and-conditions', version: '3', hash: 'sha256:t3', updatedAt: '2026-10-01' },
    { id: 'policy-privacy', type: 'privacy-policy', version: '2', hash: 'sha256:p2', updatedAt: '2026-10-01' },
    { id: 'policy-refund', type: 'refund-policy', version: '1', hash: 'sha256:r1', updatedAt: '2026-10-01' },
  ],
};

describe('priceOrder: the server prices every line from the catalogue', () => {
  it('prices lines and totals in cents, shipping and tax 0', () => {
    const result = priceOrder(
      [
        { id: 'battery', quantity: 2 },
        { id: 'cable', quantity: 10 },
      ],
      snapshot,
    );
    expect(result).toEqual({
      ok: true,
      order: {
        lines: [
          {
            productId: 'battery',
            productName: 'Lithium battery',
            unitPriceCents: 15675000,
            quantity: 2,
            lineTotalCents: 31350000,
            tax: statutoryTax('B'),
          },
          {
            productId: 'cable',
            productName: 'PV cable',
            unitPriceCents: 23800,
            quantity: 10,
            lineTotalCents: 238000,
            tax: statutoryTax('B'),
          },
        ],
        subtotalCents: 31588000,
        shippingCents: 0,
        taxCents: 0,
        totalCents: 31588000,
        delivery: null,
        deliveryTax: null,
      },
    });
  });

  it('merges lines of the same product, up to the line limit', () => {
    const result = priceOrder(
      [
        { id: 'cable', quantity: MAX_LINE_QUANTITY - 40 },
        { id: 'battery', quantity: 1 },
        { id: 'cable', quantity: 40 },
      ],
      snapshot,
    );
    expect(result.ok && result.order.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['cable', MAX_LINE_QUANTITY],
      ['battery', 1],
    ]);
  });

  it("prices a product on sale that the build saw sold out: whether any are left now is the database's to say", () => {
    const result = priceOrder([{ id: 'inverter', quantity: 2 }], snapshot);
    expect(result.ok && result.order.lines).toEqual([
      {
        productId: 'inverter',
        productName: 'Hybrid inverter',
        unitPriceCents: 9500000,
        quantity: 2,
        lineTotalCents: 19000000,
        tax: statutoryTax('B'),
      },
    ]);
  });

  it.each([
    [
      'an unknown product',
      [{ id: 'nope', quantity: 1 }],
      400,
      'UNKNOWN_PRODUCT',
      1,
      "Line 1: 'nope' is not in our catalogue any more. Remove it from your cart.",
    ],
    [
      'a product the shop no longer sells (not on sale), as out of stock',
      [
        { id: 'cable', quantity: 1 },
        { id: 'controller', quantity: 1 },
      ],
      409,
      'OUT_OF_STOCK',
      2,
      'Line 2: MPPT 100/30 is out of stock. Remove it from your cart.',
    ],
    [
      'more than the line limit of one product over merged lines',
      [
        { id: 'cable', quantity: MAX_LINE_QUANTITY - 40 },
        { id: 'cable', quantity: 41 },
      ],
      400,
      'QUANTITY_TOO_HIGH',
      2,
      `Line 2: PV cable can be ordered at most ${MAX_LINE_QUANTITY} at a time.`,
    ],
  ])('refuses %s, naming the line', (_, items, status, code, line, message) => {
    const result = priceOrder(items, snapshot);
    expect(result.ok).toBe(false);
    if (!result.ok) expect({ ...result.error, message: result.error.message(english) }).toMatchObject({ status, code, line, message });
  });
});

/** Nairobi, one small parcel: KSh 500, as checkout's delivery pricing records it. */
const delivered = (collect: OrderDelivery['collect'], feeCents: number | null): OrderDelivery => ({
  county: '047',
  zone: 1,
  zoneName: { en: 'Nairobi and environs', sw: 'Nairobi na viunga vyake' },
  sizeClass: 'small',
  weightKg: 5,
  express: false,
  weekend: false,
  feeCents,
  free: feeCents === 0,
  collect,
  days: feeCents === null ? null : { min: 1, max: 3 },
});

describe("pricedOrder: the one place an order's totals are computed", () => {
  const lines = [
    orderLine('battery', 'Lithium battery', 15_675_000, 2, statutoryTax('B')),
    orderLine('cable', 'PV cable', 23_800, 10, statutoryTax('B')),
  ];
  it.each([
    ['no delivery asked: the goods only', null, { subtotalCents: 31_588_000, shippingCents: 0, taxCents: 0, totalCents: 31_588_000 }],
    [
      'a fee paid online is the shipping and in the total',
      delivered('online', 50_000),
      { subtotalCents: 31_588_000, shippingCents: 50_000, taxCents: 0, totalCents: 31_638_000 },
    ],
    [
      'a fee collected on delivery is not charged now',
      delivered('on-delivery', 50_000),
      { subtotalCents: 31_588_000, shippingCents: 0, taxCents: 0, totalCents: 31_588_000 },
    ],
    [
      'a delivery the team quotes charges nothing yet',
      delivered('online', null),
      { subtotalCents: 31_588_000, shippingCents: 0, taxCents: 0, totalCents: 31_588_000 },
    ],
    [
      'free delivery charges nothing',
      delivered('online', 0),
      { subtotalCents: 31_588_000, shippingCents: 0, taxCents: 0, totalCents: 31_588_000 },
    ],
  ])('%s', (_case, delivery, totals) => {
    expect(pricedOrder(lines, delivery)).toEqual({ lines, delivery, deliveryTax: delivery ? statutoryTax('B') : null, ...totals });
  });

  it('prices a line as its unit price times its quantity', () => {
    expect(orderLine('cable', 'PV cable', 23_800, 10, statutoryTax('B'))).toEqual({
      productId: 'cable',
      productName: 'PV cable',
      unitPriceCents: 23_800,
      quantity: 10,
      lineTotalCents: 238_000,
      tax: statutoryTax('B'),
    });
  });
});

describe('checkAcceptedPolicies', () => {
  it('accepts the current hashes and returns the accepted versions', () => {
    const result = checkAcceptedPolicies(
      { 'terms-and-conditions': 'sha256:t3', 'privacy-policy': 'sha256:p2', 'refund-policy': 'sha256:r1' },
      snapshot.policies,
    );
    expect(result.ok && result.accepted.map((p) => `${p.type}@${p.version}`)).toEqual([
      'terms-and-conditions@3',
      'privacy-policy@2',
      'refund-policy@1',
    ]);
  });

  it.each([
    ['terms missing', { 'privacy-policy': 'sha256:p2' }, 'POLICY_NOT_ACCEPTED', 'terms-and-conditions'],
    ['privacy missing', { 'terms-and-conditions': 'sha256:t3' }, 'POLICY_NOT_ACCEPTED', 'privacy-policy'],
    [
      'an old terms hash',
      { 'terms-and-conditions': 'sha256:t2', 'privacy-policy': 'sha256:p2' },
      'POLICY_OUTDATED',
      'terms-and-conditions',
    ],
    [
      'an unknown policy type',
      { 'terms-and-conditions': 'sha256:t3', 'privacy-policy': 'sha256:p2', cookies: 'x' },
      'POLICY_OUTDATED',
      'cookies',
    ],
  ])('refuses %s', (_, accepted, code, type) => {
    const result = checkAcceptedPolicies(accepted, snapshot.policies);
    expect(result).toMatchObject({ ok: false, code, type });
  });
});
