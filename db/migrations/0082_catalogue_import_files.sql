-- CSV imports of any size and with pictures (docs/back-office.md#csv-import-and-export): the
-- uploaded file waits on disk under DATA_DIR/imports/<stored_file>.csv instead of in `content`
-- (kept for jobs uploaded before), and the job counts the pictures it fetches.
alter table catalogue_import_job
  alter column content set default '',
  -- A UUID the server made: never the uploader's file name, so never a path they chose.
  add column stored_file text check (stored_file ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add column file_bytes bigint not null default 0,
  add column pictures_total integer not null default 0,
  add column pictures_done integer not null default 0;
