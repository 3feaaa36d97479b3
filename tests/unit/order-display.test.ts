import { describe, expect, it } from 'vitest';
import {
  orderReference,
  orderStatusName,
  paymentMethodHeading,
  paymentMethodKind,
  paymentMethodName,
} from '../../src/lib/order-display.ts';
import { PAYMENT_METHODS, ORDER_STATUSES, type PaymentMethod, type OrderStatus } from '../../src/lib/order-types.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

describe('an order is named the same on every page', () => {
  it.each([
    ['72233c16-0d1e-4f7a-9b2c-5e8f1a2b3c4d', '72233C16'],
    ['a1b2c3d4-0000-4000-8000-000000000000', 'A1B2C3D4'],
  ])('%s is order %s', (id, reference) => {
    expect(orderReference(id)).toBe(reference);
  });

  it.each([
    ['awaiting_payment', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['payment_failed', 'Payment failed'],
    ['cancelled', 'Cancelled'],
    ['refunded', 'Refunded'],
    ['cash_on_delivery', 'Cash on delivery'],
  ] satisfies Array<[OrderStatus, string]>)('status %s reads "%s"', (status, words) => {
    expect(orderStatusName(status, t)).toBe(words);
  });

  it('has words for every order status', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusName(status, t)).not.toMatch(/^order\./);
  });
});

describe('a payment method by the name shoppers know, whatever Pesapal calls it', () => {
  it.each([
    // Pesapal's payment_method names, as its answers carry them
    ['MpesaKE', 'MPESA', 'M-PESA'],
    ['MPESA', 'MPESA', 'M-PESA'],
    ['Visa', 'Card', 'Visa'],
    ['VISA', 'Card', 'Visa'],
    ['Mastercard', 'Card', 'MasterCard'],
    ['MasterCard', 'Card', 'MasterCard'],
    ['AirtelKE', 'MPESA', 'Airtel Money'],
    ['CARD', 'Card', 'Card'],
    // A bank is reported by its own name
    ['Equity Bank', 'Bank', 'Bank transfer'],
    ['KCB Bank', 'Bank', 'Bank transfer'],
    ['Co-operative Bank', 'Bank', 'Bank transfer'],
    // The cash payment record
    ['Cash on delivery', 'Cash', 'Cash on delivery'],
    // Nothing reported yet: the method chosen at checkout
    [null, 'MPESA', 'M-PESA'],
    [undefined, 'Card', 'Card'],
    ['', 'Bank', 'Bank transfer'],
    ['  ', 'Cash', 'Cash on delivery'],
    // A name we do not know is shown as reported, not guessed from the checkout choice
    ['TIGOTZ', 'MPESA', 'TIGOTZ'],
  ] satisfies Array<[string | null | undefined, PaymentMethod, string]>)('%s (chosen %s) is "%s"', (reported, chosen, name) => {
    expect(paymentMethodName(reported, chosen, t)).toBe(name);
  });

  it('names every checkout choice', () => {
    for (const chosen of PAYMENT_METHODS) expect(paymentMethodKind(null, chosen)).not.toBeNull();
  });

  it.each([
    ['paid', 'Paid with'],
    ['awaiting_payment', 'Pay with'],
    ['cash_on_delivery', 'Pay with'],
    ['payment_failed', 'Payment method'],
    ['cancelled', 'Payment method'],
    ['refunded', 'Payment method'],
  ] satisfies Array<[OrderStatus, string]>)('a %s order introduces its method as "%s"', (status, heading) => {
    expect(paymentMethodHeading(status, t)).toBe(heading);
  });
});
