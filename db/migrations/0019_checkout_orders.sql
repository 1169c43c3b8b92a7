-- Checkout and orders: what a cart carries through checkout (e-mail, addresses, shipping and
-- payment method, gift cards, store credit), the shipping rate table, and the orders placed
-- from carts with their lines, addresses, payments and gift cards.

-- Home delivery and parcel pickup prices per country (gross cents), as the delivery page and
-- the terms of sale publish them (config/shippingRates.ts): standard delivery is
-- free from 49 € everywhere; parcel pickup is Mondial Relay in France and a DHL Packstation in
-- Germany. A country without a row is not delivered to; `free_from_cents` is the subtotal
-- (after discounts) from which the method is free.
create table shipping_rate (
  country_code text not null,
  method text not null check (method in ('home', 'pickup')),
  price_cents integer not null check (price_cents >= 0),
  free_from_cents integer check (free_from_cents > 0),
  primary key (country_code, method)
);
insert into shipping_rate (country_code, method, price_cents, free_from_cents) values
  ('FR', 'home', 490, 4900), ('FR', 'pickup', 390, 4900),
  ('BE', 'home', 690, 4900), ('LU', 'home', 690, 4900),
  ('DE', 'home', 690, 4900), ('DE', 'pickup', 690, 4900), ('AT', 'home', 690, 4900),
  ('IT', 'home', 790, 4900),
  ('GB', 'home', 1290, 4900);

-- Addresses are kept as JSON objects { firstname, lastname, company, street, street_extra,
-- postcode, city, country_code, telephone, customer_address_id }.
alter table cart
  add column email text,
  add column shipping_address jsonb,
  add column billing_address jsonb,
  add column billing_same_as_shipping boolean not null default false,
  add column shipping_method text check (shipping_method in ('home', 'pickup')),
  add column pickup_location_code text,
  add column payment_method text,
  add column use_store_credit boolean not null default false,
  -- The key of the last placeOrder that named one; another cart cannot take it. A placed
  -- cart is deleted (its order keeps its id and key).
  add column idempotency_key text unique;

create table cart_gift_card (
  cart_id text not null references cart (id) on delete cascade,
  gift_card_id bigint not null references gift_card_account (id) on delete cascade,
  applied_at timestamptz not null default now(),
  primary key (cart_id, gift_card_id)
);

create sequence order_number_seq start with 100000001;

create table shop_order (
  id bigserial primary key,
  -- What shoppers see and type (order_number): from the sequence, never reused.
  number text not null unique,
  store_key text not null,
  locale text not null,
  customer_id bigint references customer (id) on delete set null,
  email text not null,
  -- One order per cart: a second finishing of the same cart finds this one.
  cart_id text not null unique,
  idempotency_key text unique,
  status text not null default 'processing' check (status in ('processing', 'complete', 'canceled')),
  currency text not null,
  subtotal_cents integer not null,
  discount_cents integer not null default 0,
  coupon_code text,
  shipping_cents integer not null default 0,
  tax_cents integer not null,
  gift_card_cents integer not null default 0,
  store_credit_cents integer not null default 0,
  grand_total_cents integer not null check (grand_total_cents >= 0),
  shipping_method text not null check (shipping_method in ('home', 'pickup')),
  pickup_location_code text,
  payment_method text not null,
  created_at timestamptz not null default now()
);
create index shop_order_customer_idx on shop_order (customer_id, created_at desc);

create table order_item (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  sku text not null,
  variant_sku text,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents integer not null,
  row_total_cents integer not null,
  discount_cents integer not null default 0,
  -- [{ "label": "Size", "value": "38" }] as the shopper saw them.
  options jsonb not null default '[]'
);
create index order_item_order_idx on order_item (order_id);

create table order_address (
  order_id bigint not null references shop_order (id) on delete cascade,
  kind text not null check (kind in ('shipping', 'billing')),
  firstname text not null,
  lastname text not null,
  company text not null default '',
  street text not null,
  street_extra text not null default '',
  postcode text not null,
  city text not null,
  country_code text not null,
  telephone text not null default '',
  primary key (order_id, kind)
);

-- The payment that paid an order (none for an order paid by gift cards and store credit).
create table order_payment (
  order_id bigint not null references shop_order (id) on delete cascade,
  payment_id bigint not null unique references payment (id),
  -- What the provider reported when the order was placed (the full number never reaches the shop).
  card_brand text,
  card_last4 text,
  primary key (order_id, payment_id)
);

create table order_gift_card (
  order_id bigint not null references shop_order (id) on delete cascade,
  gift_card_id bigint not null references gift_card_account (id),
  amount_cents integer not null check (amount_cents > 0),
  primary key (order_id, gift_card_id)
);

-- Guests have no customer id: their uses of a coupon are counted by the order's e-mail address.
alter table coupon_usage add column email text;
create index coupon_usage_email_idx on coupon_usage (coupon_code, lower(email));
