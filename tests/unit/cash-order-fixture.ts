import type { MessageContext } from '../../src/lib/messages/order-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

/** What the message tests of a cash order share: the shop as the messages name it, and a delivered cash order to Kisumu. */
export const ctx: MessageContext = {
  siteUrl: 'https://www.solarshopkenya.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshopkenya.co.ke' },
  alerts: { emails: [], phones: [] },
};

/** A cash order delivered by Otieno, not yet paid: one inverter of KSh 175,750, a KSh 3,500 fee paid at the door. */
export const order: Order = {
  id: '72233c16-0000-4000-8000-000000000001',
  userId: null,
  orderStatus: 'cash_on_delivery',
  deliveryStatus: 'delivered',
  chosenMethod: 'Cash',
  customer: {
    fullName: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Kisumu',
    county: '042',
    postalCode: '40100',
  },
  currency: 'KES',
  subtotalCents: 175_750_00,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 175_750_00,
  delivery: {
    county: '042',
    zone: 2,
    zoneName: { en: 'Other major towns', sw: 'Miji mingine mikubwa' },
    sizeClass: 'medium',
    weightKg: 32,
    express: false,
    weekend: false,
    feeCents: 3_500_00,
    free: false,
    collect: 'on-delivery',
    days: { min: 3, max: 5 },
  },
  deliveryTax: statutoryTax('B'),
  buyer: null,
  paidAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  items: [
    {
      productId: 'deye',
      productName: 'Deye 8 kW hybrid inverter',
      unitPriceCents: 175_750_00,
      quantity: 1,
      lineTotalCents: 175_750_00,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: null,
  locale: 'en',
  cancellation: null,
  deliverySteps: [],
  refund: null,
  money: { payments: [], collections: [], refunds: [] },
  driver: 'Otieno',
  plan: null,
  installation: null,
};
