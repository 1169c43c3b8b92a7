-- When a product was on sale in each store (docs/prices-and-reductions.md): a reduction's
-- reference price is the lowest price *applied* in the 30 days before it (Directive 98/6/EC
-- art. 6a), and a price at which no shopper could buy (the product switched off in that store)
-- was never applied. Like the price history (migration 0037), triggers on `product` write it,
-- so every writer (back office, CSV import, seed, SQL) records its status changes.

create table product_status_history (
  id bigint generated always as identity primary key,
  sku text not null references product (sku) on delete cascade,
  -- The stores where the product was switched off from this instant on (until the sku's next row).
  disabled_stores text[] not null,
  valid_from timestamptz not null
);
create index product_status_history_sku_idx on product_status_history (sku, valid_from);

-- Only a sellable product's own row: a size is on sale where its product is (domain/catalog/productOnSale.ts).
-- A new product has its first status from its creation, as its first prices (or from a replayed change's time).
create function record_new_product_status() returns trigger language plpgsql as $$
begin
  insert into product_status_history (sku, disabled_stores, valid_from)
  select sku, disabled_stores,
    coalesce(nullif(current_setting('shop.price_changed_at', true), '')::timestamptz, least(created_at, now()))
  from changed_rows
  where parent_sku is null;
  return null;
end
$$;

-- A status change is dated as a price change is (`price_change_time()`: a replayed change's time, else now).
create function record_changed_product_status() returns trigger language plpgsql as $$
begin
  insert into product_status_history (sku, disabled_stores, valid_from)
  select changed_row.sku, changed_row.disabled_stores, price_change_time()
  from changed_rows changed_row join previous_rows previous_row on previous_row.sku = changed_row.sku
  where changed_row.parent_sku is null
    and changed_row.disabled_stores is distinct from previous_row.disabled_stores;
  return null;
end
$$;

create trigger product_status_history_insert after insert on product referencing new table as changed_rows for each statement execute function record_new_product_status();
create trigger product_status_history_update after update on product referencing old table as previous_rows new table as changed_rows for each statement execute function record_changed_product_status();

-- Products that exist already: their status is taken as it is now since their first recorded
-- price (no earlier switch was recorded, and the history's reference prices stay as they were).
insert into product_status_history (sku, disabled_stores, valid_from)
select p.sku, p.disabled_stores,
  coalesce((select min(h.valid_from) from product_price_history h where h.sku = p.sku), least(p.created_at, now()))
from product p
where p.parent_sku is null;
