import { describe, expect, it } from 'vitest';
import {
  FORM_STORAGE_KEY,
  forgetCheckoutForm,
  keepCheckoutForm,
  restoreCheckoutForm,
  type StoredCheckoutForm,
} from '../../src/lib/checkout/form-storage.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const form: StoredCheckoutForm = {
  customer: {
    fullName: 'Achieng Otieno',
    email: 'achieng@shop.test',
    phone: '0712 345 678',
    address: 'Ngong Road',
    apartment: '',
    city: 'Nairobi',
    county: '047',
    postalCode: '00100',
  },
  paymentMethod: 'MPESA',
  delivery: { express: true, weekend: false },
  taxInvoice: { wanted: true, businessName: 'Kilimo Bora Ltd', kraPin: 'p05123' },
  agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: false },
};

describe('the checkout form kept for this tab until the order is done', () => {
  it('comes back as it was kept, and is gone once forgotten', () => {
    const storage = new MemoryStorage();
    keepCheckoutForm(storage, form);
    expect(restoreCheckoutForm(storage)).toEqual(form);
    forgetCheckoutForm(storage);
    expect(restoreCheckoutForm(storage)).toBeNull();
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ customer: {} })],
    ['an unknown payment method', JSON.stringify({ ...form, paymentMethod: 'Crypto' })],
    ['a field of another type', JSON.stringify({ ...form, customer: { ...form.customer, phone: 712345678 } })],
  ])('reads %s as no form', (_case, stored) => {
    const storage = new MemoryStorage();
    if (stored !== null) storage.setItem(FORM_STORAGE_KEY, stored);
    expect(restoreCheckoutForm(storage)).toBeNull();
  });

  it('goes on without storage, or with storage that refuses', () => {
    expect(restoreCheckoutForm(null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => keepCheckoutForm(refusing, form)).not.toThrow();
    expect(restoreCheckoutForm(refusing)).toBeNull();
    expect(() => forgetCheckoutForm(refusing)).not.toThrow();
  });
});
