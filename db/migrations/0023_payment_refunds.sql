-- Refunds: the offline test provider's refunds (its own storage, like a remote provider's), and
-- the shop's record of each refund it asked for.
create table payment_provider_test_refund (
  id text primary key,
  intent_id text not null references payment_provider_test_intent (id),
  -- The same key answers the same refund, so a retried request never refunds twice.
  idempotency_key text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  reason text not null,
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  created_at timestamptz not null default now()
);
create index payment_provider_test_refund_intent_idx on payment_provider_test_refund (intent_id);

create table payment_refund (
  id bigserial primary key,
  payment_id bigint not null references payment (id),
  provider_refund_id text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  reason text not null,
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  created_at timestamptz not null default now()
);
create index payment_refund_payment_idx on payment_refund (payment_id);
