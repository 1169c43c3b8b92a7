-- One full-text index per language: a search then reads only its language's entries instead
-- of intersecting the shared index with the language column.
drop index if exists product_translation_search_idx;
create index product_translation_search_fr_idx on product_translation using gin (search_document) where language = 'fr';
create index product_translation_search_de_idx on product_translation using gin (search_document) where language = 'de';
create index product_translation_search_en_idx on product_translation using gin (search_document) where language = 'en';
create index product_translation_search_it_idx on product_translation using gin (search_document) where language = 'it';
