import { describe, expect, it } from 'vitest';
import '../../src/i18n/everything.ts';
import { cashReceivedMessages } from '../../src/lib/messages/cash-messages.ts';
import { smsParts, smsText } from '../../src/lib/messages/gsm7.ts';
import { customerMessages, type MessageContext } from '../../src/lib/messages/order-messages.ts';
import { shopAlerts, shopCancelAlerts } from '../../src/lib/messages/shop-alerts.ts';
import { MESSAGE_EVENTS, type NewMessage } from '../../src/lib/messages/types.ts';
import { claimMessages, registeredMessages, serialCorrectedMessages } from '../../src/lib/messages/warranty-messages.ts';
import { latePaymentMessages } from '../../src/lib/messages/late-payment-messages.ts';
import { laybyMessages, laybyReminderMessages } from '../../src/lib/messages/layby-messages.ts';
import type { LaybyPlan } from '../../src/lib/layby/plan.ts';
import type { Reminder } from '../../src/lib/layby/reminders.ts';
import { BACK_IN_STOCK_SMS_PARTS, backInStockMessage } from '../../src/lib/messages/stock-messages.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { CLAIM_STATUSES } from '../../src/lib/warranty/claim-status.ts';
import type { WarrantyClaim, WarrantyRegistration } from '../../src/lib/warranty/types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import {
  assignedMessages,
  codeMessages,
  completedMessages,
  rescheduledMessages,
  withdrawnMessages,
} from '../../src/lib/messages/installation-messages.ts';
import { completedJob, installed, job, TECHNICIAN } from './installation-message-fixture.ts';

/**
 * Every SMS the shop sends, in both languages, with the longest values it realistically carries:
 * a long site address, a long shop name, a customer's long name, eight-figure amounts, a 40-character
 * serial, a reason typed at length. Each fits its one part, in GSM-7, and keeps whole what the
 * reader needs: the reference, the link, the amount, the code.
 */

const SITE = 'https://www.solarshopkenya.co.ke';
const ctx = (shop: string): MessageContext => ({
  siteUrl: SITE,
  shop: { name: shop, phone: '+254712345678', email: 'sales@solarshopkenya.co.ke', whatsapp: '+254712345678' },
  alerts: { emails: ['orders@solarshopkenya.co.ke'], phones: ['+254722000111'] },
});
/** The seed's name, and a long one an owner might type. */
const SHOPS = ['Solar Shop Kenya', 'Jua Kali Solar & Electrical Supplies Kenya Ltd'];

const ID = '72233c16-0000-4000-8000-000000000001';
const REF = '72233C16';
const MPESA_CODE = 'QJK7H2X9AB';
/** KSh 45,000,000: a hundred inverters. */
const GOODS = 4_500_000_000;
const FEE = 1_250_000;
const LONG_REASON =
  'Nimebadilisha mawazo: fundi wangu amesema betri hii haitoshi kwa nyumba yetu ya vyumba vinne, kwa hivyo nitaagiza mfumo mkubwa zaidi wiki ijayo baada ya kuongea na familia yangu yote kuhusu bei na usafirishaji hadi kijijini. '.repeat(
    3,
  );

/** An order's money records beside it (its payments, the cash a driver brought, refunds), as its figures read them. */
const records = (
  payments: Array<{ provider: 'pesapal'; status: 'COMPLETED'; amountCents: number }>,
  collections: Array<{ amountCents: number }> = [],
) => ({
  money: { payments, collections, refunds: [] },
  driver: null,
  plan: null,
  installation: null,
});

