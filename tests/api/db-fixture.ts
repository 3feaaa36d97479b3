import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AUTH_BOOTSTRAP_FILE, bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { createDatabase, type Database, type NewOrder } from '../../src/server/db/index.ts';
import { orderLine, pricedOrder } from '../../src/lib/checkout/price-order.ts';
import type { OrderDelivery, OrderItem } from '../../src/lib/order-types.ts';
import { statutoryTax, type LineTax } from '../../src/lib/tax/tax-types.ts';
import { migrate, readMigrations } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';

/**
 * Fresh, migrated databases for tests. PGlite: migrated once, dumped to a cache file keyed by the
 * migrations' content, and cloned per test file (about 1 s instead of 5). PostgreSQL (when
 * TEST_DATABASE_URL is set): a new database per call, dropped on close.
 */

export type Engine = 'pglite' | 'postgres';

/** The engines to run API tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/solar-shop/', import.meta.url));

async function migratedDump(): Promise<Blob> {
  const migrations = await readMigrations();
  const hash = createHash('sha256').update(await readFile(AUTH_BOOTSTRAP_FILE, 'utf8'));
  for (const m of migrations) hash.update(m.version).update(m.sql);
  const file = `${CACHE_DIR}pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`;
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached], { type: 'application/x-gzip' });
  const db = await openPglite();
  await bootstrapAuthSchema(db);
  await migrate(db, migrations);
  const dump = await db.dump();
  await db.close();
  await mkdir(CACHE_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
  await rename(temp, file);
  return dump;
}

let dumpPromise: Promise<Blob> | null = null;

async function freshPglite(): Promise<Database> {
  dumpPromise ??= migratedDump();
  const sql = await openPglite({ loadDataDir: await dumpPromise });
  return createDatabase(sql);
}

async function freshPostgres(adminUrl: string): Promise<Database> {
  return (await freshPostgresWithUrl(adminUrl)).db;
}

/** A new, migrated PostgreSQL database and its URL, for a server that connects on its own. Dropped on close. */
export async function freshPostgresWithUrl(adminUrl: string): Promise<{ db: Database; url: string }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = openPostgres(url.toString());
  await bootstrapAuthSchema(sql);
  await migrate(sql);
  const db = createDatabase(sql);
  const close = async () => {
    await sql.close();
    const cleanup = openPostgres(adminUrl, { max: 1 });
    await cleanup.exec(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  };
  return { url: url.toString(), db: { ...db, close } };
}

/** A fresh database with every migration applied. Close it in afterAll. */
export function freshDatabase(engine: Engine = 'pglite'): Promise<Database> {
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return freshPostgres(url);
  }
  return freshPglite();
}

let userCounter = 0;

/** Inserts an auth user the way the stand-in does (the trigger creates the profile); returns its id. */
export async function insertUser(
  db: Database,
  email = `user${++userCounter}-${randomBytes(3).toString('hex')}@shop.test`,
): Promise<string> {
  const [row] = await db.sql.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, email_confirmed_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', '{}', now(), now(), now()) returning id`,
    [email],
  );
  if (!row) throw new Error('insertUser returned nothing');
  return row.id;
}

const SAMPLE_ITEMS: NonNullable<SampleOverrides['items']> = [
  { productId: 'battery-100ah', productName: 'Lithium battery 100Ah', unitPriceCents: 4_750_000, quantity: 2 },
  { productId: 'mc4-connectors', productName: 'MC4 connectors', unitPriceCents: 47_500, quantity: 1 },
];

/**
 * What a test may change in the sample order: any field, or its lines and delivery (priced as
 * checkout prices them). A line without `tax` is standard-rated (type B); `tax: null` is a line
 * from before issue 45.
 */
export type SampleOverrides = Partial<Omit<NewOrder, 'priced'>> & {
  items?: Array<Omit<OrderItem, 'lineTotalCents' | 'tax'> & { tax?: LineTax | null }>;
  delivery?: OrderDelivery | null;
};

/** A valid order for `userId` (null: a guest), as the checkout service would write it. */
export function sampleOrder(userId: string | null, overrides: SampleOverrides = {}): NewOrder {
  const { items = SAMPLE_ITEMS, delivery = null, ...fields } = overrides;
  return {
    idempotencyKey: `checkout-${randomBytes(8).toString('hex')}`,
    userId,
    chosenMethod: 'MPESA',
    customer: {
      fullName: 'Wanjiku Kamau',
      email: 'wanjiku@shop.test',
      phone: '+254712345678',
      address: 'Thika Road, Ruaraka',
      apartment: '',
      city: 'Nairobi',
      county: 'Nairobi',
      postalCode: '00100',
    },
    priced: pricedOrder(
      items.map((item) =>
        orderLine(
          item.productId,
          item.productName,
          item.unitPriceCents,
          item.quantity,
          item.tax === undefined ? statutoryTax('B') : item.tax,
        ),
      ),
      delivery,
    ),
    acceptedPolicies: [
      { type: 'terms-and-conditions', version: '2026-01', hash: 'a1b2c3d4e5f60718' },
      { type: 'privacy-policy', version: '2026-01', hash: '0f1e2d3c4b5a6978' },
    ],
    ...fields,
  };
}

/** How many rows `table` holds. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}
