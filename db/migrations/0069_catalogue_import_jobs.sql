-- CSV imports of the catalogue (docs/back-office.md#csv-import-and-export): each uploaded file
-- is a job the shop's own worker checks (the dry run), then, when staff start it, writes in one
-- transaction. Its progress is written as it goes, so any instance's page can show it.
create table catalogue_import_job (
  id bigint generated always as identity primary key,
  file_name text not null,
  -- The file as uploaded (UTF-8); kept until the job is done so the real run reads what was checked.
  content text not null,
  -- `ours` (docs/back-office.md's columns) or `shopify` (a Shopify product export), from the header.
  format text not null check (format in ('ours', 'shopify')),
  status text not null default 'checking'
    check (status in ('checking', 'checked', 'queued', 'importing', 'done', 'failed')),
  -- Rows of the file and rows handled so far by the running step.
  row_count integer not null default 0,
  rows_done integer not null default 0,
  -- The dry run's problems ([{ line, column, error }]) and what the run would do or did.
  problems jsonb not null default '[]',
  summary jsonb,
  -- Why the job stopped when it failed (an unexpected error, not a row's problem).
  last_error text,
  -- A worker holds the job until then; a job whose worker died is taken up again after it.
  locked_until timestamptz,
  created_by_staff_id integer references staff_member (id),
  created_by text not null,
  client_address text not null default '',
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index catalogue_import_job_due_idx on catalogue_import_job (id) where status in ('checking', 'queued');
