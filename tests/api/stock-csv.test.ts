import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportAnswer } from '../../src/api/stock-csv.ts';
import type { StockFigures } from '../../src/api/stock.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { readCsv } from '../../src/lib/stock/csv.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * The stock page's CSV (issue 44) on both engines: the export of every product with its figures,
 * formula-safe and named for the shop's day; the import of a stocktake, every line checked before
 * anything is applied, each problem named by its line, all counts set in one transaction with one
 * audit entry, or none; admins at aal2 only.
 */

const BATTERY = 'battery-10kwh';
const INVERTER = 'deye-8kw';
const TRICKY = 'tricky-name';
const sold = { inStock: true, onSale: true, taxType: 'B', stock: { state: 'in_stock', left: null } };

const CSV_SNAPSHOT = {
  ...SNAPSHOT,
  products: {
    ...SNAPSHOT.products,
    [BATTERY]: { name: 'Lithium battery 10 kWh', brand: 'Felicity', category: 'batteries', priceCents: 9_000_000, ...sold },
    [INVERTER]: { name: 'Deye 8 kW, hybrid', brand: 'Deye', category: 'inverters', priceCents: 17_575_000, ...sold },
    [TRICKY]: { name: '=HYPERLINK("http://evil.test","Click")', brand: 'X', category: 'accessories', priceCents: 100_00, ...sold },
  },
} as CatalogueSnapshot;

/** 22:30 on 30 November by UTC, already 01:30 on 1 December in Nairobi: the file is named for the shop's day. */
const NOW = new Date('2026-11-30T22:30:00.000Z');