const base = (locale: 'en' | 'sw'): Order => ({
  id: ID,
  userId: 'u1',
  orderStatus: 'cash_on_delivery',
  deliveryStatus: 'pending',
  chosenMethod: 'Cash',
  customer: {
    fullName: 'Wanjiku Kamau Njoroge-Otieno wa Muthoni Wambui Nyambura',
    email: 'wanjiku.kamau.njoroge@example.co.ke',
    phone: '+254712000111',
    address: 'Kamiti Road 12',
    apartment: '',
    city: 'Iten',
    county: 'Elgeyo-Marakwet',
    postalCode: '30700',
  },
  currency: 'KES',
  subtotalCents: GOODS,
  shippingCents: 0,
  taxCents: 0,
  totalCents: GOODS,
  delivery: {
    county: '028',
    zone: 4,
    zoneName: { en: 'Remote areas', sw: 'Maeneo ya mbali' },
    sizeClass: 'large',
    weightKg: 900,
    express: true,
    weekend: true,
    feeCents: FEE,
    free: false,
    collect: 'on-delivery',
    days: { min: 5, max: 7 },
  },
  deliveryTax: statutoryTax('B'),
  buyer: null,
  paidAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  items: [
    {
      productId: 'inverter',
      productName: 'Deye 5 kW hybrid inverter',
      unitPriceCents: GOODS / 100,
      quantity: 100,
      lineTotalCents: GOODS,
      tax: statutoryTax('B'),
    },
  ],
  latestPayment: null,
  locale,
  cancellation: null,
  deliverySteps: [],
  refund: null,
  ...records([]),
});

/** The same order paid by M-PESA, its receipt code known. */
const paid = (locale: 'en' | 'sw'): Order => ({
  ...base(locale),
  orderStatus: 'paid',
  chosenMethod: 'MPESA',
  paidAt: '2026-11-23T10:05:00.000Z',
  latestPayment: {
    status: 'COMPLETED',
    reportedMethod: 'MpesaKE',
    orderTrackingId: 'b1d4e6a2-0000-4000-8000-000000000001',
    amountCents: GOODS,
    currency: 'KES',
    confirmationCode: MPESA_CODE,
  },
  ...records([{ provider: 'pesapal', status: 'COMPLETED', amountCents: GOODS }]),
});

const registration: WarrantyRegistration = {
  id: 'a0000000-0000-4000-8000-000000000001',
  orderId: ID,
  productId: 'inverter',
  productName: 'Deye SUN-5K-SG03LP1-EU 5 kW Single Phase Hybrid Inverter with WiFi Dongle and Battery Cable Kit',
  serial: 'DEYE5K-SG03LP1-2311-0457-ABCDEFGH-000123',
  months: 60,
  covers: '',
  startsOn: '2026-11-25',
  endsOn: '2031-11-24',
  registeredAt: '2026-11-26T08:00:00.000Z',
};

const claim = (status: WarrantyClaim['status']): WarrantyClaim => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  claimReference: 'C-4821907',
  registrationId: registration.id,
  description: 'It no longer holds a charge.',
  status,
  rejectReason: status === 'rejected' ? LONG_REASON : null,
  outOfWarranty: false,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
});

/**
 * A large lay-by (KSh 2,500,000 on a card, paid in part): seven-figure balances and a fee, ending in
 * September (the longest month's name), as a reminder names them.
 */
const PLAN: LaybyPlan = {
  status: 'active',
  totalCents: 250_000_000,
  depositCents: 50_000_000,
  minInstalmentCents: 50_000,
  mpesaMaxCents: 25_000_000,
  cadenceDays: 7,
  suggestedCents: 11_764_800,
  remindDaysBefore: 1,
  startsOn: '2026-07-02',
  endsOn: '2026-09-30',
  graceDays: 14,
  feeFreeDays: 7,
  feeBp: 500,
  feeMaxCents: null,
  paidCents: 123_456_700,
  paidAt: null,
  extensions: 0,
  ended: null,
  refunds: null,
  payments: [],
};

/** The order on lay-by: its plan as `plan` says. */
const onLayby = (locale: 'en' | 'sw', plan: Partial<LaybyPlan> = {}): Order => ({
  ...paid(locale),
  orderStatus: 'layby',
  chosenMethod: 'Card',
  paidAt: null,
  plan: { ...PLAN, ...plan },
});

const REMINDERS: Reminder[] = [
  { kind: 'upcoming', forDay: '2026-09-23', key: 'upcoming:2026-09-23' },
  { kind: 'behind', forDay: '2026-09-16', key: 'behind:2026-09-16:0' },
  { kind: 'ending', forDay: '2026-09-30', key: 'ending:2026-09-30:14' },
  { kind: 'grace', forDay: '2026-10-15', key: 'grace:2026-10-15:1' },
];

