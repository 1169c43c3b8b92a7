-- A downloadable product is never on sale without a file (docs/downloadable-products.md): a
-- shopper could buy it and get nothing to download. The back office refuses it with a translated
-- reason (switching it on, removing its last file); these triggers refuse it for any writer (a
-- script, an import, SQL by hand), at the end of the transaction so a product and its first file
-- may be written in either order (the seed writes the product first).

-- The shop's stores (config/stores.ts; tests/api/backOfficeDownloadable.test.ts compares them): a
-- product is off sale only where `disabled_stores` names the store.
create function shop_store_keys() returns text[] language sql immutable as $$
  select array['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']::text[]
$$;

-- Checks one product, on its row lock: a file removed and the product switched on at the same
-- moment wait for each other, so the second sees the first.
create function check_downloadable_product_has_file(product_sku text) returns void language plpgsql as $$
declare
  on_sale boolean;
begin
  select not (disabled_stores @> shop_store_keys()) into on_sale
  from product where sku = product_sku and type = 'downloadable' for update;
  if on_sale and not exists (select 1 from downloadable_link where sku = product_sku) then
    raise exception 'downloadable product % is on sale without a file', product_sku
      using errcode = 'check_violation', constraint = 'downloadable_on_sale_has_file';
  end if;
end;
$$;

create function downloadable_product_has_file() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'product' then
    perform check_downloadable_product_has_file(new.sku);
  else
    perform check_downloadable_product_has_file(old.sku);
  end if;
  return null;
end;
$$;

create constraint trigger downloadable_on_sale_has_file_product
  after insert or update of type, disabled_stores on product
  deferrable initially deferred for each row
  when (new.type = 'downloadable')
  execute function downloadable_product_has_file();

create constraint trigger downloadable_on_sale_has_file_link
  after delete or update of sku on downloadable_link
  deferrable initially deferred for each row
  execute function downloadable_product_has_file();
