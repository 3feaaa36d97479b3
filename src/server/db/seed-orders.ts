import { countyOf } from '../../lib/delivery/counties.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../lib/delivery/defaults.ts';
import type { Sql } from './sql.ts';

/** A product the seeded orders buy: the catalogue's id, name and unit price in cents. */
export interface SeedProduct {
  id: string;
  name: string;
  priceCents: number;
}

export interface SeedOrdersOptions {
  /** How many orders to add. */
  count: number;
  /** The products lines are drawn from (at least three). */
  products: readonly SeedProduct[];
  /** The newest order is placed before this instant; the oldest about `days` earlier. */
  now: Date;
  /** How many days back the orders spread over. */
  days: number;
  /** Prefix of each order's idempotency key, so a run's orders can be told apart. */
  runId: string;
}

const FIRST_NAMES = [
  'Wanjiku',
  'Achieng',
  'Kamau',
  'Otieno',
  'Njeri',
  'Mwangi',
  'Chebet',
  'Kiprop',
  'Atieno',
  'Mutua',
  'Wairimu',
  'Omondi',
  'Nafula',
  'Barasa',
  'Akinyi',
  'Kibet',
  'Muthoni',
  'Ouma',
  'Jeptoo',
  'Njoroge',
];
const LAST_NAMES = [
  'Kamau',
  'Otieno',
  'Mwangi',
  'Wanjiru',
  'Odhiambo',
  'Kiptoo',
  'Mutiso',
  'Wekesa',
  'Chege',
  'Onyango',
  'Karanja',
  'Rotich',
  'Maina',
  'Owino',
  'Kariuki',
];
const PLACES: Array<[city: string, county: string, postalCode: string]> = [
  ['Nairobi', 'Nairobi City', '00100'],
  ['Mombasa', 'Mombasa', '80100'],
  ['Kisumu', 'Kisumu', '40100'],
  ['Nakuru', 'Nakuru', '20100'],
  ['Eldoret', 'Uasin Gishu', '30100'],
  ['Thika', 'Kiambu', '01000'],
  ['Machakos', 'Machakos', '90100'],
  ['Nyeri', 'Nyeri', '10100'],
  ['Kitale', 'Trans-Nzoia', '30200'],
  ['Garissa', 'Garissa', '70100'],
];

/**
 * Each place's delivery as checkout prices a small parcel (5 kg) there with the default settings:
 * county code, zone and its names, fee (null where the team quotes), free-delivery threshold and days. Seeded
 * orders pay delivery to the driver, as the default settings collect it.
 */
function placeDelivery([, county]: (typeof PLACES)[number]) {
  const code = countyOf(county)!.code;
  const settings = DEFAULT_DELIVERY_SETTINGS;
  const zone = settings.counties[code] ?? 4;
  const rule = settings.zones.find((z) => z.zone === zone)!;
  const freeAbove = Math.min(rule.freeAboveCents ?? Infinity, settings.nationwideFreeAboveCents);
  return {
    code,
    zone,
    name: rule.name,
    fee: rule.ratesCents ? String(rule.ratesCents.small) : 'null',
    freeAbove,
    days: rule.ratesCents ? rule.days : null,
  };
}
const DELIVERIES = PLACES.map(placeDelivery);
const numberArray = (values: ReadonlyArray<number | string | null>, type: string) =>
  `array[${values.map((v) => v ?? 'null').join(', ')}]::${type}[]`;
