-- In-stock alerts per size, with double opt-in: one row per variant (the size of a configurable
-- product), e-mail address and store; pending until the e-mailed link is opened, confirmed until
-- the variant is back in stock, then sent (once). The stub rows before this migration were never
-- confirmed by their address's owner, so they may not be e-mailed: they are dropped.
delete from stock_alert;
alter table stock_alert drop constraint stock_alert_pkey;
alter table stock_alert
  add column id bigserial primary key,
  add column store_key text not null,
  add column customer_id bigint references customer (id) on delete set null,
  add column status text not null default 'pending' check (status in ('pending', 'confirmed', 'sent', 'unsubscribed')),
  -- SHA-256 of the single-use confirmation link's token, and when that link stops working.
  add column confirm_token_hash text unique,
  add column confirm_token_expires_at timestamptz,
  -- SHA-256 of the unsubscribe link's token of the latest e-mail about this alert.
  add column unsubscribe_token_hash text unique,
  add column confirmed_at timestamptz,
  add column sent_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column updated_at timestamptz not null default now();
create unique index stock_alert_sku_email_store_idx on stock_alert (sku, lower(email), store_key);
-- The alerts a stock change sends: the confirmed ones of a variant.
create index stock_alert_confirmed_idx on stock_alert (sku) where status = 'confirmed';
