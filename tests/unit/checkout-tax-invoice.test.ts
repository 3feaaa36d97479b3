import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import { orderFingerprint } from '../../src/lib/checkout/attempt-key.ts';
import { firstInvalid, formErrors } from '../../src/lib/checkout/form-errors.ts';
import { FORM_STORAGE_KEY, restoreCheckoutForm } from '../../src/lib/checkout/form-storage.ts';
import { orderRequestSchema } from '../../src/lib/checkout/order-schema.ts';

/** "I need a tax invoice for a business" in the order request the checkout form and POST /api/checkout/initiate share. */
const order = {
  customer: {
    fullName: 'Wanjiru Kamau',
    email: 'wanjiru@shop.test',
    phone: '0712345678',
    address: 'Moi Avenue 12',
    apartment: '',
    city: 'Nairobi',
    county: '047',
    postalCode: '00100',
  },
  paymentMethod: 'MPESA',
  items: [{ id: 'panel', quantity: 1 }],
  agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
  acceptedPolicyHashes: { 'terms-and-conditions': 'sha256:a' },
  idempotencyKey: 'co_0123456789abcdef',
};

const sixty = 'B'.repeat(60);

describe('the tax invoice of an order request', () => {
  it.each([
    ['absent: a sale to a person', undefined, undefined],
    ['null: a sale to a person', null, null],
    [
      'as typed, tidied',
      { businessName: '  Kilimo Bora Ltd ', kraPin: ' p 051234567x ' },
      { businessName: 'Kilimo Bora Ltd', kraPin: 'P051234567X' },
    ],
    [
      "a person's PIN (A)",
      { businessName: 'Mama Mboga Stores', kraPin: 'A123456789Z' },
      { businessName: 'Mama Mboga Stores', kraPin: 'A123456789Z' },
    ],
    ['a name of 60 characters', { businessName: sixty, kraPin: 'P051234567X' }, { businessName: sixty, kraPin: 'P051234567X' }],
  ])('%s', (_case, taxInvoice, kept) => {
    const result = orderRequestSchema.safeParse({ ...order, taxInvoice });
    expect(result.success).toBe(true);
    expect(result.data?.taxInvoice).toEqual(kept);
  });

  it.each([
    ['a PIN of eight digits', { businessName: 'Kilimo Bora Ltd', kraPin: 'P05123456X' }, 'taxInvoice.kraPin', 'checkout.error.kraPin'],
    ['a PIN starting with B', { businessName: 'Kilimo Bora Ltd', kraPin: 'B051234567X' }, 'taxInvoice.kraPin', 'checkout.error.kraPin'],
    ['no PIN', { businessName: 'Kilimo Bora Ltd' }, 'taxInvoice.kraPin', 'checkout.error.kraPin'],
    ['a PIN as a number', { businessName: 'Kilimo Bora Ltd', kraPin: 51234567 }, 'taxInvoice.kraPin', 'checkout.error.kraPin'],
    ['an empty name', { businessName: '   ', kraPin: 'P051234567X' }, 'taxInvoice.businessName', 'checkout.error.businessName'],
    [
      'a name of 61 characters',
      { businessName: `${sixty}C`, kraPin: 'P051234567X' },
      'taxInvoice.businessName',
      'checkout.error.businessName',
    ],
    [
      'a name with a control character',
      { businessName: 'Kilimo\u0000Bora', kraPin: 'P051234567X' },
      'taxInvoice.businessName',
      'form.error.controlCharacters',
    ],
  ])('refuses %s, naming the field', (_case, taxInvoice, field, message) => {
    const result = orderRequestSchema.safeParse({ ...order, taxInvoice });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it.each([
    ['en', 'Enter a valid KRA PIN: A or P, 9 digits and a letter (e.g. P051234567X)', 'Business name is required (up to 60 characters)'],
    ['sw', 'Weka KRA PIN sahihi: A au P, tarakimu 9 na herufi moja (mfano P051234567X)', 'Jina la biashara linahitajika (hadi herufi 60)'],
  ] as const)('shows its messages beside its fields in %s, after the address and before the payment method', (locale, pin, name) => {
    const result = orderRequestSchema.safeParse({ ...order, paymentMethod: 'Bitcoin', taxInvoice: { businessName: '', kraPin: 'P0512' } });
    const errors = formErrors(result.error!, translationsFor(locale));
    expect(errors.kraPin).toBe(pin);
    expect(errors.businessName).toBe(name);
    expect(firstInvalid(errors)).toBe('businessName');
    expect(firstInvalid({ kraPin: pin, paymentMethod: 'x' })).toBe('kraPin');
    expect(firstInvalid({ kraPin: pin, postalCode: 'x' })).toBe('postalCode');
  });
});

describe('the tax invoice in the kept form and the checkout attempt', () => {
  it('reads a form kept before the tax invoice was asked for as not asking for one', () => {
    const before = {
      customer: order.customer,
      paymentMethod: 'MPESA',
      delivery: { express: false, weekend: false },
      agreements: { termsAndConditions: true, privacyPolicy: false, financialDisclaimer: false },
    };
    const storage = new Map<string, string>([[FORM_STORAGE_KEY, JSON.stringify(before)]]);
    const restored = restoreCheckoutForm({
      getItem: (key) => storage.get(key) ?? null,
      setItem: () => {},
      removeItem: () => {},
    });
    expect(restored?.taxInvoice).toEqual({ wanted: false, businessName: '', kraPin: '' });
    expect(restored?.customer).toEqual(order.customer);
  });

  it('makes another business, or none, another attempt (a new idempotency key), and leaves an attempt without one as it was', () => {
    const base = { customer: order.customer, paymentMethod: 'MPESA', items: order.items };
    const withPin = orderFingerprint({ ...base, taxInvoice: { businessName: 'Kilimo Bora Ltd', kraPin: 'P051234567X' } });
    expect(orderFingerprint(base)).toBe(JSON.stringify([order.customer, 'MPESA', [['panel', 1]]]));
    expect(withPin).not.toBe(orderFingerprint(base));
    expect(withPin).not.toBe(orderFingerprint({ ...base, taxInvoice: { businessName: 'Kilimo Bora Ltd', kraPin: 'P051234567Y' } }));
  });
});
