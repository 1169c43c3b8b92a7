-- Creating products in the back office (docs/back-office.md#creating-products): a product is
-- "new" between two days staff choose, and one product's listing columns can be built alone.

-- The first and last day (inclusive) a product shows the "new" badge; both null: the seed's
-- `is_new` flag says (domain/catalog/productNews.ts holds the one rule).
alter table product add column new_from date;
alter table product add column new_to date;
alter table product add constraint product_new_dates_check check (new_to is null or new_from is null or new_to >= new_from);

-- What refresh_listing_columns() does for the whole catalogue, for one sellable product: its
-- category and attribute columns, packed facets (numbering attribute values not seen before
-- after the others), the copies on its translations, its search document and words. A product
-- saved in the back office stays fast to save at 50 000 products.
create function refresh_product_listing_columns(product_sku text) returns void language sql as $$
  insert into listing_value (id, code, value)
    select coalesce((select max(id) from listing_value), 0) + row_number() over (order by a.code, a.value), a.code, a.value
    from (select distinct code, value from product_attribute where sku = product_sku) a
    where not exists (select from listing_value v where v.code = a.code and v.value = a.value);
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1),
    listing_facets = listing_facets_of(p.sku, p.final_price)
  where p.sku = product_sku and p.parent_sku is null;
  update product_translation t set
    final_price = p.final_price,
    attribute_values = p.attribute_values,
    position = p.position,
    created_at = p.created_at,
    listing_facets = p.listing_facets
  from product p
  where p.sku = t.sku and t.sku = product_sku;
  select refresh_product_search_document(product_sku);
  insert into search_lexeme (language, lexeme)
    select distinct t.language, l.lexeme from product_translation t cross join unnest(t.search_document) as l
    where t.sku = product_sku
  on conflict do nothing;
  insert into search_vocabulary (language, word)
    select distinct t.language, w.word
    from product_translation t, regexp_split_to_table(t.search_name, '[^[:alnum:]]+') as w (word)
    where t.sku = product_sku and length(w.word) >= 3
  on conflict do nothing;
$$;
