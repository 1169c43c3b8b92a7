-- The back office's orders (docs/back-office.md#orders): the lines and quantities each parcel
-- carried (partial shipments), staff's internal comments, a refund's reason, and the indexes of
-- the order list and its search (number, e-mail, name, postcode), p95 under 50 ms at 100 000 orders.

-- What a parcel carried: an order becomes shipped once every piece to ship is in a parcel.
-- Parcels recorded before this table carry no rows (their order was shipped whole).
create table order_shipment_item (
  shipment_id bigint not null references order_shipment (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  quantity integer not null check (quantity > 0),
  primary key (shipment_id, order_item_id)
);
create index order_shipment_item_order_item_idx on order_shipment_item (order_item_id);

-- Notes staff leave on an order; never shown to the shopper.
create table order_comment (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  staff_id integer references staff_member (id),
  -- As the audit log names the author: the staff member's e-mail, or 'command line'.
  author text not null,
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index order_comment_order_idx on order_comment (order_id, created_at);

-- The list: newest first (the default), per store, per status, by total; the id breaks ties.
create index shop_order_created_idx on shop_order (created_at desc, id desc);
create index shop_order_store_created_idx on shop_order (store_key, created_at desc, id desc);
create index shop_order_status_created_idx on shop_order (status, created_at desc, id desc);
create index shop_order_total_idx on shop_order (grand_total_cents, id);
-- Search: the lowercased start of a number, an e-mail, a name ("first last", or the last name
-- alone) or a postcode (spaces left out), each a b-tree range (text_pattern_ops). Trigrams (any
-- part) were tried: a common name or e-mail part matched thousands of rows and the planner
-- scanned the table for the e-mail's (p95 300 ms at 100 000 orders), for little use at a desk
-- where staff paste a whole e-mail or number, or type a name from its start.
create index shop_order_number_prefix_idx on shop_order (number text_pattern_ops);
create index shop_order_email_prefix_idx on shop_order (lower(email) text_pattern_ops);
-- The order id in the address indexes lets a common name's thousands of matches come from the index alone.
create index order_address_name_prefix_idx on order_address (lower(firstname || ' ' || lastname) text_pattern_ops, order_id);
create index order_address_lastname_prefix_idx on order_address (lower(lastname) text_pattern_ops, order_id);
create index order_address_postcode_prefix_idx on order_address (lower(replace(postcode, ' ', '')) text_pattern_ops, order_id);

-- An order's e-mails are found by their recipient, then by the order number their data holds.
create index email_outbox_recipient_idx on email_outbox (lower(recipient), created_at);

-- Why staff refunded (the back office asks for a reason); never shown to the shopper.
alter table credit_memo add column reason text not null default '';
