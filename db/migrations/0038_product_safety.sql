-- Product safety information (docs/product-safety.md; General Product Safety Regulation (EU)
-- 2023/988 art. 19): what a distance seller must show beside every consumer product offered
-- online. Manufacturers and responsible persons are economic operators with a postal and an
-- electronic address; warnings are coded values whose texts the storefront translates.

create table economic_operator (
  code text primary key,
  name text not null,
  street text not null,
  postal_code text not null,
  city text not null,
  -- ISO 3166-1 alpha-2; the storefront names the country in the store's language.
  country_code text not null check (country_code ~ '^[A-Z]{2}$'),
  email text not null check (email like '%_@_%')
);

create table product_safety (
  -- A sellable product (a configurable's variants are the same model).
  sku text primary key references product (sku) on delete cascade,
  manufacturer_code text not null references economic_operator (code),
  -- The economic operator established in the Union when the manufacturer is not (art. 16, 19(b)).
  responsible_person_code text references economic_operator (code),
  -- What the product is, per language: `{"fr": "Pyjama", "de": "Schlafanzug", …}`.
  product_type jsonb not null,
  warnings text[] not null default '{}'
    check (warnings <@ array['keep_away_from_fire', 'small_parts', 'slippery_on_smooth_floors']::text[])
);
create index product_safety_manufacturer_idx on product_safety (manufacturer_code);
create index product_safety_responsible_person_idx on product_safety (responsible_person_code);
