import type { Quote } from '../../api/checkout.ts';
import { browserStorage } from '../../client/storage.ts';
import type { SnapshotPolicy } from '../../lib/catalogue/snapshot.ts';
import type { Cart } from '../../lib/cart/line.ts';
import { attemptKey, orderFingerprint } from '../../lib/checkout/attempt-key.ts';
import type { OrderRequestInput } from '../../lib/checkout/order-schema.ts';
import { policyHashes } from '../../lib/checkout/policy-hashes.ts';
import type { CheckoutForm } from './form-state.ts';
import { installationRequest, type InstallationWish } from './installation-days.ts';

/**
 * The spec's order request, carrying only figures this page was given: the cart's prices and the
 * review's quote, in cents as they came. The server reads ids and quantities and prices the rest.
 */
export function orderRequest(
  form: CheckoutForm,
  lines: Cart,
  installWish: InstallationWish,
  quote: Quote | null,
  policies: SnapshotPolicy[] | null,
): OrderRequestInput {
  const { plan } = installWish;
  const { wanted, businessName, kraPin } = form.taxInvoice;
  const base = {
    customer: form.customer,
    paymentMethod: form.paymentMethod,
    delivery: form.delivery,
    items: lines.map((line) => ({ id: line.id, name: line.name, price: line.priceCents, quantity: line.quantity })),
    ...(wanted ? { taxInvoice: { businessName, kraPin } } : {}),
  };
  const installation = installationRequest(installWish);
  // Lay-by or not, and the installation's day, make another attempt (the server refuses a key reused for another): they go into the fingerprint with the method.
  const attempt = {
    ...base,
    paymentMethod: [base.paymentMethod, plan === 'layby' ? 'layby' : '', installation ? `install:${installation.date ?? ''}` : '']
      .filter(Boolean)
      .join('+'),
  };
  return {
    ...base,
    ...(plan === 'layby' ? { paymentPlan: { kind: 'layby' as const } } : {}),
    ...(installation ? { installation } : {}),
    totals: quote
      ? { subtotal: quote.subtotalCents, shipping: quote.shippingCents, tax: quote.taxCents, total: quote.totalCents }
      : undefined,
    agreements: form.agreements as OrderRequestInput['agreements'],
    acceptedPolicyHashes: policies ? policyHashes(policies) : {},
    idempotencyKey: attemptKey(browserStorage('session'), orderFingerprint(attempt)),
  };
}
