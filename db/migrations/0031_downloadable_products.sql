-- Downloadable products (Magento's downloadable type): a product whose links are files the
-- buyer downloads after payment, a limited number of times. Nothing is shipped and no stock is
-- taken. Files live under DATA_DIR/downloads (never under public/): rows name them by a storage
-- key that only the server reads, and shoppers get them through the download route.
alter table product drop constraint product_type_check;
alter table product add constraint product_type_check check (type in ('simple', 'configurable', 'bundle', 'giftcard', 'downloadable'));

create table downloadable_link (
  id bigserial primary key,
  sku text not null references product (sku) on delete cascade,
  sort_order integer not null default 0,
  -- Downloads a buyer gets per piece bought; 0 = unlimited (Magento's number_of_downloads).
  number_of_downloads integer not null default 0 check (number_of_downloads >= 0)
);
create index downloadable_link_sku_idx on downloadable_link (sku);

-- The link's title and file in each language: the buyer gets the file of the order's language.
create table downloadable_link_file (
  link_id bigint not null references downloadable_link (id) on delete cascade,
  language text not null,
  title text not null,
  -- The clean name the file is downloaded as (`cosy-slipper-socks-pattern.pdf`).
  file_name text not null,
  -- Path relative to DATA_DIR/downloads; never shown to shoppers.
  storage_key text not null check (storage_key !~ '(^/|\.\.)'),
  primary key (link_id, language)
);

-- A link bought (Magento's downloadable_link_purchased_item): written with the paid order, once
-- per order line and link, with the title and file as sold (later catalogue changes keep it).
create table downloadable_link_purchased_item (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  link_id bigint references downloadable_link (id) on delete set null,
  product_sku text not null,
  product_name text not null,
  link_title text not null,
  file_name text not null,
  storage_key text not null,
  -- 0 = unlimited; else the link's number_of_downloads times the pieces bought.
  number_of_downloads_bought integer not null check (number_of_downloads_bought >= 0),
  number_of_downloads_used integer not null default 0 check (number_of_downloads_used >= 0),
  -- available; expired when every download is used; refunded or canceled with its order line.
  status text not null default 'available' check (status in ('available', 'expired', 'refunded', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (number_of_downloads_bought = 0 or number_of_downloads_used <= number_of_downloads_bought),
  unique (order_item_id, link_id)
);
create index downloadable_link_purchased_item_order_idx on downloadable_link_purchased_item (order_id);
