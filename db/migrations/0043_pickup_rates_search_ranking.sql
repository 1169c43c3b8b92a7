-- Parcel pickup in every country with pickup points: Italy and the United Kingdom had points
-- (db/seed/pickupPoints.ts) but no rate, so their shoppers were never offered them.
-- BRT (Fermopoint) in Italy and DHL (ServicePoint) in the United Kingdom deliver to their
-- newsagents, shops and lockers, as the delivery page says (config/shippingRates.ts);
-- free from 49 € like every other rate.
insert into shipping_rate (country_code, method, price_cents, free_from_cents) values
  ('IT', 'pickup', 590, 4900),
  ('GB', 'pickup', 990, 4900)
on conflict (country_code, method) do nothing;

-- Search (README, Search): the synonym sets now hold the English words shoppers type in every
-- store ("socks" on /it, "slippers" on /de). Emptying the table makes the next start load the
-- seed's sets again (ensureSearchSynonyms) and rebuild the documents and vocabulary; a new
-- database is seeded after its migrations anyway.
delete from search_synonym;

-- The words one swap of two neighbouring letters away (Damerau): "sokcs" → "socks", "mlue" →
-- "mule". Trigram similarity misses them in short words (sokcs/socks share 2 of 10 trigrams);
-- an exact lookup of these few spellings in the vocabulary does not.
create function search_transpositions(word text) returns text[] language sql immutable strict as $$
  select coalesce(array_agg(overlay(word placing substr(word, i + 1, 1) || substr(word, i, 1) from i for 2)), '{}')
  from generate_series(1, length(word) - 1) as i
  where substr(word, i, 1) <> substr(word, i + 1, 1)
$$;

-- A product's search document leads with what it is: the names of its family and kind
-- categories (its product type: Slippers, Booties) weigh A, its name, sku and audience
-- (Men, Women, Kids) B, its colour and material C, its description D. Searches rank by A–C
-- only (listProducts.ts), so a care guide named "… slippers" or a description that mentions
-- socks does not outrank the slippers and socks themselves.
create or replace function refresh_search_documents() returns void language sql as $$
  update search_synonym set query = plainto_tsquery(search_config(language), unaccent(term));

  with category_words as (
    select pc.sku, ct.language,
      string_agg(distinct ct.name, ' ') filter (where a.level >= 3) as type_words,
      string_agg(distinct ct.name, ' ') filter (where a.level = 2) as audience_words
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
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(c.type_words, ''))), 'A') ||
      setweight(to_tsvector(search_config(t.language), unaccent(t.name)), 'B') ||
      setweight(to_tsvector('simple', t.sku), 'B') ||
      setweight(to_tsvector(search_config(t.language), unaccent(coalesce(c.audience_words, ''))), 'B') ||
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

  update search_synonym set is_present = search_query_present(language, query::text);
$$;

select refresh_search_documents();