type Case = [name: string, event: NewMessage['event'], messages: NewMessage[], whole: string[]];

/** The seed's longest product id (48 characters) in its longest category, and an unsubscribe token. */
const LONG_PRODUCT = {
  id: 'growatt-spf-6000t-dvm-mpv-6kw-48v-off-grid-inver',
  category: 'solar-hybrid-water-pumping-inverters',
  name: registration.productName,
};
const TOKEN = 'Zq3_x-9AbCdEfGhIjKlMnO';

/** The parts an SMS may take: one, but two for back in stock, which carries two links (stock-messages.ts). */
const partsOf = (event: NewMessage['event']) => (event === 'back_in_stock' ? BACK_IN_STOCK_SMS_PARTS : 1);

/** What the shop sends only by e-mail: its own daily low-stock list. */
const EMAIL_ONLY = new Set<NewMessage['event']>(['shop_low_stock']);

function cases(locale: 'en' | 'sw', shop: string): Case[] {
  const c = ctx(shop);
  const sw = locale === 'sw' ? '/sw' : '';
  const track = `${SITE}${sw}/track?ref=${REF}`;
  const warranty = `${SITE}${sw}/warranty?ref=${REF}`;
  const delivered: Order = { ...base(locale), deliveryStatus: 'delivered' };
  const cancelled = (order: Order): Order => ({
    ...order,
    orderStatus: order.paidAt ? 'refund_requested' : 'cancelled',
    deliveryStatus: 'cancelled',
    cancellation: { at: '2026-11-23T11:00:00.000Z', by: 'customer', reason: LONG_REASON },
  });
  const refunding: Order = {
    ...cancelled(paid(locale)),
    refund: { status: 'requested', amountCents: GOODS, requestedAt: '2026-11-23T11:00:00.000Z', completedAt: null },
  };
  const refunded: Order = {
    ...refunding,
    orderStatus: 'refunded',
    refund: { ...refunding.refund!, status: 'completed', completedAt: '2026-11-24T11:00:00.000Z' },
  };
  const amount = (cents: number) =>
    locale === 'sw' ? `KSh ${(cents / 100).toLocaleString('en-KE')}` : `KSh ${(cents / 100).toLocaleString('en-KE')}`;
  const productUrl = `${SITE}${sw}/shop/${LONG_PRODUCT.category}/${LONG_PRODUCT.id}`;
  // An installation in Elgeyo-Marakwet's remote Kapsowar: a technician's long name and licence, the job sheet's 43-character token.
  const installing = (installation = job()): Order =>
    installed({ ...paid(locale), customer: { ...paid(locale).customer, city: 'Kapsowar' } }, installation);
  const jobUrl = `${SITE}/jobs/${'x'.repeat(43)}`;
  const certificate = `${SITE}${sw}/installation-certificate?ref=${REF}`;
  const assigned = assignedMessages(installing(), c, jobUrl);
  const moved = rescheduledMessages(installing(job({ reschedules: 1 })), c, '2026-09-30');
  const unsubscribe = `${SITE}${sw}/stock-alerts/unsubscribe?token=${TOKEN}`;
  return [
    ['cash order received', 'order_received', customerMessages(base(locale), 'order_received', c), [REF, track]],
    [
      'back in stock',
      'back_in_stock',
      [
        backInStockMessage(
          { alert: { id: '1', channel: 'sms', address: '+254712000111', locale }, product: LONG_PRODUCT, token: TOKEN },
          c,
        ),
      ],
      [productUrl, unsubscribe],
    ],
    ['paid by M-PESA', 'order_received', customerMessages(paid(locale), 'order_received', c), [REF, MPESA_CODE, track]],
    [
      'cash above the limit, to be confirmed by phone',
      'order_received',
      customerMessages({ ...base(locale), orderStatus: 'awaiting_confirmation' }, 'order_received', c),
      [REF, track],
    ],
    ['confirmed by phone', 'order_confirmed', customerMessages(base(locale), 'order_confirmed', c), [REF, track]],
    [
      'payment failed',
      'payment_failed',
      customerMessages({ ...base(locale), chosenMethod: 'MPESA', orderStatus: 'payment_failed' }, 'payment_failed', c),
      [REF, track],
    ],
    ['shipped', 'delivery_shipped', customerMessages({ ...base(locale), deliveryStatus: 'shipped' }, 'delivery_shipped', c), [REF, track]],
    ['delivered', 'delivery_delivered', customerMessages(delivered, 'delivery_delivered', c), [REF, warranty]],
    [
      'delivery cancelled',
      'delivery_cancelled',
      customerMessages({ ...base(locale), deliveryStatus: 'cancelled' }, 'delivery_cancelled', c),
      [REF],
    ],
    ['cancelled, unpaid', 'order_cancelled', customerMessages(cancelled(base(locale)), 'order_cancelled', c), [REF, track]],
    ['cancelled, paid', 'order_cancelled', customerMessages(cancelled(paid(locale)), 'order_cancelled', c), [REF, track]],
    ['refund on its way', 'refund_requested', customerMessages(refunding, 'refund_requested', c), [REF, amount(GOODS), track]],
    ['refund done', 'refund_completed', customerMessages(refunded, 'refund_completed', c), [REF, amount(GOODS)]],
    ['new-order alert', 'shop_new_order', shopAlerts(paid(locale), c), [REF, '+254712000111']],
    [
      'new-order alert, call first',
      'shop_new_order',
      shopAlerts({ ...base(locale), orderStatus: 'awaiting_confirmation' }, c),
      [REF, '+254712000111'],
    ],
    ['cancellation alert', 'shop_order_cancelled', shopCancelAlerts(cancelled(paid(locale)), c), [REF, '+254712000111']],
    ['serials registered', 'warranty_registered', registeredMessages(delivered, [registration], c), [REF, warranty]],
    [
      'claim received',
      'warranty_claim_received',
      claimMessages(delivered, registration, claim('received'), 1, c),
      ['C-4821907', registration.serial],
    ],
    ...CLAIM_STATUSES.map((status): Case => [
      `claim ${status}`,
      'warranty_claim_status',
      claimMessages(delivered, registration, claim(status), 2, c),
      ['C-4821907', registration.serial],
    ]),
    [
      'serial corrected',
      'warranty_serial_corrected',
      serialCorrectedMessages(delivered, registration, 'DEYE5K-SG03LP1-2311-0475', 1, c),
      [registration.serial, warranty],
    ],
    [
      'a payment that came after the cancellation, going back',
      'refund_requested',
      latePaymentMessages(cancelled(paid(locale)), { id: 'p2', amountCents: GOODS, confirmationCode: MPESA_CODE }, c),
      [REF, amount(GOODS), track],
    ],
    ...REMINDERS.map((reminder): Case => [
      `lay-by reminder, ${reminder.kind}`,
      'layby_reminder',
      laybyReminderMessages(onLayby(locale), reminder, c, '2026-09-24'),
      [REF, track, amount(PLAN.totalCents - PLAN.paidCents)],
    ]),
    [
      'lay-by reminder, grace, nothing kept',
      'layby_reminder',
      laybyReminderMessages(onLayby(locale, { feeBp: 0 }), REMINDERS[3]!, c),
      [REF, track, amount(PLAN.totalCents - PLAN.paidCents)],
    ],
    [
      'lay-by started',
      'layby_started',
      laybyMessages(onLayby(locale), 'layby_started', 'p1', c, { amountCents: PLAN.depositCents, code: MPESA_CODE }).filter(
        (m) => m.audience === 'customer',
      ),
      [REF, track, amount(PLAN.depositCents)],
    ],
    [
      'lay-by payment',
      'layby_payment',
      laybyMessages(onLayby(locale), 'layby_payment', 'p2', c, { amountCents: 11_764_800, code: MPESA_CODE }),
      [REF, track, amount(11_764_800)],
    ],
    [
      'lay-by paid',
      'layby_paid',
      laybyMessages(onLayby(locale, { status: 'paid', paidCents: PLAN.totalCents }), 'layby_paid', 'p3', c, {
        amountCents: 11_764_800,
        code: MPESA_CODE,
      }),
      [REF, track, amount(PLAN.totalCents)],
    ],
    ...(['cancelled', 'expired'] as const).map((status): Case => [
      `lay-by ${status}`,
      'layby_ended',
      laybyMessages(
        onLayby(locale, { status, ended: { at: '2026-10-15T05:00:00.000Z', by: 'system', reason: 'r', feeCents: 6_172_800 } }),
        'layby_ended',
        'end',
        c,
      ),
      [REF, track, amount(PLAN.paidCents - 6_172_800)],
    ]),
    [
      'lay-by never started',
      'layby_ended',
      laybyMessages(onLayby(locale, { status: 'expired', paidCents: 0 }), 'layby_ended', 'end', c),
      [REF, track],
    ],
    [
      'paid, with an installation day',
      'order_received',
      customerMessages(installing(job({ status: 'booked', technician: null })), 'order_received', c),
      [REF, MPESA_CODE, track],
    ],
    [
      'installation assigned',
      'installation_assigned',
      assigned.filter((m) => m.audience === 'customer'),
      [TECHNICIAN.licenceNumber, track],
    ],
    ['the technician’s job', 'installation_job', assigned.filter((m) => m.audience === 'technician'), [REF, jobUrl]],
    ['installation moved', 'installation_rescheduled', moved.filter((m) => m.audience === 'customer'), [track]],
    ['installation moved, the technician', 'installation_rescheduled', moved.filter((m) => m.audience === 'technician'), [REF]],
    ['installation code', 'installation_code', codeMessages(installing(), c, '123456'), ['123456']],
    ['installation completed', 'installation_completed', completedMessages(installing(completedJob()), c), [certificate]],
    ...(['cancelled', 'moved'] as const).map((why): Case => [
      `the technician withdrawn (${why})`,
      'installation_withdrawn',
      withdrawnMessages(installing(), c, { technician: TECHNICIAN, day: '2026-12-15' }, why),
      [REF],
    ]),
    [
      'cash received, short',
      'cash_received',
      cashReceivedMessages(
        { ...delivered, ...records([], [{ amountCents: 100_000_00 }]) },
        {
          id: 'k1',
          orderId: ID,
          amountCents: 100_000_00,
          method: 'mpesa',
          mpesaReceipt: 'SBM2VWCQ5G',
          note: null,
          driver: null,
          recordedByEmail: null,
          recordedAt: '',
        },
        c,
      ),
      [REF, 'SBM2VWCQ5G'],
    ],
  ];
}