describe.each(ENGINES)('the stock CSV on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const tokens = { customer: '', aal1: '', admin: '' };

  const request = (method: string, path: string, token: string | null, body?: string, type = 'text/csv') =>
    app.request(path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
      ...(body === undefined ? {} : { body }),
    });
  const importCsv = (text: string, search = '', token = tokens.admin) => request('POST', `/api/admin/stock/import${search}`, token, text);
  const exportCsv = (token = tokens.admin) => request('GET', '/api/admin/stock/export.csv', token);
  const figures = (productId: string) => db.stock.figuresOf(productId);
  const pick = ({ tracked, onHand, reserved, lowThreshold }: StockFigures) => ({ tracked, onHand, reserved, lowThreshold });
  const imports = () =>
    db.sql.query<{ target_id: string; details: Record<string, unknown>; actor_email: string }>(
      `select target_id, details, actor_email from public.admin_actions where action = 'stock.import' order by id`,
    );
  const movements = (productId: string) =>
    db.sql.query<{ kind: string; on_hand_change: number; actor_email: string; note: string }>(
      `select kind, on_hand_change, actor_email, note from public.stock_movements where product_id = $1 order by id`,
      [productId],
    );
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; field?: string; lines?: unknown } }).error;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource(CSV_SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now: () => NOW,
    });
    Object.assign(tokens, await customerAndAdmin(auth, db, 'csv', engine));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  describe.each([
    ['GET', '/api/admin/stock/export.csv'],
    ['POST', '/api/admin/stock/import'],
  ])('%s %s', (method, path) => {
    const body = method === 'POST' ? `product_id,on_hand\n${BATTERY},9\n` : undefined;

    it('answers 401 without a token, 403 to a customer, 403 MFA_REQUIRED to an admin at aal1, and changes nothing', async () => {
      const before = await figures(BATTERY);
      expect((await request(method, path, null, body)).status).toBe(401);
      const customer = await request(method, path, tokens.customer, body);
      expect([customer.status, (await errorOf(customer)).code]).toEqual([403, 'FORBIDDEN']);
      const aal1 = await request(method, path, tokens.aal1, body);
      expect([aal1.status, (await errorOf(aal1)).code]).toEqual([403, 'MFA_REQUIRED']);
      expect(await figures(BATTERY)).toEqual(before);
      expect(await imports()).toEqual([]);
    });
  });

  it('imports a stocktake: every count and threshold set, one movement each with the note and who, one audit entry', async () => {
    const text = [
      'Product_ID,name,on_hand,low_threshold',
      `${BATTERY},Battery,12,4`,
      `${INVERTER},"Deye 8 kW, hybrid",3,`,
      'panel-450w,,,',
      '',
    ].join('\r\n');
    const res = await importCsv(text, '?note=Counted%20by%20Achieng');
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as StockImportAnswer).toEqual({ applied: 2, rows: 3 });
    expect(pick(await figures(BATTERY))).toEqual({ tracked: true, onHand: 12, reserved: 0, lowThreshold: 4 });
    expect(pick(await figures(INVERTER))).toEqual({ tracked: true, onHand: 3, reserved: 0, lowThreshold: 3 });
    // A line left blank is not counted: the panel stays as it was, not counted at all.
    expect((await figures('panel-450w')).tracked).toBe(false);
    expect(await movements(BATTERY)).toEqual([
      { kind: 'adjusted', on_hand_change: 12, actor_email: `csv-admin-${engine}@shop.test`, note: 'Counted by Achieng' },
    ]);
    expect(await imports()).toEqual([
      {
        target_id: 'stocktake',
        details: { lines: 3, counts: 2, note: 'Counted by Achieng' },
        actor_email: `csv-admin-${engine}@shop.test`,
      },
    ]);
  });

  it('refuses a file with any wrong line, naming each by its number, and changes nothing', async () => {
    const before = [await figures(BATTERY), await figures(INVERTER)];
    const entries = (await imports()).length;
    const text = [
      'product_id,on_hand,low_threshold',
      `${BATTERY},1,`,
      'no-such-product,4,',
      `${INVERTER},-2,`,
      `${BATTERY},5,`,
      `${INVERTER},2,100001`,
    ].join('\n');
    const res = await importCsv(text);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'CSV_INVALID',
      field: 'body',
      message: 'The file has 5 problems: nothing was changed.',
      lines: [
        { line: 3, message: 'No product no-such-product in the catalogue.' },
        { line: 4, message: 'on_hand “-2” is not a whole number from 0 to 1,000,000.' },
        { line: 5, message: `Product ${BATTERY} is on line 2 too: keep one line per product.` },
        { line: 6, message: `Product ${INVERTER} is on line 4 too: keep one line per product.` },
        { line: 6, message: 'low_threshold “100001” is not a whole number from 0 to 100,000.' },
      ],
    });
    expect([await figures(BATTERY), await figures(INVERTER)]).toEqual(before);
    expect(await imports()).toHaveLength(entries);
  });

  it.each([
    ['an empty file', '', [{ line: 1, message: 'The file is empty: its first line names the columns, e.g. product_id,on_hand.' }]],
    [
      'a file without the count column',
      `product_id,quantity\n${BATTERY},3\n`,
      [{ line: 1, message: 'No on_hand column: the first line names the columns, e.g. product_id,on_hand.' }],
    ],
    ['a quote never closed', `product_id,on_hand\n"${BATTERY},3\n`, [{ line: 2, message: 'A quote (") opened here is never closed.' }]],
  ])('refuses %s by its line', async (_what, text, lines) => {
    const res = await importCsv(text);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).lines).toEqual(lines);
  });

  it('sets every count or none: a failure half-way through leaves the counts as they were', async () => {
    const before = [await figures(BATTERY), await figures(INVERTER)];
    const entries = (await imports()).length;
    // The thresholds are set after the counts, in the same transaction: the first one fails.
    const failing: Database = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            stock: {
              ...tx.stock,
              setThreshold: () => Promise.reject(new Error('the database went away')),
            },
          }),
        ),
    };
    const broken = createApp({
      catalogue: staticCatalogueSource(CSV_SNAPSHOT),
      db: failing,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
    const res = await broken.request('/api/admin/stock/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/csv' },
      body: `product_id,on_hand,low_threshold\n${BATTERY},40,\n${INVERTER},50,2\n`,
    });
    expect(res.status).toBe(500);
    expect([await figures(BATTERY), await figures(INVERTER)]).toEqual(before);
    expect(await imports()).toHaveLength(entries);
  });

  it('exports every product with its figures, named for the day, formula-safe, and the export imports back unchanged', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="stock-2026-12-01.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // UTF-8 with a byte-order mark, so a spreadsheet reads its names right (text() takes the mark off).
    expect([...new Uint8Array(await res.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await res.text();
    expect(text.startsWith('product_id,name,category,on_hand,reserved,available,low_threshold\r\n')).toBe(true);
    const read = readCsv(text);
    if (!read.ok) throw new Error('the export does not read back');
    const rows = Object.fromEntries(read.records.slice(1).map(({ cells }) => [cells[0], cells.slice(1)]));
    expect(Object.keys(rows).sort()).toEqual(Object.keys(CSV_SNAPSHOT.products).sort());
    const battery = await figures(BATTERY);
    expect(rows[BATTERY]).toEqual([
      'Lithium battery 10 kWh',
      'batteries',
      String(battery.onHand),
      String(battery.reserved),
      String(battery.available),
      String(battery.lowThreshold),
    ]);
    expect(rows[INVERTER]?.[0]).toBe('Deye 8 kW, hybrid');
    // Not counted: its figures stay empty, and a spreadsheet shows the formula as text.
    expect(rows[TRICKY]).toEqual([`'=HYPERLINK("http://evil.test","Click")`, 'accessories', '', '', '', '']);

    const counts = async () => (await Promise.all(Object.keys(rows).map(figures))).map(pick);
    const before = await counts();
    const back = await importCsv(text);
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await back.json()).toEqual({ applied: 2, rows: Object.keys(rows).length });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not CSV, too large, or a note too long, before reading a line', async () => {
    const json = await request('POST', '/api/admin/stock/import', tokens.admin, '{"product_id":"x"}', 'application/json');
    expect([json.status, (await errorOf(json)).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const large = await importCsv(`product_id,on_hand\n${`${BATTERY},1\n`.repeat(80_000)}`);
    expect([large.status, (await errorOf(large)).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const note = await importCsv(`product_id,on_hand\n${BATTERY},1\n`, `?note=${'x'.repeat(201)}`);
    expect([note.status, (await errorOf(note)).field]).toEqual([400, 'note']);
  });
});
