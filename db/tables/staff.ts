import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Timestamp } from './columnTypes.ts'

/** What a staff member may do (the matrix of domain/staff/roles.ts). */
export type StaffRole = 'owner' | 'customer_service' | 'warehouse' | 'merchandiser'

/** The languages of the back office's interface (migration 0054). */
export type StaffLanguage = 'en' | 'fr'

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A person who runs the shop in the back office (never a customer; migration 0053). */
export interface StaffMemberTable {
  id: Generated<number>
  email: string
  name: string
  role: StaffRole
  /** Null until a password was chosen through the set-up link. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>
  /** Base32 TOTP secret; null until a second factor is enrolled. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>
  totp_enrolled_at: NullableTimestamp
  /** The last TOTP time step accepted (a code of that step or earlier is a replay). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>
  disabled_at: NullableTimestamp
  created_at: ColumnType<Date, Date | string | undefined, never>
  /** The language the staff member reads the back office in (migration 0054). */
  language: ColumnType<StaffLanguage, StaffLanguage | undefined, StaffLanguage>
  /** When a second factor (TOTP or a first passkey) was enrolled; null until then (migration 0057). */
  second_factor_enrolled_at: NullableTimestamp
}

/** A staff member's passkey (WebAuthn credential; migration 0057). */
export interface StaffPasskeyTable {
  id: Generated<number>
  staff_id: number
  /** The credential's id, base64url, unique across staff. */
  credential_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The signature counter the authenticator last reported (0 for those that keep none). */
  counter: ColumnType<number, number | undefined, number>
  transports: ColumnType<string[], string[] | undefined, string[]>
  /** The name the staff member gave it. */
  name: string
  created_at: Timestamp
  last_used_at: NullableTimestamp
}

/** What a WebAuthn challenge was handed out for: adding a passkey, the set-up link, the second sign-in step. */
export type WebAuthnPurpose = 'add' | 'setup' | 'signIn'

/** A challenge handed to a browser: single use, short-lived, bound (by SHA-256) to a session, ticket or set-up token. */
export interface StaffWebAuthnChallengeTable {
  challenge: string
  purpose: WebAuthnPurpose
  bound_to: string
  staff_id: number
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

/** A one-time recovery code of a staff member's second factor, stored hashed. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>
  staff_id: number
  code_hash: string
  created_at: ColumnType<Date, Date | string | undefined, never>
  used_at: NullableTimestamp
}

/** A signed-in staff session; `id` is the SHA-256 of the cookie's token. */
export interface StaffSessionTable {
  id: string
  staff_id: number
  created_at: Timestamp
  last_seen_at: Timestamp
  /** When the second factor was given; null while the session only passed the password. */
  second_factor_at: NullableTimestamp
  /** Wrong codes given for this session's second factor (it ends after a few). */
  second_factor_failures: ColumnType<number, number | undefined, number>
  ended_at: NullableTimestamp
  client_address: ColumnType<string, string | undefined, string>
}

/** A one-time set-up link (choose a password, enrol a second factor), by the SHA-256 of its token. */
export interface StaffSetupTokenTable {
  token_hash: string
  staff_id: number
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

/** The tables of staff accounts, by name. */
export interface StaffTables {
  staff_member: StaffMemberTable
  staff_recovery_code: StaffRecoveryCodeTable
  staff_session: StaffSessionTable
  staff_setup_token: StaffSetupTokenTable
  staff_passkey: StaffPasskeyTable
  staff_webauthn_challenge: StaffWebAuthnChallengeTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const STAFF_COLUMNS = {
  staff_member: {
    id: 'not null',
    email: 'not null',
    name: 'not null',
    role: 'not null',
    password_hash: 'null',
    totp_secret: 'null',
    totp_enrolled_at: 'null',
    totp_last_step: 'null',
    disabled_at: 'null',
    created_at: 'not null',
    language: 'not null',
    second_factor_enrolled_at: 'null',
  },
  staff_recovery_code: {
    id: 'not null',
    staff_id: 'not null',
    code_hash: 'not null',
    created_at: 'not null',
    used_at: 'null',
  },
  staff_session: {
    id: 'not null',
    staff_id: 'not null',
    created_at: 'not null',
    last_seen_at: 'not null',
    second_factor_at: 'null',
    second_factor_failures: 'not null',
    ended_at: 'null',
    client_address: 'not null',
  },
  staff_setup_token: {
    token_hash: 'not null',
    staff_id: 'not null',
    created_at: 'not null',
    expires_at: 'not null',
    used_at: 'null',
  },
  staff_passkey: {
    id: 'not null',
    staff_id: 'not null',
    credential_id: 'not null',
    public_key: 'not null',
    counter: 'not null',
    transports: 'not null',
    name: 'not null',
    created_at: 'not null',
    last_used_at: 'null',
  },
  staff_webauthn_challenge: {
    challenge: 'not null',
    purpose: 'not null',
    bound_to: 'not null',
    staff_id: 'not null',
    created_at: 'not null',
    expires_at: 'not null',
    used_at: 'null',
  },
} as const satisfies ColumnsOf<StaffTables>
