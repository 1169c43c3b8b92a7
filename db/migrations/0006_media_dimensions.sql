-- Intrinsic size of each picture's largest rendition, so pages reserve its space before it loads.
alter table media
  add column width integer not null default 1200,
  add column height integer not null default 1200,
  add constraint media_dimensions_positive check (width > 0 and height > 0);
