-- The life of an order after it is placed (docs/orders.md): six statuses, the history of every
-- change, the shipments with their carrier and tracking number, and what a reorder needs.

-- pending (placed, payment not yet captured), processing (paid), shipped, delivered,
-- cancelled, closed (fully refunded or returned). The statuses of migration 0019 map onto them.
alter table shop_order drop constraint shop_order_status_check;
update shop_order set status = case status when 'complete' then 'delivered' when 'canceled' then 'cancelled' else status end;
alter table shop_order
  add constraint shop_order_status_check check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'closed')),
  add column shipped_at timestamptz,
  -- Returns and the 14-day withdrawal period count from here.
  add column delivered_at timestamptz;
-- An order completed before this migration was delivered at an unknown time: its placing is the earliest it can have been.
update shop_order set delivered_at = created_at where status = 'delivered';

-- Every status an order has had, the first being the one it was placed with.
create table order_status_history (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  status text not null check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'closed')),
  changed_at timestamptz not null default now()
);
create index order_status_history_order_idx on order_status_history (order_id, changed_at);
insert into order_status_history (order_id, status, changed_at) select id, status, created_at from shop_order;

-- A parcel of an order: the carrier (a code of domain/orders/carriers.ts) and its tracking number.
create table order_shipment (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  -- What shoppers see: the order number and the parcel's rank (100000001-1).
  number text not null unique,
  carrier_code text not null,
  tracking_number text not null,
  created_at timestamptz not null default now()
);
create index order_shipment_order_idx on order_shipment (order_id);

-- What the cart line held besides its variant and gift card (custom options and bundle pieces,
-- as cart_item stores them), so a reorder can put the same line in a cart again.
alter table order_item
  add column custom_options jsonb not null default '[]',
  add column bundle_options jsonb not null default '[]';
