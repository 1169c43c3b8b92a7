-- Uploaded product pictures (docs/back-office.md#pictures): a product's own photographs, shown
-- by the storefront instead of the generated artwork, for the whole product (colour null) or one
-- colour of its variants. The files are renditions the server made at upload, named after the
-- content's hash (`/media/uploads/<file_hash>-<width>.<avif|webp>`); the row never holds a
-- name the uploader chose.
create table product_picture (
  id integer generated always as identity primary key,
  sku text not null references product (sku) on delete cascade,
  colour text,
  position integer not null default 1 check (position between 1 and 999),
  file_hash text not null check (file_hash ~ '^[0-9a-f]{32}$'),
  -- Intrinsic size in px of the largest rendition.
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  alt jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index product_picture_sku on product_picture (sku, position, id);
create index product_picture_file on product_picture (file_hash);

-- The product's pages and listings show its pictures: purge them on every change (migration 0034).
create trigger product_picture_page_cache_insert after insert on product_picture referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_picture_page_cache_update after update on product_picture referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_picture_page_cache_delete after delete on product_picture referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
