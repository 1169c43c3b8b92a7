-- The media library's search (docs/back-office.md#content): a part of a picture's name, artwork
-- file or text (in the language searched), of its product's SKU; trigrams answer it from three
-- characters instead of reading every picture. A product's name is already indexed
-- (product_translation_trgm_idx on search_name).
create index media_search_trgm_idx on media using gin (
  lower(id) gin_trgm_ops,
  lower(artwork) gin_trgm_ops,
  lower(alt ->> 'fr') gin_trgm_ops,
  lower(alt ->> 'de') gin_trgm_ops,
  lower(alt ->> 'en') gin_trgm_ops,
  lower(alt ->> 'it') gin_trgm_ops
);
create index product_picture_sku_trgm_idx on product_picture using gin (lower(sku) gin_trgm_ops);
create index product_picture_alt_fr_trgm_idx on product_picture using gin (lower(alt ->> 'fr') gin_trgm_ops);
create index product_picture_alt_de_trgm_idx on product_picture using gin (lower(alt ->> 'de') gin_trgm_ops);
create index product_picture_alt_en_trgm_idx on product_picture using gin (lower(alt ->> 'en') gin_trgm_ops);
create index product_picture_alt_it_trgm_idx on product_picture using gin (lower(alt ->> 'it') gin_trgm_ops);
