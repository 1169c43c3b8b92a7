-- Scheduled reductions (docs/prices-and-reductions.md#scheduled-reductions): a price paid from
-- one instant to another, set by the back office and applied by the shop's price-schedule sweep
-- at its start (recorded in the price history at that instant through `shop.price_changed_at`)
-- and ended at its end (each sku back to the price it had before).

create table product_price_schedule (
  id bigint generated always as identity primary key,
  -- The product (never a size): a configurable product's sizes get the same price paid.
  sku text not null references product (sku) on delete cascade,
  final_price numeric(12, 2) not null check (final_price > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'planned' check (status in ('planned', 'running', 'ended', 'cancelled')),
  -- Each sku's price paid when the reduction started ({"SKU": 49.95}), restored at its end.
  prices_before jsonb,
  created_by text not null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index product_price_schedule_due_idx on product_price_schedule (starts_at, ends_at)
  where status in ('planned', 'running');
create index product_price_schedule_sku_idx on product_price_schedule (sku, starts_at);

-- The listing columns a product's price paid feeds (price facet and sort), for one product, as
-- refresh_listing_columns() writes them for the whole catalogue.
create function refresh_product_price_columns(product_sku text) returns void language sql as $$
  update product p set listing_facets = listing_facets_of(p.sku, p.final_price)
  where p.sku = product_sku and p.parent_sku is null;
  update product_translation t set final_price = p.final_price, listing_facets = p.listing_facets
  from product p
  where p.sku = t.sku and t.sku = product_sku;
$$;
