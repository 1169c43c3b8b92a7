-- Withdrawals from the contract sent with the shop's withdrawal function (Directive 2011/83/EU,
-- art. 11a, docs/withdrawal.md): the consumer's statement as submitted (name, e-mail address
-- for the acknowledgment, the order and its pieces) and when. Kept as evidence: never updated.
create table order_withdrawal (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  store_key text not null,
  locale text not null,
  -- The signed-in customer who sent it; null for a guest (by the order's signed link).
  customer_id bigint references customer (id) on delete set null,
  name text not null,
  email text not null,
  -- Every piece left was withdrawn (the consumer did not choose items).
  whole_order boolean not null,
  submitted_at timestamptz not null default now(),
  -- SHA-256 of the order and the client address it came from: evidence of the submission without storing the address.
  client_ip_hash text,
  -- The same statement sent twice (a double click, two tabs) makes one withdrawal.
  idempotency_key text not null unique
);
create index order_withdrawal_order_idx on order_withdrawal (order_id, submitted_at);

-- The pieces of each order line a withdrawal covers, with the line's name and sku as bought.
create table order_withdrawal_item (
  withdrawal_id bigint not null references order_withdrawal (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  primary key (withdrawal_id, order_item_id)
);
create index order_withdrawal_item_line_idx on order_withdrawal_item (order_item_id);
