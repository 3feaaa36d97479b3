import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../src/server/db/index.ts';
import { ENGINES, freshDatabase, insertUser, sampleOrder } from './db-fixture.ts';

/**
 * What Supabase's Data API (PostgREST, reached with the public anon key and a user's token) can do
 * with the shop's tables. The shop never uses it, so nobody may do anything (the grants); and
 * should a grant come back, the row-level security behind it still holds (the policies): a
 * customer reads only their own rows, an admin at aal1 nothing at all, an admin at aal2 what
 * the policies allow, anonymous callers nothing. Each claim is checked for every table of public,
 * four callers a table, on PGlite and on PostgreSQL.
 */

type Caller = 'anon' | 'customer' | 'admin at aal1' | 'admin at aal2';
const CALLERS: Caller[] = ['anon', 'customer', 'admin at aal1', 'admin at aal2'];

interface Review {
  /** SQL over a row of the table giving the user it belongs to; null: it is no customer's (customers read none). */
  owner: string | null;
  /** What an admin at aal2 reads should a grant come back: every row, or none (server only). */
  admins: 'all' | 'none';
}

const throughOrder = (order: string) => `(select o.user_id from public.orders o where o.id = ${order})`;
const throughRegistration = (registration: string) =>
  `(select o.user_id from public.warranty_registrations r join public.orders o on o.id = r.order_id where r.id = ${registration})`;
const throughClaim = (claim: string) =>
  throughRegistration(`(select c.registration_id from public.warranty_claims c where c.id = ${claim})`);

/**
 * Every table of the public schema, reviewed: who may read it through the Data API should a grant
 * come back. A new table fails the walk below until it is added here, with row-level security,
 * the restrictive "admins only at aal2" policy and no grant to anon or authenticated (see
 * supabase/migrations/20261128000500_data_api_aal2.sql and docs/security.md).
 */
const REVIEWED: Record<string, Review> = {
  profiles: { owner: 'id', admins: 'all' },
  orders: { owner: 'user_id', admins: 'all' },
  order_items: { owner: throughOrder('order_id'), admins: 'all' },
  order_policy_acceptances: { owner: throughOrder('order_id'), admins: 'all' },
  delivery_status_changes: { owner: throughOrder('order_id'), admins: 'all' },
  payments: { owner: 'user_id', admins: 'all' },
  refunds: { owner: throughOrder('order_id'), admins: 'all' },
  order_actions: { owner: throughOrder('order_id'), admins: 'all' },
  warranty_registrations: { owner: throughOrder('order_id'), admins: 'all' },
  warranty_claims: { owner: throughRegistration('registration_id'), admins: 'all' },
  warranty_claim_events: { owner: throughClaim('claim_id'), admins: 'all' },
  // Another customer's try at a registered serial: the team's to look into, no customer reads it.
  warranty_duplicate_attempts: { owner: null, admins: 'all' },
  // Contact messages are the team's: a customer does not read them back, not even their own.
  contact_messages: { owner: null, admins: 'all' },
  outbox_messages: { owner: null, admins: 'all' },
  // What drivers brought back: the team's record; customers get their receipts by SMS and e-mail.
  cash_collections: { owner: null, admins: 'all' },
  admin_actions: { owner: null, admins: 'all' },
  // Stock (issue 44): the team's figures and history; shoppers learn only what GET /api/stock says.
  stock_locations: { owner: null, admins: 'all' },
  stock_items: { owner: null, admins: 'all' },
  stock_levels: { owner: null, admins: 'all' },
  stock_reservations: { owner: null, admins: 'all' },
  stock_movements: { owner: null, admins: 'all' },
  // Back-in-stock subscriptions hold a stranger's phone or e-mail and belong to no account; the day the low-stock alert was checked.
  stock_alerts: { owner: null, admins: 'all' },
  low_stock_alert_days: { owner: null, admins: 'all' },
  // Tax invoices (issue 45): a customer reads theirs through GET /api/orders/{id}/invoice, which checks the order is theirs.
  tax_documents: { owner: null, admins: 'all' },
  etims_items: { owner: null, admins: 'all' },
  etims_sequences: { owner: null, admins: 'all' },
  // The control unit's communication key is a secret: the server's alone.
  etims_devices: { owner: null, admins: 'none' },
  // The server's own bookkeeping of publishes: nobody's, and not even admins read it.
  sanity_webhook_deliveries: { owner: null, admins: 'none' },
  deploy_bursts: { owner: null, admins: 'none' },
  // Lay-by plans (issue 47): a customer's own with their order; the team's desk reads them through the API.
  layby_plans: { owner: throughOrder('order_id'), admins: 'all' },
  // Installation (issue 48): a customer's own job with their order; technicians' phones and licences, and capacity, are the team's.
  installations: { owner: throughOrder('order_id'), admins: 'all' },
  technicians: { owner: null, admins: 'all' },
  installation_capacity: { owner: null, admins: 'all' },
  installation_days: { owner: null, admins: 'all' },
  // A shopper's hearts (issue 46): their own to read, should a grant come back; not the team's.
  favourites: { owner: 'user_id', admins: 'none' },
};
const TABLES = Object.keys(REVIEWED).sort();

