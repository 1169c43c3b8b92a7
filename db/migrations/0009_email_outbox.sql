-- Transactional e-mail: a row is written in the same transaction as what caused it (an
-- order, a password request), then the outbox worker renders and sends it, with retries.
create table email_outbox (
  id bigserial primary key,
  store_key text not null,
  template text not null,
  recipient text not null,
  data jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker's lease on the row while it sends; another worker retries once it runs out.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';
