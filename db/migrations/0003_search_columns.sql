-- Search speed: a product's translation rows (which exist only for sellable products) carry
-- the listing columns too, so a search filters, ranks, pages and counts facets on
-- product_translation alone and reads `product` only for the rows of the page.
alter table product_translation add column final_price numeric(12, 2);
alter table product_translation add column final_price_excl_tax numeric(12, 2);
alter table product_translation add column attribute_values text[] not null default '{}';
alter table product_translation add column position integer not null default 0;
alter table product_translation add column created_at timestamptz;

create or replace function refresh_listing_columns() returns void language sql as $$
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1)
  where p.parent_sku is null;
  update product_translation t set
    final_price = p.final_price,
    final_price_excl_tax = p.final_price_excl_tax,
    attribute_values = p.attribute_values,
    position = p.position,
    created_at = p.created_at
  from product p
  where p.sku = t.sku;
  delete from search_vocabulary;
  insert into search_vocabulary (language, word)
    select distinct t.language, w.word
    from product_translation t, regexp_split_to_table(t.search_name, '[^[:alnum:]]+') as w (word)
    where length(w.word) >= 3;
$$;

select refresh_listing_columns();
