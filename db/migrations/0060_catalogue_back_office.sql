-- The catalogue back office (docs/back-office.md#catalogue): the merchandiser role, a product's
-- meta title and description per language, and its status per store.
alter table staff_member drop constraint staff_member_role_check;
alter table staff_member add constraint staff_member_role_check
  check (role in ('owner', 'customer_service', 'warehouse', 'merchandiser'));

alter table product_translation add column meta_title text not null default '';
alter table product_translation add column meta_description text not null default '';

-- The stores (keys of config/stores.ts) where the product is switched off; empty: on sale everywhere.
alter table product add column disabled_stores text[] not null default '{}';

-- Rebuilds one product's search columns after staff changed its texts (what refresh_search_documents()
-- does for the whole catalogue, for one sku: a save stays fast at 50 000 products).
create function refresh_product_search_document(product_sku text) returns void language sql as $$
  with category_words as (
    select ct.language,
      string_agg(distinct ct.name, ' ') filter (where a.level >= 3) as type_words,
      string_agg(distinct ct.name, ' ') filter (where a.level = 2) as audience_words
    from product_category pc
    join category c on c.id = pc.category_id
    join category a on a.id = any (string_to_array(c.path, '/')::integer[]) and a.level >= 2
    join category_translation ct on ct.category_id = a.id
    where pc.sku = product_sku
    group by ct.language
  ), attribute_words as (
    select label.key as language, string_agg(distinct label.value, ' ') as words
    from product_attribute pa
    join attribute_option o on o.attribute_code = pa.code and o.value = pa.value
    cross join jsonb_each_text(o.labels) as label
    where pa.code in ('color', 'material') and pa.sku = product_sku
    group by label.key
  )
  update product_translation t set
    search_name = lower(unaccent(t.name)),
    search_document =
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(c.type_words, ''))), 'A') ||
      setweight(to_tsvector(search_config(t.language), unaccent(t.name)), 'B') ||
      setweight(to_tsvector('simple', t.sku), 'B') ||
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(c.audience_words, ''))), 'B') ||
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(a.words, ''))), 'C') ||
      setweight(to_tsvector(search_config(t.language), unaccent(t.description)), 'D')
  from product_translation s
  left join category_words c on c.language = s.language
  left join attribute_words a on a.language = s.language
  where s.sku = t.sku and s.language = t.language and t.sku = product_sku;
$$;
