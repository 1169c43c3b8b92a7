-- Gift card products (the am_giftcard form): sold for one of the listed amounts or, when the
-- product allows it, an amount the shopper types within a range. A gift card is e-mailed: it
-- takes no stock and needs no shipping. Its VAT is due when it is spent (EU multi-purpose
-- voucher), so its price carries none.
alter table product drop constraint product_type_check;
alter table product add constraint product_type_check check (type in ('simple', 'configurable', 'bundle', 'giftcard'));

create table giftcard_product (
  sku text primary key references product (sku) on delete cascade,
  -- The amounts offered, gross cents, ascending.
  amounts_cents integer[] not null check (cardinality(amounts_cents) > 0),
  -- The range of a typed amount, gross cents; both null when only the listed amounts are sold.
  open_amount_min_cents integer,
  open_amount_max_cents integer,
  check ((open_amount_min_cents is null) = (open_amount_max_cents is null)),
  check (open_amount_min_cents is null or (open_amount_min_cents > 0 and open_amount_max_cents >= open_amount_min_cents))
);