const PRIVILEGES = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger'];

describe.each(ENGINES)('the Data API and row-level security on %s', (engine) => {
  let db: Database;
  let alice: string;
  let bob: string;
  let admin: string;

  /** Runs fn in a transaction that is rolled back after, and returns what it returned. */
  async function rolledBack<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const undo = new Error('rolled back');
    let result: T | undefined;
    try {
      await db.sql.transaction(async (tx) => {
        result = await fn(tx);
        throw undo;
      });
    } catch (error) {
      if (error !== undo) throw error;
    }
    return result as T;
  }

  /** Runs fn as PostgREST would for the caller (its role and its token's claims), after `before` as the server, all rolled back. */
  function as<T>(caller: Caller, fn: (tx: Sql) => Promise<T>, before?: (tx: Sql) => Promise<void>): Promise<T> {
    const claims =
      caller === 'anon'
        ? { role: 'anon' }
        : {
            sub: caller === 'customer' ? alice : admin,
            role: 'authenticated',
            aal: caller === 'admin at aal2' ? 'aal2' : 'aal1',
            amr: caller === 'admin at aal2' ? [{ method: 'totp' }, { method: 'password' }] : [{ method: 'password' }],
          };
    return rolledBack(async (tx) => {
      await before?.(tx);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await tx.exec(`set local role ${caller === 'anon' ? 'anon' : 'authenticated'}`);
      return fn(tx);
    });
  }

  /** The owners of a table's rows, read by the server (the table's owner, past row-level security). */
  async function ownersOf(table: string): Promise<Array<string | null>> {
    const owner = REVIEWED[table]!.owner ?? 'null::uuid';
    return (await db.sql.query<{ owner: string | null }>(`select ${owner} as owner from public.${table}`)).map((r) => r.owner);
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    [alice, bob, admin] = [await insertUser(db), await insertUser(db), await insertUser(db)];
    await db.profiles.setRole(admin, 'admin');
    // Orders of two customers, a guest's, and one the admin placed as a shopper.
    const orders: string[] = [];
    const registrations: string[] = [];
    for (const [user, serial] of [
      [alice, 'ALICE-1'],
      [bob, 'BOB-1'],
      [null, 'GUEST-1'],
      [admin, 'ADMIN-1'],
    ] as const) {
      const order = (await db.orders.create(sampleOrder(user))).order.id;
      orders.push(order);
      const payment = await db.payments.create({ orderId: order, amountCents: 1000 });
      await db.orders.setDeliveryStatus(order, 'shipped', admin);
      await db.sql.query(
        `insert into public.refunds (order_id, payment_id, amount_cents, reason, requested_by_role, confirmation_code)
         values ($1, $2, 1000, 'Changed my mind', 'customer', 'QK12345678')`,
        [order, payment.id],
      );
      await db.sql.query(`insert into public.order_actions (order_id, action, actor, actor_role) values ($1, 'cancel', $2, 'customer')`, [
        order,
        user,
      ]);
      await db.sql.query(
        `insert into public.outbox_messages (order_id, event, channel, audience, recipient, body) values ($1, 'order_received', 'sms', 'customer', '+254712345678', 'Asante')`,
        [order],
      );
      await db.cashCollections.record({
        orderId: order,
        amountCents: 1000,
        method: 'cash',
        mpesaReceipt: null,
        note: null,
        driver: 'Otieno',
        requestKey: null,
        recordedBy: admin,
        recordedByEmail: 'admin@shop.test',
      });
      await db.layby.create(
        order,
        {
          totalCents: 100_000_00,
          depositCents: 20_000_00,
          minInstalmentCents: 500_00,
          mpesaMaxCents: 250_000_00,
          cadenceDays: 7,
          suggestedCents: 7_000_00,
          remindDaysBefore: 1,
          startsOn: '2026-11-28',
          endsOn: '2027-02-26',
          graceDays: 14,
          feeFreeDays: 7,
          feeBp: 500,
          feeMaxCents: null,
        },
        { as: 'read at checkout' },
      );
      const written = await db.warranty.register([
        {
          orderId: order,
          productId: 'panel-450w',
          productName: 'Mono panel 450 W',
          serial,
          months: 120,
          covers: '',
          startsOn: '2026-11-28',
          endsOn: '2036-11-27',
        },
      ]);
      if (!written.ok) throw new Error('not registered');
      await db.warranty.createClaim({
        registrationId: written.registrations[0]!.id,
        description: 'It stopped working.',
        outOfWarranty: false,
        actor: user,
      });
      registrations.push(written.registrations[0]!.id);
    }
    // Bob's order tried Alice's serial.
    await db.warranty.recordDuplicateAttempt({ registrationId: registrations[0]!, orderId: orders[1]!, serial: 'ALICE-1' });
    await db.contact.create({
      firstName: 'A',
      lastName: 'B',
      email: 'a@shop.test',
      phone: null,
      subject: 'Hi',
      message: 'Hello',
      userId: alice,
    });
    await db.adminActions.record(
      { id: admin, email: 'admin@shop.test', aal: 'aal2', amr: ['totp', 'password'], address: null },
      { action: 'order.delivery', target: { kind: 'order', id: orders[1]! }, details: { to: 'shipped' } },
    );
    await db.sql.query(
      `insert into public.sanity_webhook_deliveries (signature_hash, signed_at, received_at, document_id, document_type)
       values (repeat('a', 43), now(), now(), 'product-x', 'product')`,
    );
    await db.sql.query(`insert into public.deploy_bursts (opened_at, due_at) values (now(), now())`);
    // Stock: counted products, one held for an order, their movements.
    await db.stock.setCounts(
      [
        { productId: 'panel-450w', quantity: 10 },
        { productId: 'battery-100ah', quantity: 4 },
      ],
      { actorId: admin, note: 'Stocktake' },
    );
    await db.stock.reserve(orders[0]!, [{ productId: 'panel-450w', quantity: 1 }], 'Nairobi', null);
    // Someone waiting for a sold-out product, and a day the low-stock alert was checked.
    await db.stockAlerts.subscribe({ productId: 'inverter-5kw', channel: 'sms', address: '+254712345678', locale: 'sw' });
    await db.stockAlerts.claimLowStockDay('2026-11-30', 2);
    // eTIMS: the cash collections above queued their invoices; a control unit, an item, a branch's numbering.
    const branch = { env: 'local', tin: 'P052000000S', branchId: '00' };
    await db.taxDocuments.saveDevice(branch, {
      deviceSerial: 'SHOP/P052000000S/0',
      cmcKey: 'secret-key',
      sdcId: 'KRACU0100000001',
      mrcNo: null,
      taxpayerName: 'Solar Shop Kenya',
      branchName: null,
    });
    await db.taxDocuments.itemCode(branch, { itemKey: 'panel-450w', prefix: 'KE2CTU', itemClsCd: '26111600', taxType: 'B' });
    await db.taxDocuments.claimBranch(branch, 'rls-test', 1000);
    // Two shoppers' favourites (the admin keeps none, so 'none' for admins is seen to hold).
    await db.favourites.addAll(alice, ['panel-450w', 'battery-100ah']);
    await db.favourites.addAll(bob, ['panel-450w']);
    // Installation (issue 48): two technicians, each order's job on a zone's day.
    for (const [i, licenceNumber] of ['EPRA/T3/RLS-1', 'EPRA/T3/RLS-2'].entries()) {
      const created = await db.installations.technicians.create({
        name: `Technician ${i}`,
        phone: '+254722000111',
        licenceNumber,
        licenceClass: 'T3',
        licenceExpires: '2027-12-31',
        counties: ['047'],
        active: true,
      });
      if (created === 'licence_taken') throw new Error('licence taken');
    }
    for (const [i, orderId] of orders.slice(0, 2).entries())
      await db.installations.create(
        {
          orderId,
          county: '047',
          zone: 1,
          band: 'home',
          requiredClass: 'T3',
          priceCents: 1_500_000,
          includes: { en: ['Wiring'], sw: ['Nyaya'] },
          workmanshipMonths: 24,
          day: `2026-12-1${i}`,
          holdUntil: null,
        },
        new Date('2026-12-01T00:00:00Z'),
      );
  });
  afterAll(() => db?.close());

  it('every table of public is reviewed here, none is forgotten', async () => {
    const tables = (await db.sql.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).map(
      (r) => r.name,
    );
    const unreviewed = tables.filter((t) => !(t in REVIEWED));
    expect(unreviewed, `review the Data API's access to ${unreviewed.join(', ')} in tests/api/rls.test.ts`).toEqual([]);
    expect(tables.sort()).toEqual(TABLES);
    // Views would be reachable too and carry no row-level security of their own.
    const views = await db.sql.query(`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm', 'f')`);
    expect(views).toEqual([]);
  });

  it.each(TABLES)('%s: row-level security on, with the restrictive aal2 policy, and permissive policies only read', async (table) => {
    const [state] = await db.sql.query<{ rls: boolean }>(`select relrowsecurity as rls from pg_class where oid = $1::regclass`, [
      `public.${table}`,
    ]);
    expect(state?.rls).toBe(true);
    const policies = await db.sql.query<{ name: string; permissive: string; cmd: string; roles: string }>(
      `select policyname as name, permissive, cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' and tablename = $1`,
      [table],
    );
    expect(policies.filter((p) => p.permissive === 'RESTRICTIVE')).toEqual([
      { name: `${table}: admins only at aal2`, permissive: 'RESTRICTIVE', cmd: 'ALL', roles: 'authenticated' },
    ]);
    for (const policy of policies.filter((p) => p.permissive === 'PERMISSIVE'))
      expect([policy.name, policy.cmd]).toEqual([policy.name, 'SELECT']);
  });

  it.each(TABLES)('%s holds rows of more than one owner, so the checks below can see a leak', async (table) => {
    const owners = await ownersOf(table);
    expect(owners.length).toBeGreaterThan(0);
    if (REVIEWED[table]!.owner) {
      expect(owners).toContain(alice);
      expect(owners.some((o) => o !== alice)).toBe(true);
    }
  });

  describe.each(CALLERS)('as %s', (caller) => {
    it.each(TABLES)('%s: no privilege at all, and a read is refused', async (table) => {
      const role = caller === 'anon' ? 'anon' : 'authenticated';
      const granted = await db.sql.query<{ privilege: string }>(
        `select p as privilege from unnest($1::text[]) p where has_table_privilege($2, $3::regclass, p)`,
        [PRIVILEGES, role, `public.${table}`],
      );
      expect(granted).toEqual([]);
      await expect(as(caller, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(/permission denied/);
    });

    it.each(TABLES)('%s: should the grants come back, the policies still show only what they allow', async (table) => {
      const review = REVIEWED[table]!;
      // Supabase's old defaults: every table open to both roles (the policies of a line read its order).
      const grantEverything = (tx: Sql) => tx.exec(`grant all on all tables in schema public to anon, authenticated`);
      const seen = await as(
        caller,
        async (tx) => {
          const rows = (
            await tx.query<{ owner: string | null }>(`select ${review.owner ?? 'null::uuid'} as owner from public.${table}`)
          ).map((r) => r.owner);
          // Nor may anyone write: no policy lets a row be deleted.
          const deleted = await tx.query(`delete from public.${table} returning 1`);
          return { rows, deleted: deleted.length };
        },
        grantEverything,
      );
      const all = await ownersOf(table);
      const expected =
        caller === 'customer'
          ? review.owner
            ? all.filter((o) => o === alice)
            : []
          : caller === 'admin at aal2' && review.admins === 'all'
            ? all
            : [];
      expect(seen.rows.sort()).toEqual(expected.sort());
      if (caller === 'customer' && review.owner) expect(seen.rows.length).toBeGreaterThan(0);
      expect(seen.deleted).toBe(0);
    });
  });

  it('no sequence or function of public is the Data API roles’ to use', async () => {
    const sequences = await db.sql.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(array['anon', 'authenticated']) r
       where n.nspname = 'public' and c.relkind = 'S' and (has_sequence_privilege(r, c.oid, 'usage') or has_sequence_privilege(r, c.oid, 'select'))`,
    );
    expect(sequences).toEqual([]);
    const functions = await db.sql.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace, unnest(array['anon', 'authenticated']) r
       where n.nspname = 'public' and has_function_privilege(r, p.oid, 'execute')`,
    );
    expect(functions).toEqual([]);
  });

  it('a table the migrations’ role creates later grants the Data API nothing, though Supabase granted all by default', async () => {
    const migration = await readFile(new URL('../../supabase/migrations/20261128000500_data_api_aal2.sql', import.meta.url), 'utf8');
    const defaults = migration.split('\n').filter((line) => line.startsWith('alter default privileges'));
    expect(defaults.length).toBeGreaterThan(0);
    const granted = await rolledBack(async (tx) => {
      // What a Supabase project's postgres role had before: every new table open to both roles.
      await tx.exec(`alter default privileges in schema public grant all on tables to anon, authenticated`);
      await tx.exec(defaults.join('\n'));
      await tx.exec(`create table public.later_table (id int)`);
      const rows = await tx.query(
        `select r from unnest(array['anon', 'authenticated']) r where has_table_privilege(r, 'public.later_table', 'select')`,
      );
      return rows;
    });
    expect(granted).toEqual([]);
  });

  it('an aal1 token raises nobody: the role stays the server’s to set, at any level', async () => {
    for (const caller of CALLERS)
      await expect(
        as(
          caller,
          (tx) => tx.query(`update public.profiles set role = 'admin' where id = $1 returning 1`, [alice]),
          (tx) => tx.exec(`grant select, update on public.profiles to anon, authenticated`),
        ).then((rows) => rows.length),
      ).resolves.toBe(0);
  });

  it('the admin audit stays append-only, even for the service role', async () => {
    for (const statement of [`update public.admin_actions set aal = 'aal2'`, `delete from public.admin_actions`])
      await expect(
        db.sql.transaction(async (tx) => {
          await tx.exec('set local role service_role');
          return tx.query(statement);
        }),
      ).rejects.toThrow(/permission denied/);
  });
});