describe.each(['en', 'sw'] as const)('every SMS in %s', (locale) => {
  it.each(SHOPS)('fits one part and keeps its reference, link, amount and code whole (shop: %s)', (shop) => {
    for (const [name, event, messages, whole] of cases(locale, shop)) {
      const texts = messages.filter((m) => m.channel === 'sms');
      expect(texts.length, name).toBeGreaterThan(0);
      for (const sms of texts) {
        expect(sms.event, name).toBe(event);
        expect(smsParts(sms.body), `${name}: ${sms.body}`).toBe(partsOf(event));
        expect(sms.body, name).toBe(smsText(sms.body));
        for (const part of whole) expect(sms.body, `${name}: ${sms.body}`).toContain(part);
        // A link is never cut: each one in the SMS is one of the shop's, whole.
        for (const [link] of sms.body.matchAll(/https?:\/\/\S+/g))
          expect(
            [
              `${SITE}${locale === 'sw' ? '/sw' : ''}/track?ref=${REF}`,
              `${SITE}${locale === 'sw' ? '/sw' : ''}/warranty?ref=${REF}`,
              ...whole.filter((part) => part.startsWith('http')),
            ],
            name,
          ).toContain(link);
      }
    }
  });

  it('covers every event the shop sends by SMS', () => {
    expect(new Set(cases(locale, SHOPS[0]!).map(([, event]) => event))).toEqual(
      new Set(MESSAGE_EVENTS.filter((event) => !EMAIL_ONLY.has(event))),
    );
  });
});
