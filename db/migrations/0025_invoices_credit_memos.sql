-- Invoices (one per order, written in the transaction that places the paid order) and credit
-- memos (one per refund: which lines and pieces, shipping, an adjustment, and where the money
-- went: back to the payment method or to the customer's store credit). Amounts in cents, as
-- invoiced or refunded: later changes to the order or the catalogue never alter them.

-- Numbers shoppers and accountants see. A sequence never hands a number out twice; a number
-- is lost only when the transaction that drew it rolls back (an order refused at the last
-- step), which leaves a rare gap, never a duplicate.
create sequence invoice_number_seq start with 1;
create sequence credit_memo_number_seq start with 1;

create table invoice (
  id bigserial primary key,
  -- One invoice per order: a second capture path finds the first one's invoice.
  order_id bigint not null unique references shop_order (id) on delete cascade,
  number text not null unique,
  currency text not null,
  subtotal_cents integer not null,
  discount_cents integer not null default 0,
  shipping_cents integer not null default 0,
  -- Of which VAT: the lines' after their discount, and the shipping's.
  tax_cents integer not null,
  shipping_tax_cents integer not null default 0,
  grand_total_cents integer not null check (grand_total_cents >= 0),
  created_at timestamptz not null default now()
);

create table invoice_item (
  id bigserial primary key,
  invoice_id bigint not null references invoice (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_price_cents integer not null,
  unit_price_excl_tax_cents integer not null,
  -- Gross, before the discount.
  row_total_cents integer not null,
  discount_cents integer not null default 0,
  -- VAT of the line after its discount.
  tax_cents integer not null,
  -- [{ "label": "Size", "value": "38" }] and the bundle's pieces, as the shopper saw them.
  options jsonb not null default '[]',
  bundle_options jsonb not null default '[]'
);
create index invoice_item_invoice_idx on invoice_item (invoice_id);

create table credit_memo (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  number text not null unique,
  currency text not null,
  -- 'pending' while the payment provider is asked; a refused refund leaves the memo 'failed'
  -- (it refunded nothing and counts for nothing).
  state text not null check (state in ('pending', 'refunded', 'failed')),
  destination text not null check (destination in ('payment', 'store_credit')),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  shipping_cents integer not null default 0 check (shipping_cents >= 0),
  -- A goodwill amount added to (positive) or kept from (negative) the refund.
  adjustment_cents integer not null default 0,
  tax_cents integer not null default 0,
  grand_total_cents integer not null check (grand_total_cents > 0),
  payment_refund_id bigint unique references payment_refund (id),
  store_credit_movement_id bigint unique references store_credit_movement (id),
  created_at timestamptz not null default now(),
  check (state <> 'refunded' or (destination = 'payment') = (payment_refund_id is not null)),
  check (state <> 'refunded' or (destination = 'store_credit') = (store_credit_movement_id is not null))
);
create index credit_memo_order_idx on credit_memo (order_id);

create table credit_memo_item (
  id bigserial primary key,
  credit_memo_id bigint not null references credit_memo (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  -- What these pieces cost after their share of the discount (gross), and its VAT.
  amount_cents integer not null check (amount_cents >= 0),
  tax_cents integer not null default 0
);
create index credit_memo_item_memo_idx on credit_memo_item (credit_memo_id);
create index credit_memo_item_order_item_idx on credit_memo_item (order_item_id);
