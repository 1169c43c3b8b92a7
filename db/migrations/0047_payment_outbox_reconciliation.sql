-- Captured payments a restart or a lost webhook strands (docs/payments.md, "Webhook outbox" and
-- "Reconciliation"). The offline provider's events become an outbox like the e-mails': an
-- undelivered event is sent again, with a growing delay, until the shop accepts it.
alter table payment_provider_test_event
  add column status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  add column next_attempt_at timestamptz not null default now(),
  add column locked_until timestamptz,
  add column last_error text;
update payment_provider_test_event set status = 'delivered' where delivered_at is not null;
create index payment_provider_test_event_due_idx on payment_provider_test_event (next_attempt_at) where status = 'pending';

-- When the reconciliation job last asked the provider about a payment without an order or a refund.
alter table payment add column checked_at timestamptz;

-- What the reconciliation job did with a captured payment it found without an order or a refund.
create table payment_reconciliation (
  id bigserial primary key,
  payment_id bigint not null references payment (id),
  outcome text not null check (outcome in ('order_placed', 'refunded', 'refund_failed')),
  -- Why: the refusal code of the order (`OUT_OF_STOCK`, …), or that it was placed.
  reason text not null,
  order_id bigint references shop_order (id),
  created_at timestamptz not null default now()
);
create index payment_reconciliation_payment_idx on payment_reconciliation (payment_id);
