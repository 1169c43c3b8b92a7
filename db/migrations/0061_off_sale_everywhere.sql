-- A product switched off in a store (migration 0060) leaves that store's searches too
-- (docs/back-office.md#catalogue): searches read `product_translation` alone (migration 0003),
-- so it carries the product's `disabled_stores` like its other listing columns. Triggers keep
-- the copy in step whoever writes the product, so no writer has to remember it.
alter table product_translation add column disabled_stores text[] not null default '{}';

update product_translation t set disabled_stores = p.disabled_stores
from product p
where p.sku = t.sku and cardinality(p.disabled_stores) > 0;

create function copy_disabled_stores_to_translations() returns trigger language plpgsql as $$
begin
  update product_translation set disabled_stores = new.disabled_stores where sku = new.sku;
  return null;
end;
$$;

create trigger product_disabled_stores_copy after update of disabled_stores on product
  for each row when (old.disabled_stores is distinct from new.disabled_stores)
  execute function copy_disabled_stores_to_translations();

create function take_product_disabled_stores() returns trigger language plpgsql as $$
begin
  new.disabled_stores := coalesce((select disabled_stores from product where sku = new.sku), '{}');
  return new;
end;
$$;

create trigger product_translation_disabled_stores before insert on product_translation
  for each row execute function take_product_disabled_stores();
