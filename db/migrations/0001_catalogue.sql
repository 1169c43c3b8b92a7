-- Catalogue, content and shop data of the shop API (issue 3). Runs on PGlite and PostgreSQL.
create extension if not exists unaccent with schema public;
create extension if not exists pg_trgm with schema public;

create table attribute (
  code text primary key,
  id integer not null unique,
  labels jsonb not null,
  is_filterable boolean not null default true,
  position integer not null default 0
);

create table attribute_option (
  attribute_code text not null references attribute (code),
  value text not null,
  labels jsonb not null,
  swatch text,
  position integer not null default 0,
  primary key (attribute_code, value)
);

create table media (
  id text primary key,
  type text not null,
  artwork text not null,
  alt jsonb not null
);

create table category (
  id integer primary key,
  parent_id integer references category (id),
  path text not null,
  level integer not null,
  position integer not null,
  include_in_menu boolean not null default true,
  gender text,
  image_id text references media (id)
);

create table category_translation (
  category_id integer not null references category (id) on delete cascade,
  language text not null,
  name text not null,
  description text not null default '',
  url_path text not null,
  meta_title text not null default '',
  primary key (category_id, language)
);

create table product (
  sku text primary key,
  id integer not null unique,
  type text not null check (type in ('simple', 'configurable', 'bundle')),
  parent_sku text references product (sku) on delete cascade,
  family text not null,
  kind text not null,
  gender text not null,
  colour text,
  size text,
  regular_price numeric(12, 2) not null,
  final_price numeric(12, 2) not null,
  final_price_excl_tax numeric(12, 2) not null,
  qty integer not null default 0,
  is_in_stock boolean not null default true,
  is_new boolean not null default false,
  adult_image boolean not null default false,
  position integer not null default 0,
  image_id text references media (id),
  push_redirect text,
  stickers text[] not null default '{}',
  created_at timestamptz not null
);
create index product_parent_idx on product (parent_sku);
create index product_listing_idx on product (final_price_excl_tax) where parent_sku is null;

create table product_translation (
  sku text not null references product (sku) on delete cascade,
  language text not null,
  name text not null,
  description text not null,
  url_key text not null,
  search_name text not null,
  search_document tsvector not null,
  primary key (sku, language)
);
create unique index product_translation_url_idx on product_translation (language, url_key);
create index product_translation_search_idx on product_translation using gin (search_document);
create index product_translation_trgm_idx on product_translation using gin (search_name gin_trgm_ops);

create table product_category (
  category_id integer not null references category (id),
  sku text not null references product (sku) on delete cascade,
  position integer not null default 0,
  primary key (category_id, sku)
);
create index product_category_sku_idx on product_category (sku);

create table product_attribute (
  sku text not null references product (sku) on delete cascade,
  code text not null references attribute (code),
  value text not null,
  primary key (sku, code, value)
);
create index product_attribute_value_idx on product_attribute (code, value, sku);

create table tier_price (
  sku text not null references product (sku) on delete cascade,
  qty integer not null,
  price numeric(12, 2) not null,
  primary key (sku, qty)
);

create table custom_option (
  id integer primary key,
  sku text not null references product (sku) on delete cascade,
  titles jsonb not null,
  type text not null,
  is_required boolean not null,
  price_type text,
  price numeric(12, 2),
  max_characters integer,
  position integer not null
);
create index custom_option_sku_idx on custom_option (sku);

create table custom_option_value (
  id integer primary key,
  option_id integer not null references custom_option (id) on delete cascade,
  titles jsonb not null,
  price_type text not null,
  price numeric(12, 2) not null,
  position integer not null
);
create index custom_option_value_option_idx on custom_option_value (option_id);

create table bundle_option (
  id integer primary key,
  sku text not null references product (sku) on delete cascade,
  labels jsonb not null,
  required boolean not null,
  type text not null,
  position integer not null
);
create index bundle_option_sku_idx on bundle_option (sku);

create table bundle_selection (
  id integer primary key,
  option_id integer not null references bundle_option (id) on delete cascade,
  product_sku text not null references product (sku) on delete cascade,
  default_qty integer not null,
  user_defined_qty boolean not null,
  position integer not null
);
create index bundle_selection_option_idx on bundle_selection (option_id);

create table product_review (
  id integer primary key,
  sku text not null references product (sku) on delete cascade,
  rating integer not null check (rating between 0 and 5),
  author text not null,
  title text not null,
  comment text not null,
  status text not null default 'approved' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null
);
create index product_review_sku_idx on product_review (sku) where status = 'approved';

create table cms_page (
  identifier text not null,
  language text not null,
  title text not null,
  url_key text not null,
  meta_description text not null default '',
  content text not null,
  content_wysiwyg jsonb not null,
  primary key (identifier, language)
);

create table cms_block (
  identifier text not null,
  language text not null,
  title text not null,
  content text not null,
  content_wysiwyg jsonb not null,
  primary key (identifier, language)
);

create table faq_entry (
  id integer not null,
  language text not null,
  topic text not null,
  question text not null,
  answer text not null,
  position integer not null,
  primary key (id, language)
);

create table url_rewrite (
  language text not null,
  request_path text not null,
  entity_type text not null check (entity_type in ('category', 'product', 'cms_page', 'redirect')),
  entity_id text,
  redirect_to text,
  redirect_type integer,
  primary key (language, request_path)
);

create table translation (
  id text not null,
  language text not null,
  value text not null,
  primary key (id, language)
);

create table custom_link (
  id text not null,
  language text not null,
  label text not null,
  url text not null,
  primary key (id, language)
);

create table pickup_point (
  id text primary key,
  name text not null,
  country text not null,
  locality text not null,
  postal_code text not null,
  street_address text[] not null,
  latitude double precision not null,
  longitude double precision not null,
  schedule jsonb not null
);

create table feature_flag (
  name text primary key,
  is_active boolean not null
);

create table country (
  code2 text primary key,
  code3 text not null,
  numeric_code text not null,
  subdivision text not null,
  names jsonb not null
);


create table stock_alert (
  sku text not null references product (sku) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  primary key (sku, email)
);
