import type { Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { DEMO_OWNER_EMAIL } from '../../config/backOffice.ts'
import { hashStaffPassword, staffPasswordProblem } from '../../domain/staff/staffPasswords.ts'

/**
 * The demo owner of the back office, for `npm start` and the tests (documented in README "Back
 * office" and docs/back-office.md#the-demo-owner): known e-mail, password and TOTP secret. Demo
 * data only: a real shop creates its first owner with `npm run staff:create`; it signs in only
 * from a loopback address (config/backOffice.ts).
 */
export const DEMO_OWNER = {
  email: DEMO_OWNER_EMAIL,
  name: 'Demo owner',
  password: 'Slipper-demo-2026',
  /** Base32; add it to an authenticator app, or compute codes with otplib. */
  totpSecret: 'KRUGKIDTNRUXA4DFOIQGI3LNN4QG653O',
} as const

/** Creates the demo owner with the password set and TOTP enrolled (no recovery codes). */
export async function seedDemoOwner(db: Kysely<Database>, now = new Date()): Promise<void> {
  const problem = await staffPasswordProblem(DEMO_OWNER.password, DEMO_OWNER.email)
  if (problem) throw new Error(`The demo owner's password is refused: ${problem}`)
  await db
    .insertInto('staff_member')
    .values({
      email: DEMO_OWNER.email,
      name: DEMO_OWNER.name,
      role: 'owner',
      password_hash: await hashStaffPassword(DEMO_OWNER.password),
      totp_secret: DEMO_OWNER.totpSecret,
      totp_enrolled_at: now,
      second_factor_enrolled_at: now,
      created_at: now,
    })
    .execute()
}
