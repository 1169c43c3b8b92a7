-- Shipping rates edited in the back office (docs/back-office.md#shipping-rates). A rate is one
-- line of the delivery page: a group of destination countries and one method, its carrier and
-- destination named in each language, its price incl. VAT, its delay in working days, and
-- whether it is offered. `store_key` null serves every store; a store's key overrides the
-- shop-wide rate of the same country and method for that store only. The rows start with the
-- values the shop had in code (config/shippingRates.ts until now) and the checkout's prices
-- (migrations 0019 and 0043): nothing a shopper sees changes.
alter table shipping_rate rename to shipping_rate_before_0071;

create table shipping_rate (
  id integer generated always as identity primary key,
  store_key text check (store_key ~ '^[a-z0-9_]{1,40}$'),
  countries text[] not null check (cardinality(countries) between 1 and 30),
  method text not null check (method in ('home', 'pickup')),
  destination jsonb not null,
  carrier jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  days_min integer not null check (days_min between 0 and 60),
  days_max integer not null check (days_max between 0 and 60),
  enabled boolean not null default true,
  position integer not null default 0,
  check (days_min <= days_max)
);
create index shipping_rate_countries on shipping_rate using gin (countries);

insert into shipping_rate (countries, method, destination, carrier, price_cents, days_min, days_max, position) values
  ('{FR}', 'home',
   '{"fr": "France métropolitaine", "de": "Frankreich (Festland und Korsika)", "en": "Mainland France and Corsica", "it": "Francia metropolitana"}',
   '{"fr": "Colissimo, à domicile", "de": "Colissimo, an die Haustür", "en": "Colissimo, to your door", "it": "Colissimo, a domicilio"}',
   490, 2, 3, 1),
  ('{FR}', 'pickup',
   '{"fr": "France métropolitaine", "de": "Frankreich (Festland und Korsika)", "en": "Mainland France and Corsica", "it": "Francia metropolitana"}',
   '{"fr": "Mondial Relay, en point relais", "de": "Mondial Relay, in einen Paketshop", "en": "Mondial Relay, to a pickup point", "it": "Mondial Relay, in un punto di ritiro"}',
   390, 3, 5, 2),
  ('{BE,LU}', 'home',
   '{"fr": "Belgique, Luxembourg", "de": "Belgien, Luxemburg", "en": "Belgium, Luxembourg", "it": "Belgio, Lussemburgo"}',
   '{"fr": "Colissimo, à domicile", "de": "Colissimo, an die Haustür", "en": "Colissimo, to your door", "it": "Colissimo, a domicilio"}',
   690, 3, 5, 3),
  ('{DE,AT}', 'home',
   '{"fr": "Allemagne, Autriche", "de": "Deutschland, Österreich", "en": "Germany, Austria", "it": "Germania, Austria"}',
   '{"fr": "DHL, à domicile ou en Packstation", "de": "DHL, an die Haustür oder an eine Packstation", "en": "DHL, to your door or a Packstation", "it": "DHL, a domicilio o in una Packstation"}',
   690, 3, 5, 4),
  -- Packstations serve Germany only (no pickup point in Austria): the delivery page shows this
  -- rate and the one above as their one published line, as it did.
  ('{DE}', 'pickup',
   '{"fr": "Allemagne, Autriche", "de": "Deutschland, Österreich", "en": "Germany, Austria", "it": "Germania, Austria"}',
   '{"fr": "DHL, à domicile ou en Packstation", "de": "DHL, an die Haustür oder an eine Packstation", "en": "DHL, to your door or a Packstation", "it": "DHL, a domicilio o in una Packstation"}',
   690, 3, 5, 5),
  ('{IT}', 'home',
   '{"fr": "Italie", "de": "Italien", "en": "Italy", "it": "Italia"}',
   '{"fr": "GLS, à domicile", "de": "GLS, an die Haustür", "en": "GLS, to your door", "it": "GLS, a domicilio"}',
   790, 4, 6, 6),
  ('{IT}', 'pickup',
   '{"fr": "Italie", "de": "Italien", "en": "Italy", "it": "Italia"}',
   '{"fr": "BRT, en point relais Fermopoint", "de": "BRT, in einen Fermopoint-Paketshop", "en": "BRT, to a Fermopoint pickup point", "it": "BRT, in un punto di ritiro Fermopoint"}',
   590, 4, 6, 7),
  ('{GB}', 'home',
   '{"fr": "Royaume-Uni", "de": "Vereinigtes Königreich", "en": "United Kingdom", "it": "Regno Unito"}',
   '{"fr": "DHL Express, à domicile", "de": "DHL Express, an die Haustür", "en": "DHL Express, to your door", "it": "DHL Express, a domicilio"}',
   1290, 3, 5, 8),
  ('{GB}', 'pickup',
   '{"fr": "Royaume-Uni", "de": "Vereinigtes Königreich", "en": "United Kingdom", "it": "Regno Unito"}',
   '{"fr": "DHL, en point relais DHL ServicePoint", "de": "DHL, an einen DHL ServicePoint", "en": "DHL, to a DHL ServicePoint pickup point", "it": "DHL, in un punto di ritiro DHL ServicePoint"}',
   990, 3, 5, 9);

drop table shipping_rate_before_0071;

-- Standard delivery is free from this subtotal (after discounts, goods shipped): the scope
-- 'shop' for every store, a store's key for that store's own threshold; null: never free.
create table shipping_free_from (
  scope text primary key check (scope ~ '^(shop|[a-z0-9_]{1,40})$'),
  free_from_cents integer check (free_from_cents > 0)
);
insert into shipping_free_from (scope, free_from_cents) values ('shop', 4900);

-- The pickup networks and the countries each serves: parcel pickup is offered in a country only
-- while a switched-on network serves it (its price is the pickup rate's).
create table pickup_network (
  code text primary key check (code ~ '^[a-z0-9_]{1,40}$'),
  name text not null,
  countries text[] not null,
  enabled boolean not null default true
);
insert into pickup_network (code, name, countries) values
  ('mondial_relay', 'Mondial Relay', '{FR}'),
  ('dhl_packstation', 'DHL Packstation', '{DE}'),
  ('brt_fermopoint', 'BRT Fermopoint', '{IT}'),
  ('dhl_servicepoint', 'DHL ServicePoint', '{GB}');

-- What shows the rates (docs/page-cache.md): the delivery page, the terms of sale (the free
-- threshold), the product pages' delivery time and the shop API's country list, all tagged
-- `shipping:rates`; any change of these tables purges exactly them.
create function page_cache_purge_shipping() returns trigger language plpgsql as $$
begin
  perform page_cache_purge(array['shipping:rates']);
  return null;
end
$$;

create trigger shipping_rate_page_cache after insert or update or delete on shipping_rate for each statement execute function page_cache_purge_shipping();
create trigger shipping_free_from_page_cache after insert or update or delete on shipping_free_from for each statement execute function page_cache_purge_shipping();
create trigger pickup_network_page_cache after insert or update or delete on pickup_network for each statement execute function page_cache_purge_shipping();
