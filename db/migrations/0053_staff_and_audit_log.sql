-- The back office's staff (docs/back-office.md): their own accounts, never customers, with a
-- password and a second factor (TOTP and one-time recovery codes), sessions held in the database
-- (any instance serves them) and a one-time set-up link for a new staff member.
create table staff_member (
  id serial primary key,
  email text not null,
  name text not null,
  role text not null check (role in ('owner', 'customer_service', 'warehouse')),
  -- Null until the staff member chose a password through the set-up link.
  password_hash text,
  -- Null until a second factor is enrolled; base32 as authenticator apps read it.
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- The last TOTP time step accepted: a code of that step or an earlier one is a replay.
  totp_last_step integer,
  disabled_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index staff_member_email_key on staff_member (lower(email));

-- Ten per enrolment, shown once; each signs in once instead of a TOTP code.
create table staff_recovery_code (
  id serial primary key,
  staff_id integer not null references staff_member (id),
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index staff_recovery_code_staff on staff_recovery_code (staff_id) where used_at is null;

-- The id is the SHA-256 of the cookie's token, so a copy of the table opens no session. A row
-- whose second factor is not yet given only lets its holder give it, for a few minutes.
create table staff_session (
  id text primary key,
  staff_id integer not null references staff_member (id),
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  second_factor_at timestamptz,
  second_factor_failures integer not null default 0,
  ended_at timestamptz,
  client_address text not null default ''
);
create index staff_session_open on staff_session (staff_id) where ended_at is null;

create table staff_setup_token (
  token_hash text primary key,
  staff_id integer not null references staff_member (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Every change made by staff or a command: who, when, from where, what, before and after.
create table audit_log (
  id serial primary key,
  at timestamptz not null default now(),
  staff_id integer references staff_member (id),
  -- Who acted as shown: the staff member's e-mail, or 'command line'.
  actor text not null,
  client_address text not null default '',
  action text not null,
  subject_type text not null,
  subject_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_subject on audit_log (subject_type, subject_id);
create index audit_log_staff on audit_log (staff_id, at desc);

-- Append-only, whoever connects: rows are never changed or removed (dropping the table stays possible for db:reset).
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
end
$$;
create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();
