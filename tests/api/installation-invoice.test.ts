import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEtimsStandInForTests, type EtimsStandInForTests } from '../../local/etims/testing.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { runEtimsRound } from '../../src/server/etims/worker.ts';
import { ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';
import { INSTALL_SNAPSHOT } from './installation-fixture.ts';

/**
 * A paid order with an installation gets one tax invoice with both lines (issue 48): the inverter
 * registered with KRA as goods, the installation as a service (item type 3, UNSPSC 72151500), both
 * at tax type B.
 */
describe.each(ENGINES)('the tax invoice of an order with an installation (%s)', (engine) => {
  let db: Database;
  let etims: EtimsStandInForTests;

  beforeAll(async () => {
    etims = await startEtimsStandInForTests();
    db = await freshDatabase(engine);
  });
  afterAll(async () => {
    await db?.close();
    await etims?.stop();
  });

  it('invoices the inverter as goods and the installation as a service, both lines on one signed invoice', async () => {
    const { order } = await db.orders.create(
      sampleOrder(null, {
        items: [
          { productId: 'hybrid-5kw', productName: 'Hybrid inverter 5 kW', unitPriceCents: 9_500_000, quantity: 1 },
          {
            productId: 'installation',
            productName: 'Installation by an EPRA-licensed technician (T3)',
            unitPriceCents: 1_500_000,
            quantity: 1,
            tax: statutoryTax('B'),
          },
        ],
      }),
    );
    await db.sql.query(
      `insert into public.payments (order_id, provider, merchant_reference, status, amount_cents, completed_at, confirmation_code)
       values ($1, 'pesapal', $2, 'COMPLETED', $3, now(), 'QJK7H2X9AB')`,
      [order.id, `ref-${order.id.slice(0, 8)}`, order.totalCents],
    );

    const round = await runEtimsRound({
      db,
      client: etims.client(),
      catalogue: staticCatalogueSource(INSTALL_SNAPSHOT),
      retryDelayMs: () => 0,
    });
    expect(round).toMatchObject({ prepared: 1, signed: 1, failed: 0, blocked: null });

    const [sale] = await etims.control.invoices();
    expect(sale!.itemList.map((line) => [line.itemNm, line.qty, line.taxTyCd, line.totAmt])).toEqual([
      ['Hybrid inverter 5 kW', 1, 'B', 95_000],
      ['Installation by an EPRA-licensed technician (T3)', 1, 'B', 15_000],
    ]);
    const items = new Map((await etims.control.items()).map((item) => [item.itemNm, item]));
    expect(items.get('Hybrid inverter 5 kW')).toMatchObject({ itemTyCd: '2', itemClsCd: '39121000' });
    expect(items.get('Installation by an EPRA-licensed technician (T3)')).toMatchObject({
      itemTyCd: '3',
      itemClsCd: '72151500',
      pkgUnitCd: 'OU',
    });
  });
});
