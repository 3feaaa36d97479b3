import { describe, expect, it } from 'vitest';
import { INSTALLATION_ITEM } from '../../src/lib/installation/line.ts';
import {
  deliveryRegistration,
  goodsRegistration,
  INSTALLATION_ITEM_CLASS,
  installationRegistration,
} from '../../src/lib/tax/etims-items.ts';
import { boughtByProduct, plannedRegistrations, type RegistrableOrder } from '../../src/lib/warranty/registration.ts';

/** The installation line is a service wherever an order's lines are read (issue 48): KRA's item register, and warranties. */

describe('the installation line registered with KRA', () => {
  it('is a service (type 3, no packaging), classed as electrical system services', () => {
    expect(installationRegistration()).toEqual({
      prefix: 'KE3OUU',
      itemClsCd: '72151500',
      itemTyCd: '3',
      pkgUnitCd: 'OU',
      qtyUnitCd: 'U',
      orgnNatCd: 'KE',
    });
    expect(INSTALLATION_ITEM_CLASS).toBe('72151500');
  });

  it('differs from delivery only in its class, and from goods in its type', () => {
    expect({ ...installationRegistration(), itemClsCd: deliveryRegistration().itemClsCd }).toEqual(deliveryRegistration());
    expect(goodsRegistration('inverters').itemTyCd).toBe('2');
  });
});

describe('the installation line and warranties', () => {
  const order: RegistrableOrder = {
    id: '00000000-0000-4000-8000-000000000048',
    orderStatus: 'paid',
    deliveryStatus: 'delivered',
    items: [
      { productId: 'hybrid-5kw', productName: 'Hybrid inverter 5 kW', quantity: 1 },
      { productId: INSTALLATION_ITEM, productName: 'Installation by an EPRA-licensed technician (T3)', quantity: 1 },
    ],
    deliverySteps: [{ to: 'delivered', changedAt: '2026-12-10T09:00:00Z' }],
    updatedAt: '2026-12-10T09:00:00Z',
  };
  const terms = () => ({ months: 60, covers: 'Defects' });

  it('is never offered a serial on the /warranty form', () => {
    expect([...boughtByProduct(order.items).keys()]).toEqual(['hybrid-5kw']);
  });

  it('cannot be registered: it is not a line that takes a serial', () => {
    expect(plannedRegistrations(order, [{ productId: INSTALLATION_ITEM, serial: 'JOB-1' }], [], terms)).toEqual({
      ok: false,
      problem: { index: 0, field: 'productId', problem: 'notInOrder' },
    });
    const goods = plannedRegistrations(order, [{ productId: 'hybrid-5kw', serial: 'GW5K-001' }], [], terms);
    expect(goods.ok && goods.rows.map((r) => r.productId)).toEqual(['hybrid-5kw']);
  });
});
