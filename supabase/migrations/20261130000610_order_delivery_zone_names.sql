-- The delivery zone's name as the order was priced (issue 46.3): "Nairobi and environs" in English
-- and Kiswahili, from the CMS delivery document, so the order's pages, messages and the admin
-- call the zone what the shop called it when the shopper ordered, in the language they read.
-- Orders placed before zones had names get the names the shop first gave them (the seed's,
-- src/lib/delivery/defaults.ts). An order has both names exactly when it has a delivery record.
alter table public.orders
  add column delivery_zone_name_en text check (length(delivery_zone_name_en) between 1 and 40),
  add column delivery_zone_name_sw text check (length(delivery_zone_name_sw) between 1 and 40);

update public.orders set
  delivery_zone_name_en = case delivery_zone
    when 1 then 'Nairobi and environs' when 2 then 'Other major towns' when 3 then 'Rural areas' else 'Remote areas' end,
  delivery_zone_name_sw = case delivery_zone
    when 1 then 'Nairobi na viunga vyake' when 2 then 'Miji mingine mikubwa' when 3 then 'Maeneo ya vijijini' else 'Maeneo ya mbali' end
where delivery_zone is not null;

alter table public.orders
  add constraint orders_delivery_zone_named check (
    num_nulls(delivery_zone, delivery_zone_name_en, delivery_zone_name_sw) in (0, 3));
