-- Gift card accounts and their ledger, and the store-credit ledger of customers.
-- A gift card's code is never stored: only the SHA-256 of its normalised form (the lookup
-- key) and its last four characters (to show a masked code), so a leaked table holds no
-- spendable code.
create table gift_card_account (
  id bigserial primary key,
  code_hash text not null unique,
  code_last4 text not null,
  initial_cents integer not null check (initial_cents > 0),
  -- Always the sum of the card's ledger; written in the same statement as each ledger row.
  balance_cents integer not null check (balance_cents >= 0 and balance_cents <= initial_cents),
  currency text not null default 'EUR',
  store_key text not null,
  state text not null default 'active' check (state in ('active', 'used', 'expired', 'disabled')),
  expires_at timestamptz,
  -- The order that bought the card (no foreign key until orders exist).
  order_id bigint,
  sender_name text not null default '',
  sender_email text not null default '',
  recipient_name text not null default '',
  recipient_email text not null default '',
  message text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table gift_card_movement (
  id bigserial primary key,
  gift_card_id bigint not null references gift_card_account (id) on delete cascade,
  kind text not null check (kind in ('issue', 'debit', 'refund')),
  -- Signed: issue and refund add to the balance, a debit takes from it.
  amount_cents integer not null check ((kind = 'debit' and amount_cents < 0) or (kind <> 'debit' and amount_cents > 0)),
  reference text not null default '',
  created_at timestamptz not null default now()
);
create index gift_card_movement_card_idx on gift_card_movement (gift_card_id);

-- One row per customer with credit: the balance, always the sum of the customer's ledger and
-- never below zero; debits update it conditionally, which also serialises them per customer.
create table store_credit_balance (
  customer_id bigint primary key references customer (id) on delete cascade,
  balance_cents integer not null check (balance_cents >= 0),
  currency text not null default 'EUR',
  updated_at timestamptz not null default now()
);

create table store_credit_movement (
  id bigserial primary key,
  customer_id bigint not null references customer (id) on delete cascade,
  amount_cents integer not null check (amount_cents <> 0),
  reason text not null check (reason in ('refund', 'adjustment', 'order_debit')),
  reference text not null default '',
  -- The balance right after this movement (Magento's actual_balance of the history).
  balance_after_cents integer not null check (balance_after_cents >= 0),
  created_at timestamptz not null default now()
);
create index store_credit_movement_customer_idx on store_credit_movement (customer_id, id);
