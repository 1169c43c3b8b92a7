-- A search learns whether each of its words and synonyms can match anything in the statement
-- that reads them, instead of asking in one more statement (one round of statements less per
-- search, two for a misspelt word). A full-text query can match when every lexeme of it, or
-- for `'x':*` a lexeme it begins, is in the search documents of the language (search_lexeme).

-- Whether the tsquery text `query` can match in `query_language`: its lexemes are read from the
-- text as the app reads them (lexemesOf: quoted, '' for a quote, :* for a prefix). PL/pgSQL
-- keeps the plan of its statement for the session (a SQL function would plan it per call).
create function search_query_present(query_language text, query text) returns boolean language plpgsql stable as $$
begin
  return (
    select coalesce(bool_and(exists (
      select 1 from search_lexeme l
      where l.language = query_language and l.lexeme >= q.lexeme collate "C"
        and l.lexeme <= (case when q.prefix then q.lexeme || chr(1114111) else q.lexeme end) collate "C"
    )), false)
    from (
      select replace(m[1], '''''', '''') as lexeme, m[2] is not null as prefix
      from regexp_matches(query, '''((?:[^'']|'''')*)''(:\*)?', 'g') as m
    ) q
  );
end
$$;

-- Whether a synonym's query can match, kept by refresh_search_documents() with the lexemes.
alter table search_synonym add column is_present boolean not null default false;

create or replace function refresh_search_documents() returns void language sql as $$
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

  update search_synonym set is_present = search_query_present(language, query::text);
$$;

update search_synonym set is_present = search_query_present(language, query::text);
