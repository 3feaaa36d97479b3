import type { Installation } from '../../src/lib/installation/types.ts';
import type { Order } from '../../src/lib/order-types.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

/**
 * An order's installation as the messages' tests give it, with the longest values it realistically
 * carries: a technician's long name, a licence number as EPRA prints it, a long county name, a
 * Wednesday in September (Kiswahili's longest weekday, "Jumatano").
 */
export const TECHNICIAN = {
  id: 't0000000-0000-4000-8000-000000000001',
  name: 'Emmanuel Kiprotich Cheruiyot',
  phone: '+254722333444',
  licenceNumber: 'EPRA/SPV/T3/2026/04817',
  licenceClass: 'T3',
  licenceExpires: '2027-06-30',
} as const satisfies Installation['technician'];

export const DAY = '2026-09-16';

/** The job: booked on DAY in Elgeyo-Marakwet (zone 4), assigned to TECHNICIAN unless `overrides` say otherwise. */
export function job(overrides: Partial<Installation> = {}): Installation {
  return {
    orderId: '72233c16-0000-4000-8000-000000000001',
    status: 'assigned',
    county: '028',
    zone: 4,
    band: 'home',
    requiredClass: 'T3',
    priceCents: 3_500_000,
    includes: {
      en: ['Mounting the panels and wiring', 'Commissioning tests with the record left with you'],
      sw: ['Kufunga paneli na nyaya', 'Majaribio ya kuwasha mfumo na rekodi unayobaki nayo'],
    },
    day: DAY,
    holdUntil: null,
    technician: { ...TECHNICIAN },
    assignedAt: '2026-09-01T07:30:00.000Z',
    checklist: null,
    serials: null,
    codeSentAt: null,
    codeAttempts: 0,
    completedAt: null,
    workmanshipMonths: 24,
    workmanshipUntil: null,
    reschedules: 0,
    createdAt: '2026-08-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The installation's order line (kept in English, as every line is). */
const INSTALLATION_ITEM: Order['items'][number] = {
  productId: 'installation',
  productName: 'Installation by an EPRA-licensed technician (T3)',
  unitPriceCents: 3_500_000,
  quantity: 1,
  lineTotalCents: 3_500_000,
  tax: statutoryTax('B'),
};

/** `order` with the installation `installation` and its line. */
export function installed(order: Order, installation: Installation = job()): Order {
  return {
    ...order,
    items: [...order.items, INSTALLATION_ITEM],
    subtotalCents: order.subtotalCents + INSTALLATION_ITEM.lineTotalCents,
    totalCents: order.totalCents + INSTALLATION_ITEM.lineTotalCents,
    installation: { ...installation, orderId: order.id },
  };
}

/** The job completed on DAY with two serials of `productId` registered and its workmanship warranty for 24 months. */
export function completedJob(productId = 'inverter'): Installation {
  return job({
    status: 'completed',
    completedAt: `${DAY}T13:45:00.000Z`,
    workmanshipUntil: '2028-09-15',
    serials: [
      { productId, serial: 'DEYE5K-SG03LP1-2311-0457-ABCDEFGH-000123' },
      { productId, serial: 'DEYE5K-SG03LP1-2311-0457-ABCDEFGH-000124' },
    ],
  });
}
