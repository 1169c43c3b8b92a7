-- Search finds what shoppers type (issue 8): a product's search document holds its name (A),
-- its sku and the names of its categories and their ancestors (B), its colour and material
-- labels (C) and its description (D); synonyms per language widen a search; the vocabulary
-- for spelling correction holds every word a search can find.

-- Spelling is corrected against search_vocabulary, not product names: their trigram index
-- only slowed every write of a translation.
drop index if exists product_translation_trgm_idx;

-- The full-text configuration of a store language.
create function search_config(language text) returns regconfig language sql immutable as $$
  select case language
    when 'fr' then 'french'::regconfig
    when 'de' then 'german'::regconfig
    when 'en' then 'english'::regconfig
    when 'it' then 'italian'::regconfig
    else 'simple'::regconfig
  end
$$;

-- Words that find each other's products, per language: a search for a term finds every term of
-- its set; a narrower term is found by its set but finds only itself ("mule" is a slipper).
-- Rows come from the seed's synonym list; `query` is the term as a full-text query whose words
-- must all match (an AND, not a phrase: a phrase makes every match re-read its document).
create table search_synonym (
  language text not null,
  set_id integer not null,
  term text not null,
  is_narrower boolean not null default false,
  query tsquery,
  primary key (language, set_id, term)
);

-- Every lexeme of the search documents per language: whether a word of a search matches
-- anything is then an index lookup, not a full-text index scan over all its products.
create table search_lexeme (
  language text not null,
  lexeme text collate "C" not null,
  primary key (language, lexeme)
);

-- Rebuilds the search columns of every product translation, the synonym queries, the lexemes
-- and the vocabulary from the catalogue tables; refresh_listing_columns() calls it, so the seed, the
-- generator and any catalogue import get it.
create function refresh_search_documents() returns void language sql as $$
  update search_synonym set query = plainto_tsquery(search_config(language), unaccent(term));

  with category_words as (
    select pc.sku, ct.language, string_agg(distinct ct.name, ' ') as words
    from product_category pc
    join category c on c.id = pc.category_id
    join category a on a.id = any (string_to_array(c.path, '/')::integer[]) and a.level >= 2
    join category_translation ct on ct.category_id = a.id
    group by pc.sku, ct.language
  ), attribute_words as (
    select pa.sku, label.key as language, string_agg(distinct label.value, ' ') as words
    from product_attribute pa
    join attribute_option o on o.attribute_code = pa.code and o.value = pa.value
    cross join jsonb_each_text(o.labels) as label
    where pa.code in ('color', 'material')
    group by pa.sku, label.key
  )
  update product_translation t set
    search_name = lower(unaccent(t.name)),
    search_document =
      setweight(to_tsvector(search_config(t.language), unaccent(t.name)), 'A') ||
      setweight(to_tsvector('simple', t.sku), 'B') ||
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(c.words, ''))), 'B') ||
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(a.words, ''))), 'C') ||
      setweight(to_tsvector(search_config(t.language), unaccent(t.description)), 'D')
  from product_translation s
  left join category_words c on c.sku = s.sku and c.language = s.language
  left join attribute_words a on a.sku = s.sku and a.language = s.language
  where s.sku = t.sku and s.language = t.language;

  delete from search_lexeme;
  insert into search_lexeme (language, lexeme)
    select distinct t.language, l.lexeme from product_translation t cross join unnest(t.search_document) as l;

  delete from search_vocabulary;
  insert into search_vocabulary (language, word)
    select distinct source.language, w.word
    from (
      select language, search_name as text from product_translation
      union all
      select ct.language, lower(unaccent(ct.name)) from category_translation ct join category c on c.id = ct.category_id where c.level >= 2
      union all
      select label.key, lower(unaccent(label.value)) from attribute_option o cross join jsonb_each_text(o.labels) as label where o.attribute_code in ('color', 'material')
      union all
      select language, lower(unaccent(term)) from search_synonym
    ) as source, regexp_split_to_table(source.text, '[^[:alnum:]]+') as w (word)
    where length(w.word) >= 3;
$$;

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
  select refresh_search_documents();
$$;

select refresh_search_documents();