const STREETS = [
  'Moi Avenue',
  'Kenyatta Avenue',
  'Thika Road',
  'Ngong Road',
  'Oginga Odinga Street',
  'Kisumu-Kakamega Road',
  'Nyerere Road',
  'Uhuru Highway',
];

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]::text[]`;

/**
 * Adds `count` orders in the shape checkout writes them (lines, totals that add up, accepted
 * policies, a payment attempt with what Pesapal reported, or the cash record), in one transaction
 * of set-based statements: 30,000 orders take seconds, not 30,000 checkouts. Customers repeat
 * (about 1,500 of them), orders spread over `days` with more of them recent, statuses as a shop
 * sees them (most paid or cash, some awaiting, failed, cancelled or refunded), older paid orders
 * delivered, recent ones pending or shipped. Returns how many orders were added.
 */
export async function seedOrders(sql: Sql, options: SeedOrdersOptions): Promise<number> {
  const { count, products, now, days, runId } = options;
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  if (products.length < 3) throw new Error('at least three products are needed');
  const productValues = products
    .map((p, index) => `(${index}, ${sqlText(p.id)}, ${sqlText(p.name)}, ${Math.round(p.priceCents)}::bigint)`)
    .join(', ');
  const [cities, counties, postcodes] = [0, 1, 2].map((i) => textArray(PLACES.map((place) => place[i] as string)));
  const place = `1 + p.c % ${PLACES.length}`;
  const codes = textArray(DELIVERIES.map((d) => d.code));
  const zones = numberArray(
    DELIVERIES.map((d) => d.zone),
    'smallint',
  );
  const [zoneNamesEn, zoneNamesSw] = [textArray(DELIVERIES.map((d) => d.name.en)), textArray(DELIVERIES.map((d) => d.name.sw))];
  const fees = numberArray(
    DELIVERIES.map((d) => d.fee),
    'bigint',
  );
  const freeAbove = numberArray(
    DELIVERIES.map((d) => d.freeAbove),
    'bigint',
  );
  const daysMin = numberArray(
    DELIVERIES.map((d) => d.days?.min ?? null),
    'smallint',
  );
  const daysMax = numberArray(
    DELIVERIES.map((d) => d.days?.max ?? null),
    'smallint',
  );
  return sql.transaction(async (tx) => {
    await tx.exec(`create temp table seed_products (idx int primary key, id text, name text, price bigint) on commit drop;
      insert into seed_products values ${productValues};`);
    await tx.query(
      `create temp table seed_plan on commit drop as
       select n, gen_random_uuid() as id, c, r, m,
         $2::timestamptz - (power(random(), 1.6) * $3::float8 * interval '1 day') - interval '1 minute' as created_at,
         case when r < 0.52 then 'paid' when r < 0.70 then 'cash_on_delivery' when r < 0.80 then 'awaiting_payment'
              when r < 0.90 then 'payment_failed' when r < 0.96 then 'cancelled' else 'refunded' end as status
       from (select n, floor(random() * 1500)::int as c, random() as r, random() as m from generate_series(1, $1::int) n) s`,
      [count, now.toISOString(), days],
    );
    await tx.query(
      `create temp table seed_lines on commit drop as
       select p.id as order_id, j as position, sp.id as product_id, sp.name as product_name, sp.price as unit_price_cents,
              1 + ((p.n + j) % 3) as quantity
       from seed_plan p
       cross join lateral generate_series(0, (p.n % 3)) j
       join seed_products sp on sp.idx = (p.n * 7 + j * 5) % $1::int`,
      [products.length],
    );
    await tx.query(
      `insert into public.orders (id, idempotency_key, status, delivery_status, payment_method, customer_name, customer_email,
         customer_phone, address, apartment, city, county, postal_code, subtotal_cents, shipping_cents, tax_cents, total_cents,
         delivery_county, delivery_zone, delivery_zone_name_en, delivery_zone_name_sw, delivery_size_class, delivery_weight_grams, delivery_express, delivery_weekend,
         delivery_fee_cents, delivery_free, delivery_collect, delivery_days_min, delivery_days_max,
         paid_at, created_at, updated_at)
       select p.id, 'seed-' || $1 || '-' || p.n, p.status,
         case when p.status in ('paid', 'cash_on_delivery') then
                case when p.created_at < $2::timestamptz - interval '10 days' then (case when p.m < 0.95 then 'delivered' else 'cancelled' end)
                     when p.m < 0.5 then 'pending' else 'shipped' end
              when p.status in ('cancelled', 'refunded') then 'cancelled'
              else 'pending' end,
         case when p.status = 'cash_on_delivery' then 'Cash' when p.m < 0.62 then 'MPESA' when p.m < 0.9 then 'Card' else 'Bank' end,
         f.first || ' ' || l.last,
         lower(f.first || '.' || l.last || p.c) || '@example.co.ke',
         '+2547' || lpad(((p.c * 7919) % 100000000)::text, 8, '0'),
         (10 + p.c % 90) || ' ' || (${textArray(STREETS)})[1 + p.c % ${STREETS.length}],
         case when p.c % 4 = 0 then 'Apartment ' || (1 + p.c % 30) end,
         (${cities})[1 + p.c % ${PLACES.length}], (${counties})[1 + p.c % ${PLACES.length}], (${postcodes})[1 + p.c % ${PLACES.length}],
         t.subtotal, 0, 0, t.subtotal,
         (${codes})[${place}], (${zones})[${place}], (${zoneNamesEn})[${place}], (${zoneNamesSw})[${place}], 'small', 5000, false, false,
         case when t.subtotal > (${freeAbove})[${place}] and (${fees})[${place}] is not null then 0 else (${fees})[${place}] end,
         t.subtotal > (${freeAbove})[${place}] and (${fees})[${place}] is not null, 'on-delivery', (${daysMin})[${place}], (${daysMax})[${place}],
         case when p.status in ('paid', 'refunded') then p.created_at + interval '3 minutes' end,
         p.created_at, p.created_at
       from seed_plan p
       join (select order_id, sum(unit_price_cents * quantity) as subtotal from seed_lines group by order_id) t on t.order_id = p.id
       cross join lateral (select (${textArray(FIRST_NAMES)})[1 + p.c % ${FIRST_NAMES.length}] as first) f
       cross join lateral (select (${textArray(LAST_NAMES)})[1 + (p.c / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last) l`,
      [runId, now.toISOString()],
    );
    await tx.exec(
      `insert into public.order_items (order_id, position, product_id, product_name, unit_price_cents, quantity, line_total_cents)
       select order_id, position, product_id, product_name, unit_price_cents, quantity, unit_price_cents * quantity from seed_lines;
       insert into public.order_policy_acceptances (order_id, policy_type, version, hash, accepted_at)
       select p.id, t.type, '2026-01', t.hash, p.created_at from seed_plan p
       cross join (values ('terms-and-conditions', 'a1b2c3d4e5f60718'), ('privacy-policy', '0f1e2d3c4b5a6978'), ('financial-disclaimer', '5e6f7a8b9c0d1e2f')) t(type, hash);
       insert into public.payments (order_id, provider, merchant_reference, order_tracking_id, status, payment_method, amount_cents,
         confirmation_code, status_message, completed_at, created_at, updated_at)
       select o.id,
         case when o.payment_method = 'Cash' then 'cash' else 'pesapal' end,
         case when o.payment_method = 'Cash' then 'COD-' || o.id else o.id::text end,
         case when o.payment_method <> 'Cash' then gen_random_uuid()::text end,
         case o.status when 'paid' then 'COMPLETED' when 'refunded' then 'REVERSED' when 'payment_failed' then 'FAILED'
                       when 'cancelled' then 'CANCELLED' else 'PENDING' end,
         case o.payment_method when 'Cash' then 'Cash on delivery' when 'MPESA' then 'MpesaKE' when 'Card' then 'Visa' else 'Bank transfer' end,
         o.total_cents,
         case when o.status in ('paid', 'refunded') then upper(substr(md5(o.id::text), 1, 10)) end,
         case o.status when 'paid' then 'Payment processed successfully' when 'payment_failed' then 'Request cancelled by user' end,
         o.paid_at, o.created_at, o.created_at
       from public.orders o join seed_plan p on p.id = o.id;`,
    );
    await tx.exec('analyze public.orders; analyze public.order_items; analyze public.payments;');
    return count;
  });
}
