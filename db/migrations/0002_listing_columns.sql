-- Listing speed: each sellable product carries its category ids and its "code:value"
-- attribute pairs as arrays (GIN-indexed), so a listing filters and counts facets on one
-- table; and a vocabulary of product-name words per language for typo-tolerant search.
alter table product add column category_ids integer[] not null default '{}';
alter table product add column attribute_values text[] not null default '{}';

create table search_vocabulary (
  language text not null,
  word text not null,
  primary key (language, word)
);

-- Recomputes the arrays and the vocabulary from product_category, product_attribute and
-- product_translation; the seed and any catalogue import call it after writing those tables.
create function refresh_listing_columns() returns void language sql as $$
  update product p set
    category_ids = array(select c.category_id from product_category c where c.sku = p.sku order by 1),
    attribute_values = array(select a.code || ':' || a.value from product_attribute a where a.sku = p.sku order by 1)
  where p.parent_sku is null;
  delete from search_vocabulary;
  insert into search_vocabulary (language, word)
    select distinct t.language, w.word
    from product_translation t, regexp_split_to_table(t.search_name, '[^[:alnum:]]+') as w (word)
    where length(w.word) >= 3;
$$;

select refresh_listing_columns();

create index product_category_ids_idx on product using gin (category_ids) where parent_sku is null;
create index product_attribute_values_idx on product using gin (attribute_values) where parent_sku is null;
