-- Newsletter subscribers with double opt-in: one row per address and store, with its consent record.
create table newsletter_subscriber (
  id bigserial primary key,
  -- As typed (trimmed), like customer e-mails; unique whatever its case.
  email text not null,
  store_key text not null,
  -- The account using this address, when there is one (kept in sync with customer.newsletter_subscribed).
  customer_id bigint references customer (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'subscribed', 'unsubscribed')),
  -- SHA-256 of the single-use confirmation link's token, and when that link stops working.
  confirm_token_hash text unique,
  confirm_token_expires_at timestamptz,
  -- How the consent was given: the public form (double opt-in) or the signed-in account.
  consent_source text not null default 'form' check (consent_source in ('form', 'account')),
  -- The consent record: when it was asked for, confirmed and withdrawn.
  asked_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index newsletter_subscriber_email_store_idx on newsletter_subscriber (lower(email), store_key);
create index newsletter_subscriber_customer_idx on newsletter_subscriber (customer_id) where customer_id is not null;

-- Unsubscribe links: every e-mail that carries one gets its own token (only its SHA-256 is kept),
-- and all of a subscriber's links keep working until they unsubscribe.
create table newsletter_unsubscribe_token (
  token_hash text primary key,
  subscriber_id bigint not null references newsletter_subscriber (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index newsletter_unsubscribe_token_subscriber_idx on newsletter_unsubscribe_token (subscriber_id);
