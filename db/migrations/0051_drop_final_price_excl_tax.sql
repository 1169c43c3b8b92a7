-- A product's price excluding VAT depends on the store's country and the product's tax class
-- (docs/vat.md): the single net held here (the French one, for every store) is read by nothing
-- and would mislead whoever writes prices next. Shelf prices include VAT (`final_price`).
create or replace function refresh_listing_columns() returns void language sql as $$
  select refresh_listing_values();
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1),
    listing_facets = listing_facets_of(p.sku, p.final_price)
  where p.parent_sku is null;
  update product_translation t set
    final_price = p.final_price,
    attribute_values = p.attribute_values,
    position = p.position,
    created_at = p.created_at,
    listing_facets = p.listing_facets
  from product p
  where p.sku = t.sku;
  select refresh_search_documents();
$$;

drop index if exists product_listing_idx;
alter table product drop column final_price_excl_tax;
alter table product_translation drop column final_price_excl_tax;
