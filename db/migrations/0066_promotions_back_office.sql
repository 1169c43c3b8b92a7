-- Promotions in the back office (docs/back-office.md#coupons, #gift-cards): coupons switched off
-- by staff, coupons limited to categories, batches of single-use codes, and gift card
-- adjustments with their reason and the staff member who made them.

-- A coupon staff switched off applies nowhere, whatever its dates.
alter table coupon add column enabled boolean not null default true;
alter table coupon add column updated_at timestamptz not null default now();
-- Codes are stored in upper case; this holds any other writer to "one code whatever its case".
create unique index coupon_code_case_idx on coupon (upper(code));

-- A batch of single-use codes sharing one set of rules, each code a coupon row of its own.
create table coupon_batch (
  id bigserial primary key,
  prefix text not null,
  code_count integer not null check (code_count between 1 and 10000),
  created_by text not null,
  created_at timestamptz not null default now()
);
alter table coupon add column batch_id bigint references coupon_batch (id) on delete cascade;
create index coupon_batch_idx on coupon (batch_id) where batch_id is not null;

-- The categories a coupon applies to; none: the whole cart. A line is discounted when its
-- product is in one of them or in one of their subcategories.
create table coupon_category (
  coupon_code text not null references coupon (code) on delete cascade,
  category_id integer not null references category (id) on delete cascade,
  primary key (coupon_code, category_id)
);

-- Staff credit or debit a gift card with a reason; the ledger says who and why.
alter table gift_card_movement drop constraint gift_card_movement_kind_check;
alter table gift_card_movement add constraint gift_card_movement_kind_check
  check (kind in ('issue', 'debit', 'refund', 'adjustment'));
alter table gift_card_movement drop constraint gift_card_movement_check;
alter table gift_card_movement add constraint gift_card_movement_check
  check ((kind = 'debit' and amount_cents < 0) or (kind in ('issue', 'refund') and amount_cents > 0)
    or (kind = 'adjustment' and amount_cents <> 0));
alter table gift_card_movement add column reason text not null default '';
alter table gift_card_movement add column staff_id bigint references staff_member (id) on delete set null;
-- A credit may take a card above what it was issued for: only a negative balance is refused.
alter table gift_card_account drop constraint gift_card_account_check;
alter table gift_card_account add constraint gift_card_account_balance_check check (balance_cents >= 0);
