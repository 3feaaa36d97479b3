-- The language the shopper ordered in (issue 19): their order e-mails and SMS are written in it,
-- and Pesapal returns them to the payment page in it. Orders placed before it are English.
alter table public.orders
  add column locale text not null default 'en'
    constraint orders_locale_known check (locale in ('en', 'sw'));
