-- Customer accounts, their addresses, server-side sessions and single-use e-mail tokens.
create table customer (
  id bigserial primary key,
  email text not null,
  firstname text not null,
  lastname text not null,
  password_hash text not null,
  newsletter_subscribed boolean not null default false,
  -- The store the customer registered in: its language is the one of their e-mails.
  store_key text not null,
  default_billing_address_id bigint,
  default_shipping_address_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- E-mail addresses are unique whatever their case.
create unique index customer_email_idx on customer (lower(email));

create table customer_address (
  id bigserial primary key,
  customer_id bigint not null references customer (id) on delete cascade,
  firstname text not null,
  lastname text not null,
  company text not null default '',
  street text not null,
  street_extra text not null default '',
  postcode text not null,
  city text not null,
  country_code text not null references country (code2),
  telephone text not null default '',
  created_at timestamptz not null default now()
);
create index customer_address_customer_idx on customer_address (customer_id);

alter table customer
  add constraint customer_default_billing_fk foreign key (default_billing_address_id) references customer_address (id) on delete set null,
  add constraint customer_default_shipping_fk foreign key (default_shipping_address_id) references customer_address (id) on delete set null;

-- Sessions of @fastify/session: any instance serves any shopper. customer_id is copied out
-- of the data so a password reset can end every session of a customer.
create table shop_session (
  id text primary key,
  data jsonb not null,
  customer_id bigint references customer (id) on delete cascade,
  expires_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index shop_session_customer_idx on shop_session (customer_id) where customer_id is not null;
create index shop_session_expires_idx on shop_session (expires_at);

-- Single-use links sent by e-mail (password reset, e-mail change); only a hash is kept.
create table customer_token (
  id bigserial primary key,
  customer_id bigint not null references customer (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_change')),
  token_hash text not null unique,
  new_email text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index customer_token_customer_idx on customer_token (customer_id, purpose);
