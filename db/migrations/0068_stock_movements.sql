-- Stock movements and low-stock thresholds (docs/back-office.md#stock-stockeditingts).
--
-- Every change of a sellable row's quantity (`product.qty` of anything but a configurable
-- product, whose quantity is the sum of its sizes) leaves one row in `stock_movement`, written
-- by a trigger in the transaction that changes the quantity: no writer, today's or tomorrow's,
-- can change stock without a row, and a change that rolls back leaves none. The writer says
-- why through a transaction-local setting, `set_config('shop.stock_movement',
-- '{"kind":"order","reference":"100000042"}', true)` (domain/stock/stockMovements.ts); a writer
-- that says nothing still leaves a row, of kind `unknown`.

create table stock_movement (
  id integer generated always as identity primary key,
  sku text not null references product (sku) on delete cascade,
  kind text not null check (kind in ('order', 'cancellation', 'return', 'manual', 'import', 'unknown')),
  -- Pieces added (positive) or taken (negative), and the quantity they left.
  delta integer not null check (delta <> 0),
  qty_after integer not null,
  -- The order number (order, cancellation), the return number, the staff member's e-mail or
  -- `command line` (manual), the source of an import; null when the writer gave none.
  reference text,
  created_at timestamptz not null default now()
);
-- A size's history, newest first.
create index stock_movement_sku_idx on stock_movement (sku, id desc);

-- The writer's kind and reference, or `unknown` when it gave none.
create function stock_movement_reason() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('shop.stock_movement', true), '')::jsonb, '{"kind":"unknown"}'::jsonb)
$$;

create function stock_movement_record_update() returns trigger language plpgsql as $$
declare
  reason jsonb := stock_movement_reason();
begin
  insert into stock_movement (sku, kind, delta, qty_after, reference)
  values (new.sku, reason ->> 'kind', new.qty - old.qty, new.qty, reason ->> 'reference');
  return null;
end
$$;

-- A statement's new rows at once: the seed and an import insert thousands of products.
create function stock_movement_record_insert() returns trigger language plpgsql as $$
declare
  reason jsonb := stock_movement_reason();
begin
  insert into stock_movement (sku, kind, delta, qty_after, reference)
  select sku, reason ->> 'kind', qty, qty, reason ->> 'reference'
  from new_rows where qty <> 0 and type <> 'configurable';
  return null;
end
$$;

-- Row by row for updates: the WHEN clause keeps every other product update (prices, texts) free of it.
create trigger stock_movement_update after update of qty on product
for each row when (old.qty is distinct from new.qty and new.type <> 'configurable')
execute function stock_movement_record_update();
create trigger stock_movement_insert after insert on product
referencing new table as new_rows for each statement execute function stock_movement_record_insert();

-- The stock held before this migration, so a size's movements add up to its quantity.
insert into stock_movement (sku, kind, delta, qty_after, reference)
select sku, 'import', qty, qty, 'opening balance' from product where qty <> 0 and type <> 'configurable';

-- A size is low on stock at or below its threshold; null takes the shop's default (config/backOffice.ts).
alter table product add column low_stock_threshold integer check (low_stock_threshold between 0 and 1000000);
