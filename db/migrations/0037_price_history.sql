-- Price history for honest reductions (docs/prices-and-reductions.md; Directive 98/6/EC art. 6a,
-- "Omnibus"): a reduced price is shown against the lowest price of the 30 days before the
-- reduction started, which only a record of every past price can tell.
-- Triggers on the price columns write it, so every writer (the seed, commands, imports, a
-- future back office) records its changes without being able to forget.

create table product_price_history (
  id bigint generated always as identity primary key,
  sku text not null references product (sku) on delete cascade,
  regular_price numeric(12, 2) not null,
  final_price numeric(12, 2) not null,
  -- From this instant on the product sold at these prices (until the sku's next row).
  valid_from timestamptz not null
);
create index product_price_history_sku_idx on product_price_history (sku, valid_from);

-- When a price change takes effect: the transaction's `shop.price_changed_at` setting when a
-- writer replays a dated change (the seed writes its catalogue's past this way), else now.
create function price_change_time() returns timestamptz language sql stable as $$
  select coalesce(nullif(current_setting('shop.price_changed_at', true), '')::timestamptz, now())
$$;

-- A new product sells at its first prices from its creation (or from a replayed change's time).
create function record_new_product_prices() returns trigger language plpgsql as $$
begin
  insert into product_price_history (sku, regular_price, final_price, valid_from)
  select sku, regular_price, final_price,
    coalesce(nullif(current_setting('shop.price_changed_at', true), '')::timestamptz, least(created_at, now()))
  from changed_rows;
  return null;
end
$$;

create function record_changed_product_prices() returns trigger language plpgsql as $$
begin
  insert into product_price_history (sku, regular_price, final_price, valid_from)
  select changed_row.sku, changed_row.regular_price, changed_row.final_price, price_change_time()
  from changed_rows changed_row join previous_rows previous_row on previous_row.sku = changed_row.sku
  where changed_row.regular_price is distinct from previous_row.regular_price
     or changed_row.final_price is distinct from previous_row.final_price;
  return null;
end
$$;

create trigger product_price_history_insert after insert on product referencing new table as changed_rows for each statement execute function record_new_product_prices();
create trigger product_price_history_update after update on product referencing old table as previous_rows new table as changed_rows for each statement execute function record_changed_product_prices();

-- Products that exist already: their prices are known from now on only (their past is not
-- invented, so a reduction running today gets no reference price).
insert into product_price_history (sku, regular_price, final_price, valid_from)
select sku, regular_price, final_price, now() from product;
