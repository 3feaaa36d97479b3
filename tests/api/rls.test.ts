import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../src/server/db/index.ts';
import { ENGINES, freshDatabase, insertUser, sampleOrder } from './db-fixture.ts';

/** Runs fn as the Data API would for this user: role `authenticated` plus the JWT claims. */
function asRole<T>(db: Database, role: 'authenticated' | 'anon', sub: string | null, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return db.sql.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role })]);
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}

describe.each(ENGINES)('row-level security on %s', (engine) => {
  let db: Database;
  let alice: string;
  let bob: string;
  let admin: string;
  let aliceOrder: string;
  let bobOrder: string;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    [alice, bob, admin] = [await insertUser(db), await insertUser(db), await insertUser(db)];
    await db.profiles.setRole(admin, 'admin');
    aliceOrder = (await db.orders.create(sampleOrder(alice))).order.id;
    bobOrder = (await db.orders.create(sampleOrder(bob))).order.id;
    await db.payments.create({ orderId: aliceOrder, amountCents: 1000 });
    await db.payments.create({ orderId: bobOrder, amountCents: 2000 });
    await db.orders.setDeliveryStatus(bobOrder, 'shipped', admin);
    await db.contact.create({
      firstName: 'A',
      lastName: 'B',
      email: 'a@shop.test',
      phone: null,
      subject: 'Hi',
      message: 'Hello',
      userId: alice,
    });
  });
  afterAll(() => db.close());

  it.each([
    ['payments', 'order_id'],
    ['orders', 'id'],
    ['order_items', 'order_id'],
    ['order_policy_acceptances', 'order_id'],
  ])('a customer reads only their own %s', async (table, column) => {
    const rows = await asRole(db, 'authenticated', alice, (tx) =>
      tx.query<{ ref: string }>(`select ${column} as ref from public.${table}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.ref))).toEqual(new Set([aliceOrder]));
  });

  it("a customer cannot see another customer's delivery history or transactions by id", async () => {
    const history = await asRole(db, 'authenticated', alice, (tx) => tx.query(`select * from public.delivery_status_changes`));
    expect(history).toEqual([]);
    const theirs = await asRole(db, 'authenticated', alice, (tx) =>
      tx.query(`select * from public.payments where order_id = $1`, [bobOrder]),
    );
    expect(theirs).toEqual([]);
  });

  it("a customer reads their own profile and no one else's", async () => {
    const rows = await asRole(db, 'authenticated', alice, (tx) =>
      tx.query<{ id: string; role: string }>(`select id, role from public.profiles`),
    );
    expect(rows).toEqual([{ id: alice, role: 'customer' }]);
  });

  it.each([
    ['raise their own role', (me: string) => [`update public.profiles set role = 'admin' where id = $1`, [me]]],
    ["change another user's role", (_me: string) => [`update public.profiles set role = 'customer' where role = 'admin'`, []]],
    ['insert a profile as admin', (_me: string) => [`insert into public.profiles (id, role) values (gen_random_uuid(), 'admin')`, []]],
    ['delete their profile', (me: string) => [`delete from public.profiles where id = $1`, [me]]],
    ['mark their order paid', (me: string) => [`update public.orders set status = 'paid', paid_at = now() where user_id = $1`, [me]]],
    [
      'complete their payment',
      (me: string) => [`update public.payments set status = 'COMPLETED', completed_at = now() where user_id = $1`, [me]],
    ],
    ['insert an order', (me: string) => [`insert into public.orders (user_id) values ($1)`, [me]]],
    ['read contact messages by writing one', (_me: string) => [`insert into public.contact_messages (first_name) values ('x')`, []]],
  ] as Array<[string, (me: string) => [string, unknown[]]]>)('a customer cannot %s', async (_name, statement) => {
    const [text, params] = statement(alice);
    await expect(asRole(db, 'authenticated', alice, (tx) => tx.query(text, params))).rejects.toThrow(/permission denied/);
    expect(await db.profiles.roleOf(alice)).toBe('customer');
    expect(await db.profiles.roleOf(admin)).toBe('admin');
  });

  it('an admin reads every order, payment, profile and contact message but still cannot write', async () => {
    const counts = await asRole(db, 'authenticated', admin, async (tx) => ({
      orders: (await tx.query(`select 1 from public.orders`)).length,
      payments: (await tx.query(`select 1 from public.payments`)).length,
      profiles: (await tx.query(`select 1 from public.profiles`)).length,
      messages: (await tx.query(`select 1 from public.contact_messages`)).length,
    }));
    expect(counts).toEqual({ orders: 2, payments: 2, profiles: 3, messages: 1 });
    await expect(
      asRole(db, 'authenticated', admin, (tx) => tx.query(`update public.profiles set role = 'admin' where id = $1`, [bob])),
    ).rejects.toThrow(/permission denied/);
  });

  it('a customer sees no contact messages, not even their own', async () => {
    expect(await asRole(db, 'authenticated', alice, (tx) => tx.query(`select * from public.contact_messages`))).toEqual([]);
  });

  it.each(['profiles', 'orders', 'payments', 'contact_messages'])('an anonymous caller cannot read %s', async (table) => {
    await expect(asRole(db, 'anon', null, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(/permission denied/);
  });

  it('the admin audit: admins read it, a customer sees none, and nobody writes, changes or deletes an entry through the Data API', async () => {
    const actor = { id: admin, email: 'admin@shop.test', aal: 'aal2' as const, amr: ['totp', 'password'], address: null };
    await db.adminActions.record(actor, { action: 'order.delivery', target: { kind: 'order', id: bobOrder }, details: { to: 'shipped' } });
    expect(await asRole(db, 'authenticated', admin, (tx) => tx.query(`select aal from public.admin_actions`))).toEqual([{ aal: 'aal2' }]);
    expect(await asRole(db, 'authenticated', alice, (tx) => tx.query(`select * from public.admin_actions`))).toEqual([]);
    await expect(asRole(db, 'anon', null, (tx) => tx.query(`select * from public.admin_actions`))).rejects.toThrow(/permission denied/);
    for (const statement of [
      `insert into public.admin_actions (action, target_kind, target_id, aal) values ('order.cancel', 'order', 'x', 'aal2')`,
      `update public.admin_actions set aal = 'aal2'`,
      `delete from public.admin_actions`,
    ]) {
      await expect(asRole(db, 'authenticated', admin, (tx) => tx.query(statement))).rejects.toThrow(/permission denied/);
      if (!statement.startsWith('insert'))
        await expect(
          db.sql.transaction(async (tx) => {
            await tx.exec('set local role service_role');
            return tx.query(statement);
          }),
        ).rejects.toThrow(/permission denied/);
    }
  });
});

describe.each(ENGINES)('row-level security of the warranty on %s', (engine) => {
  let db: Database;
  let alice: string;
  let bob: string;
  let admin: string;
  const registration = (orderId: string, serial: string) => ({
    orderId,
    productId: 'panel-450w',
    productName: 'Mono panel 450 W',
    serial,
    months: 120,
    covers: '',
    startsOn: '2026-11-28',
    endsOn: '2036-11-27',
  });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    [alice, bob, admin] = [await insertUser(db), await insertUser(db), await insertUser(db)];
    await db.profiles.setRole(admin, 'admin');
    for (const [user, serial] of [
      [alice, 'ALICE-1'],
      [bob, 'BOB-1'],
    ] as const) {
      const order = (await db.orders.create(sampleOrder(user))).order.id;
      const written = await db.warranty.register([registration(order, serial)]);
      if (!written.ok) throw new Error('not registered');
      await db.warranty.createClaim({
        registrationId: written.registrations[0]!.id,
        description: 'It stopped working.',
        outOfWarranty: false,
        actor: null,
      });
    }
  });
  afterAll(() => db.close());

  it.each([
    ['warranty_registrations', `select serial from public.warranty_registrations`],
    ['warranty_claims', `select r.serial from public.warranty_claims c join public.warranty_registrations r on r.id = c.registration_id`],
    [
      'warranty_claim_events',
      `select r.serial from public.warranty_claim_events e join public.warranty_claims c on c.id = e.claim_id join public.warranty_registrations r on r.id = c.registration_id`,
    ],
  ])('a customer reads only their own %s, an admin all', async (_table, query) => {
    const mine = await asRole(db, 'authenticated', alice, (tx) => tx.query<{ serial: string }>(query));
    expect(mine.map((r) => r.serial)).toEqual(['ALICE-1']);
    const all = await asRole(db, 'authenticated', admin, (tx) => tx.query<{ serial: string }>(query));
    expect(all.map((r) => r.serial).sort()).toEqual(['ALICE-1', 'BOB-1']);
  });

  it.each([
    [
      'register a serial',
      `insert into public.warranty_registrations (order_id, product_id, product_name, serial, warranty_months, starts_on, ends_on) select order_id, product_id, product_name, 'NEW-1', 1, starts_on, ends_on from public.warranty_registrations limit 1`,
    ],
    ['lengthen their warranty', `update public.warranty_registrations set ends_on = '2099-01-01'`],
    ['mark their claim replaced', `update public.warranty_claims set status = 'replaced'`],
    [
      'make a claim',
      `insert into public.warranty_claims (registration_id, description, out_of_warranty) select id, 'Broken for good now', false from public.warranty_registrations limit 1`,
    ],
    [
      'write the audit',
      `insert into public.warranty_claim_events (claim_id, to_status, actor_role) select id, 'replaced', 'admin' from public.warranty_claims limit 1`,
    ],
    ['delete a registration', `delete from public.warranty_registrations`],
  ])('neither a customer nor an admin can %s through the Data API', async (_name, statement) => {
    for (const who of [alice, admin])
      await expect(asRole(db, 'authenticated', who, (tx) => tx.query(statement))).rejects.toThrow(/permission denied/);
  });

  it.each(['warranty_registrations', 'warranty_claims', 'warranty_claim_events'])('an anonymous caller cannot read %s', async (table) => {
    await expect(asRole(db, 'anon', null, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(/permission denied/);
  });

  it.each(['sanity_webhook_deliveries', 'deploy_bursts'])('nobody reads or writes %s through the Data API', async (table) => {
    for (const [role, who] of [
      ['anon', null],
      ['authenticated', alice],
      ['authenticated', admin],
    ] as const) {
      await expect(asRole(db, role, who, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(/permission denied/);
      await expect(asRole(db, role, who, (tx) => tx.query(`delete from public.${table}`))).rejects.toThrow(/permission denied/);
    }
  });
});
