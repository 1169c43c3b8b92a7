-- Marketing automation: what the shop tells its marketing provider (a sync outbox written in
-- the transaction of each change), the abandoned-cart reminders sent, the customers who
-- unsubscribed from marketing, and the state of the built-in offline provider.

-- The sync outbox: one row per call the provider must receive, delivered in order per address
-- by the sync worker with retries (like email_outbox).
create table marketing_sync_job (
  id bigserial primary key,
  -- subscribe: upsert the contact into the store's newsletter list; unsubscribe: take it off
  -- that list (store_key set) or off all marketing (store_key null); event: record an event.
  action text not null check (action in ('subscribe', 'unsubscribe', 'event')),
  email text not null,
  store_key text,
  customer_id bigint,
  -- What caused it: newsletter (a subscriber's status), marketingUnsubscribe, cartReminder.
  source text not null,
  -- The event's name and properties (action = event).
  payload jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index marketing_sync_job_due_idx on marketing_sync_job (next_attempt_at) where status = 'pending';
-- The worker delivers the jobs of one address in order: it looks for an earlier pending one.
create index marketing_sync_job_email_idx on marketing_sync_job (lower(email), id) where status = 'pending';

-- Every change of a newsletter subscriber's status, whichever code makes it (the newsletter
-- page, the footer form, the account page, an unsubscribe link, an e-mail change, plain SQL),
-- writes its sync job in the same transaction.
create function queue_newsletter_marketing_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'subscribed' and (tg_op = 'DELETE' or new.status <> 'subscribed' or lower(new.email) <> lower(old.email) or new.store_key <> old.store_key) then
    insert into marketing_sync_job (action, email, store_key, customer_id, source) values ('unsubscribe', old.email, old.store_key, old.customer_id, 'newsletter');
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'subscribed' and (tg_op = 'INSERT' or old.status <> 'subscribed' or lower(new.email) <> lower(old.email) or new.store_key <> old.store_key) then
    insert into marketing_sync_job (action, email, store_key, customer_id, source) values ('subscribe', new.email, new.store_key, new.customer_id, 'newsletter');
  end if;
  return null;
end
$$;
create trigger newsletter_subscriber_marketing_sync
  after insert or update of status, email, store_key or delete on newsletter_subscriber
  for each row execute function queue_newsletter_marketing_sync();

-- Customers who unsubscribed from marketing (the link of a cart reminder). A marketing consent
-- given after opted_out_at (a newer consent_record) lifts it: the latest choice counts.
create table marketing_opt_out (
  customer_id bigint primary key references customer (id) on delete cascade,
  store_key text not null,
  opted_out_at timestamptz not null default now()
);

-- Unsubscribe links of marketing e-mails: random tokens, only their SHA-256 kept; they do not expire.
create table marketing_unsubscribe_token (
  token_hash text primary key,
  customer_id bigint not null references customer (id) on delete cascade,
  store_key text not null,
  created_at timestamptz not null default now()
);
create index marketing_unsubscribe_token_customer_idx on marketing_unsubscribe_token (customer_id);

-- Abandoned-cart reminders: one per change of a cart (its updated_at), claimed by the insert
-- itself, so two sweeping instances never send one twice.
create table cart_reminder (
  id bigserial primary key,
  cart_id text not null references cart (id) on delete cascade,
  cart_changed_at timestamptz not null,
  customer_id bigint not null references customer (id) on delete cascade,
  store_key text not null,
  email_outbox_id bigint,
  created_at timestamptz not null default now(),
  unique (cart_id, cart_changed_at)
);
create index cart_reminder_customer_idx on cart_reminder (customer_id);
-- The sweep reads customers' carts by their last change (guests' carts have their own index).
create index cart_customer_updated_idx on cart (updated_at) where customer_id is not null;

-- The offline provider (MARKETING_PROVIDER=offline): what a Brevo or Mailchimp account would
-- hold, so a developer sees what was synced. One contact per address, its lists and status.
create table marketing_offline_contact (
  id bigserial primary key,
  email text not null,
  store_key text,
  language text,
  lists jsonb not null default '[]',
  -- unsubscribed: off all marketing (Brevo's blocklisted contact, Mailchimp's unsubscribed member).
  status text not null default 'subscribed' check (status in ('subscribed', 'unsubscribed')),
  attributes jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);
create unique index marketing_offline_contact_email_idx on marketing_offline_contact (lower(email));

-- Every call the offline provider received, in order (its activity log).
create table marketing_offline_event (
  id bigserial primary key,
  email text not null,
  kind text not null check (kind in ('contact_upserted', 'contact_unsubscribed', 'event')),
  name text,
  payload jsonb not null default '{}',
  -- The sync job's id: a retried call is recorded once.
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
create index marketing_offline_event_email_idx on marketing_offline_event (lower(email), id);
