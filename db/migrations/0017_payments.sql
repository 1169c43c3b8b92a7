-- Payments: the shop's record of each payment (whatever the provider), the webhook events it
-- has processed (so a redelivered event changes nothing), and the tables of the built-in
-- offline test provider, which stands in for a remote provider's own storage.
create table payment (
  id bigserial primary key,
  provider text not null,
  provider_intent_id text not null,
  -- Who may see the payment: `customer:<id>` today, the cart once checkout exists.
  owner_key text not null,
  reference text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  method text not null check (method in ('card', 'wallet')),
  status text not null,
  decline_code text,
  captured_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_intent_id)
);
create index payment_owner_idx on payment (owner_key);

create table payment_webhook_event (
  provider text not null,
  event_id text not null,
  type text not null,
  processed_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- The offline provider's intents. Card data never reaches these tables: only brand and last4.
create table payment_provider_test_intent (
  -- The client secret and the challenge/wallet tokens are HMACs of this id with the
  -- provider's secret, so nothing secret is stored.
  id text primary key,
  idempotency_key text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  reference text not null,
  method text not null check (method in ('card', 'wallet')),
  status text not null check (status in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded')),
  decline_code text,
  card_brand text,
  card_last4 text,
  locale text not null,
  return_path text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Events the offline provider sends to the shop's webhook route, kept like a provider's event log.
create table payment_provider_test_event (
  id text primary key,
  intent_id text not null references payment_provider_test_intent (id),
  type text not null,
  payload jsonb not null,
  delivered_at timestamptz,
  attempts integer not null default 0,
  created_at timestamptz not null default now()
);
