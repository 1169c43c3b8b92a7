-- Carts, their lines and coupons. A cart belongs to one store; a guest cart is reachable only
-- through the session that created it, a customer cart only by its customer. Stock stays on
-- the catalogue rows (product.qty of each variant); the cart only keeps what was chosen.
create table cart (
  -- 128 random bits (base64url), never a sequence: an id cannot be guessed from another.
  id text primary key,
  store_key text not null,
  customer_id bigint references customer (id) on delete cascade,
  coupon_code text,
  -- What the shopper must be told about changes the shop made (lines reduced at a merge).
  notices jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One cart per customer and store: customerCart finds it, concurrent creations meet here.
create unique index cart_customer_store_idx on cart (customer_id, store_key) where customer_id is not null;
create index cart_updated_idx on cart (updated_at) where customer_id is null;

create table cart_item (
  id bigserial primary key,
  cart_id text not null references cart (id) on delete cascade,
  -- The sellable product (a configurable parent, a simple product or a bundle).
  sku text not null references product (sku) on delete cascade,
  -- The chosen variant of a configurable product (its size and colour), else null.
  variant_sku text references product (sku) on delete cascade,
  -- Chosen custom and bundle options as [{ "option": 1, "value": 2 }] / [{ "option": 1, "selection": 3, "qty": 1 }].
  custom_options jsonb not null default '[]',
  bundle_options jsonb not null default '[]',
  -- The same product with the same options is one line: its quantities add up.
  options_key text not null,
  quantity integer not null check (quantity between 1 and 999),
  created_at timestamptz not null default now()
);
create unique index cart_item_line_idx on cart_item (cart_id, sku, options_key);

create table coupon (
  -- Stored in upper case; shoppers may type any case.
  code text primary key,
  -- Stores (b2c_fr …) where the coupon is valid.
  store_keys text[] not null,
  discount_type text not null check (discount_type in ('percent', 'fixed')),
  -- A percentage (10 for 10 %) or a fixed gross amount in euros.
  discount_amount numeric(12, 2) not null check (discount_amount > 0),
  minimum_subtotal numeric(12, 2) not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  usage_limit_per_customer integer check (usage_limit_per_customer > 0),
  created_at timestamptz not null default now()
);

-- One row per order that used a coupon (written when orders are placed).
create table coupon_usage (
  id bigserial primary key,
  coupon_code text not null references coupon (code) on delete cascade,
  customer_id bigint references customer (id) on delete set null,
  order_ref text,
  used_at timestamptz not null default now()
);
create index coupon_usage_coupon_idx on coupon_usage (coupon_code, customer_id);
