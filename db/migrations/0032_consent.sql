-- Proof of consent (GDPR art. 7(1)): each choice a shopper makes in the cookie banner, with its
-- date, the purposes granted and the version of the policy shown. `consent_id` is the random id
-- kept in the shopper's consent cookie, so a record can be matched to a browser without storing
-- an IP address; `customer_id` is set when a signed-in customer chose (the marketing consent the
-- abandoned-cart reminder asks for).
create table consent_record (
  id bigserial primary key,
  consent_id text not null check (consent_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  store_key text not null,
  customer_id bigint references customer (id) on delete set null,
  analytics boolean not null,
  marketing boolean not null,
  policy_version integer not null,
  given_at timestamptz not null default now()
);
create index consent_record_consent_id_idx on consent_record (consent_id, given_at desc);
create index consent_record_customer_idx on consent_record (customer_id, given_at desc) where customer_id is not null;
