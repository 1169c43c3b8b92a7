-- Passkeys (WebAuthn) as a staff member's second factor, beside TOTP (docs/back-office.md#passkeys).

-- When a second factor (TOTP or a first passkey) was enrolled: sign-in asks for one only then.
alter table staff_member add column second_factor_enrolled_at timestamptz;
update staff_member set second_factor_enrolled_at = totp_enrolled_at;

-- A staff member's passkeys: the credential's id and public key (base64url), the signature
-- counter its authenticator reports (a lower one than stored is a cloned key), the transports the
-- browser gave, and the name the staff member chose.
create table staff_passkey (
  id serial primary key,
  staff_id integer not null references staff_member (id),
  credential_id text not null unique,
  public_key text not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index staff_passkey_staff on staff_passkey (staff_id);

-- The challenges handed to a browser, each for one ceremony: single use (used_at), short-lived
-- (expires_at) and bound to what asked for it, by SHA-256: the staff session adding a passkey,
-- the sign-in ticket, or the set-up link's token.
create table staff_webauthn_challenge (
  challenge text primary key,
  purpose text not null check (purpose in ('add', 'setup', 'signIn')),
  bound_to text not null,
  staff_id integer not null references staff_member (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_webauthn_challenge_staff on staff_webauthn_challenge (staff_id);
