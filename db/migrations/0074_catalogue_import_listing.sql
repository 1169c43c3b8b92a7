-- A catalogue import (docs/back-office.md#csv-import-and-export) rebuilds the listing and search
-- columns of thousands of products at once: what refresh_product_listing_columns() and
-- refresh_product_search_document() (migrations 0060 and 0062) do for one sku, for many in one
-- statement each (at 1 000 products, one call per sku took about nine seconds on PGlite).

create function refresh_products_search_documents(product_skus text[]) returns void language sql as $$
  with category_words as (
    select pc.sku, ct.language,
      string_agg(distinct ct.name, ' ') filter (where a.level >= 3) as type_words,
      string_agg(distinct ct.name, ' ') filter (where a.level = 2) as audience_words
    from product_category pc
    join category c on c.id = pc.category_id
    join category a on a.id = any (string_to_array(c.path, '/')::integer[]) and a.level >= 2
    join category_translation ct on ct.category_id = a.id
    where pc.sku = any (product_skus)
    group by pc.sku, ct.language
  ), attribute_words as (
    select pa.sku, label.key as language, string_agg(distinct label.value, ' ') as words
    from product_attribute pa
    join attribute_option o on o.attribute_code = pa.code and o.value = pa.value
    cross join jsonb_each_text(o.labels) as label
    where pa.code in ('color', 'material') and pa.sku = any (product_skus)
    group by pa.sku, label.key
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
  left join category_words c on c.sku = s.sku and c.language = s.language
  left join attribute_words a on a.sku = s.sku and a.language = s.language
  where s.sku = t.sku and s.language = t.language and t.sku = any (product_skus);
$$;

create function refresh_products_listing_columns(product_skus text[]) returns void language sql as $$
  insert into listing_value (id, code, value)
    select coalesce((select max(id) from listing_value), 0) + row_number() over (order by a.code, a.value), a.code, a.value
    from (select distinct code, value from product_attribute where sku = any (product_skus)) a
    where not exists (select from listing_value v where v.code = a.code and v.value = a.value);
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1),
    listing_facets = listing_facets_of(p.sku, p.final_price)
  where p.sku = any (product_skus) and p.parent_sku is null;
  update product_translation t set
    final_price = p.final_price,
    attribute_values = p.attribute_values,
    position = p.position,
    created_at = p.created_at,
    listing_facets = p.listing_facets
  from product p
  where p.sku = t.sku and t.sku = any (product_skus);
  select refresh_products_search_documents(product_skus);
  insert into search_lexeme (language, lexeme)
    select distinct t.language, l.lexeme from product_translation t cross join unnest(t.search_document) as l
    where t.sku = any (product_skus)
  on conflict do nothing;
  insert into search_vocabulary (language, word)
    select distinct t.language, w.word
    from product_translation t, regexp_split_to_table(t.search_name, '[^[:alnum:]]+') as w (word)
    where t.sku = any (product_skus) and length(w.word) >= 3
  on conflict do nothing;
$$;
