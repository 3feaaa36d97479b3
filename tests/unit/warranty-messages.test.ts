import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { customerMessages, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import { claimMessages, registeredMessages, serialCorrectedMessages } from '../../src/lib/messages/warranty-messages.ts';
import { gsm7Length } from '../../src/lib/messages/gsm7.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { CLAIM_STATUSES } from '../../src/lib/warranty/claim-status.ts';
import type { WarrantyClaim, WarrantyRegistration } from '../../src/lib/warranty/types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

/** The warranty's e-mails and SMS (issue 31): each in the order's language, each SMS whole in one message. */
const ctx: MessageContext = {
  // A long address: the links must still fit whole.
  siteUrl: 'https://www.solarshopkenya.co.ke',
  shop: { name: 'Solar Shop Kenya', phone: '+254712345678', email: 'sales@solarshop.co.ke' },
  alerts: { emails: [], phones: [] },
};

const order = (locale: 'en' | 'sw'): Order => ({
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
    county: 'Kisumu',
    postalCode: '40100',
  },
  currency: 'KES',
  subtotalCents: 100_000,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 100_000,
  delivery: null,
  deliveryTax: null,
  buyer: null,
  paidAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  items: [
    {
      productId: 'battery',
      productName: 'Lithium battery 5 kWh',
      unitPriceCents: 100_000,
      quantity: 1,
      lineTotalCents: 100_000,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: null,
  money: { payments: [], collections: [], refunds: [] },
  driver: null,
  plan: null,
  installation: null,
  locale,
  cancellation: null,
  deliverySteps: [{ to: 'delivered', changedAt: '2026-11-25T10:00:00.000Z' }],
  refund: null,
});

const registration: WarrantyRegistration = {
  id: 'a0000000-0000-4000-8000-000000000001',
  orderId: '72233c16-0000-4000-8000-000000000001',
  productId: 'battery',
  productName: 'Felicity Lithium Battery 5 kWh 48 V LiFePO4 Wall-mounted',
  serial: 'FLA48100-2026-000123',
  months: 60,
  covers: '',
  startsOn: '2026-11-25',
  endsOn: '2031-11-24',
  registeredAt: '2026-11-26T08:00:00.000Z',
};

const claim = (status: WarrantyClaim['status'], extra: Partial<WarrantyClaim> = {}): WarrantyClaim => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  claimReference: 'C-4821907',
  registrationId: registration.id,
  description: 'It no longer holds a charge.',
  status,
  rejectReason: status === 'rejected' ? 'Water inside the case: not covered by the maker' : null,
  outOfWarranty: false,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  ...extra,
});

const sms = (messages: ReturnType<typeof registeredMessages>) => messages.find((m) => m.channel === 'sms')!;
const email = (messages: ReturnType<typeof registeredMessages>) => messages.find((m) => m.channel === 'email')!;

describe.each(['en', 'sw'] as const)('warranty messages in %s', (locale) => {
  const link = 'https://www.solarshopkenya.co.ke' + (locale === 'sw' ? '/sw' : '') + '/warranty?ref=72233C16';

  it('the delivered SMS and e-mail carry the registration link whole', () => {
    const messages = customerMessages(order(locale), 'delivery_delivered', ctx);
    for (const m of messages) expect(m.body).toContain(link);
    expect(gsm7Length(sms(messages).body)).toBeLessThanOrEqual(160);
  });

  it('a registration lists each serial with its last day, and the SMS links the certificate', () => {
    const messages = registeredMessages(order(locale), [registration], ctx);
    expect(messages.map((m) => [m.event, m.dedupeKey])).toEqual([
      ['warranty_registered', registration.id],
      ['warranty_registered', registration.id],
    ]);
    expect(email(messages).body).toContain('FLA48100-2026-000123');
    expect(email(messages).body).toContain(locale === 'en' ? '24 November 2031' : '24 Novemba 2031');
    expect(sms(messages).body).toContain(link);
    expect(sms(messages).body.endsWith('...')).toBe(false);
  });

  it.each(CLAIM_STATUSES.map((status, step) => [status, step + 1] as const))(
    'a claim %s (step %i) is told once, each SMS whole',
    (status, step) => {
      const messages = claimMessages(order(locale), registration, claim(status), step, ctx);
      const event = step === 1 ? 'warranty_claim_received' : 'warranty_claim_status';
      expect(messages.map((m) => [m.event, m.channel, m.dedupeKey])).toEqual([
        [event, 'email', `${claim(status).id}:${step}`],
        [event, 'sms', `${claim(status).id}:${step}`],
      ]);
      expect(sms(messages).body).toContain(registration.serial);
      expect(email(messages).body).toContain(registration.productName);
      // The claim's reference, to quote on the phone, in both.
      expect(sms(messages).body).toContain('C-4821907');
      expect(email(messages).body).toContain('C-4821907');
      expect(email(messages).subject).toContain('C-4821907');
      if (status !== 'rejected') expect(sms(messages).body.endsWith('...')).toBe(false);
      else expect(email(messages).body).toContain('Water inside the case');
    },
  );

  it('a serial corrected: the e-mail says from what to what and that the warranty stands, the SMS the new serial and the certificate whole', () => {
    const corrected = { ...registration, serial: 'FLA48100-2026-000124' };
    const messages = serialCorrectedMessages(order(locale), corrected, 'FLA48100-2026-000123', 2, ctx);
    expect(messages.map((m) => [m.event, m.channel, m.dedupeKey, m.recipient])).toEqual([
      ['warranty_serial_corrected', 'email', `${registration.id}:2`, 'wanjiku@example.co.ke'],
      ['warranty_serial_corrected', 'sms', `${registration.id}:2`, '+254712000111'],
    ]);
    const mail = email(messages);
    expect(mail.subject).toContain(registration.productName);
    expect(mail.body).toContain('Wanjiku Kamau');
    expect(mail.body).toContain('FLA48100-2026-000123');
    expect(mail.body).toContain('FLA48100-2026-000124');
    expect(mail.body).toContain(locale === 'en' ? '24 November 2031' : '24 Novemba 2031');
    expect(mail.body).toContain(link);
    const text = sms(messages).body;
    expect(text).toContain('FLA48100-2026-000124');
    expect(text).toContain(link);
    expect(gsm7Length(text)).toBeLessThanOrEqual(160);
  });

  it('a claim out of warranty says a repair may be charged', () => {
    const body = email(claimMessages(order(locale), registration, claim('received', { outOfWarranty: true }), 1, ctx)).body;
    expect(body).toContain(locale === 'en' ? 'may be charged' : 'yanaweza kulipiwa');
  });
});
