-- Delivery as the server priced it at checkout (issue 16): the county and its zone, the order's
-- size class and weight, the options chosen, the fee (null while the team quotes it: Zone 4, or a
-- product without a weight), whether it was waived, and whether it is charged online with the
-- goods (then it is the order's shipping_cents) or paid to the driver on delivery. Orders placed
-- before delivery pricing have no delivery record (all columns null).
alter table public.orders
  add column delivery_county       text check (delivery_county ~ '^[0-9]{3}$' and delivery_county between '001' and '047'),
  add column delivery_zone         smallint check (delivery_zone between 1 and 4),
  add column delivery_size_class   text check (delivery_size_class in ('small', 'medium', 'large')),
  add column delivery_weight_grams integer check (delivery_weight_grams >= 0),
  add column delivery_express      boolean,
  add column delivery_weekend      boolean,
  add column delivery_fee_cents    bigint check (delivery_fee_cents >= 0),
  add column delivery_free         boolean,
  add column delivery_collect      text check (delivery_collect in ('online', 'on-delivery')),
  add column delivery_days_min     smallint check (delivery_days_min between 0 and 60),
  add column delivery_days_max     smallint check (delivery_days_max between 0 and 60),
  add constraint orders_delivery_whole check (
    num_nulls(delivery_county, delivery_zone, delivery_size_class, delivery_weight_grams, delivery_express,
              delivery_weekend, delivery_free, delivery_collect) in (0, 8)),
  add constraint orders_delivery_days check (
    (delivery_days_min is null) = (delivery_fee_cents is null)
    and (delivery_days_max is null) = (delivery_fee_cents is null)
    and (delivery_fee_cents is null or delivery_county is not null)
    and delivery_days_min <= delivery_days_max),
  -- The amount sent to Pesapal is total_cents: it holds the fee exactly when the fee is paid online.
  add constraint orders_delivery_charged check (
    shipping_cents = case when delivery_collect = 'online' then coalesce(delivery_fee_cents, 0) else 0 end);
