-- Wishlists: one per customer (every store shows the same one), its items, and its share link.
create table wishlist (
  id bigserial primary key,
  customer_id bigint not null unique references customer (id) on delete cascade,
  -- SHA-256 (hex) of the share code (128 random bits): the code itself is shown once and never stored.
  share_code_hash text unique,
  shared_at timestamptz,
  -- When the owner stopped sharing: the code then shows the "no longer shared" page.
  share_revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A product kept for later, with the options chosen when it was kept (Magento's names).
create table wishlist_item (
  id bigserial primary key,
  wishlist_id bigint not null references wishlist (id) on delete cascade,
  sku text not null,
  -- [{ "option_id": "93", "option_value": "red" }]: configurable attributes (colour, size).
  selected_options jsonb not null default '[]',
  -- [{ "option_id": "12", "option_value": "34" }]: custom options (value id or typed text).
  selected_custom_options jsonb not null default '[]',
  -- [{ "option_id": "3", "option_value": "7", "option_qty": 2 }]: bundle selections.
  selected_bundle_options jsonb not null default '[]',
  -- The options in one canonical order: the same product with the same options is one item.
  options_key text not null,
  added_at timestamptz not null default now(),
  unique (wishlist_id, sku, options_key)
);
create index wishlist_item_wishlist_idx on wishlist_item (wishlist_id, added_at);
