-- Listing facets are counted by the app, not by unnesting every product's "code:value" pairs
-- in SQL (a 5,000-product family is ~40,000 pairs to hash): each attribute value gets a small
-- integer id, and each sellable product (and its translation rows, which a search reads) packs
-- what facets need into one bytea, so a listing's aggregate statement only concatenates those
-- of its products (string_agg) and sends them in one value.
--
-- A product's listing_facets: its final price as float8 (NaN when null), the number of its
-- attribute values as uint16, then their listing_value ids as uint16, all big-endian.

create table listing_value (
  id integer primary key check (id between 1 and 65535),
  code text not null,
  value text not null,
  unique (code, value)
);

-- Until the next refresh, a product has no facets and no price (NaN), as its listing columns.
alter table product add column listing_facets bytea not null default '\x7ff80000000000000000';
alter table product_translation add column listing_facets bytea not null default '\x7ff80000000000000000';

-- The packed facets of a product, from product_attribute and listing_value.
create function listing_facets_of(product_sku text, price numeric) returns bytea language sql stable as $$
  select float8send(coalesce(price::float8, 'NaN'::float8))
    || substring(int4send(count(*)::integer) from 3)
    || coalesce(string_agg(substring(int4send(v.id) from 3), ''::bytea order by v.id), ''::bytea)
  from product_attribute a
  join listing_value v on v.code = a.code and v.value = a.value
  where a.sku = product_sku
$$;

-- Numbers the attribute values of the catalogue from 1, in (code, value) order.
create function refresh_listing_values() returns void language sql as $$
  delete from listing_value;
  insert into listing_value (id, code, value)
    select row_number() over (order by code, value), code, value from (select distinct code, value from product_attribute) a;
$$;

create or replace function refresh_listing_columns() returns void language sql as $$
  select refresh_listing_values();
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1),
    listing_facets = listing_facets_of(p.sku, p.final_price)
  where p.parent_sku is null;
  update product_translation t set
    final_price = p.final_price,
    final_price_excl_tax = p.final_price_excl_tax,
    attribute_values = p.attribute_values,
    position = p.position,
    created_at = p.created_at,
    listing_facets = p.listing_facets
  from product p
  where p.sku = t.sku;
  select refresh_search_documents();
$$;

-- Packs the facets of the catalogue as it is.
select refresh_listing_values();
update product p set listing_facets = listing_facets_of(p.sku, p.final_price) where p.parent_sku is null;
update product_translation t set listing_facets = p.listing_facets from product p where p.sku = t.sku;
