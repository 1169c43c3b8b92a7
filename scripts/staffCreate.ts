import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { isStaffRole, STAFF_ROLES } from '../domain/staff/roles.ts'
import { totpUri } from '../domain/staff/secondFactor.ts'
import { createStaff, setupLinkPath } from '../domain/staff/staffAccounts.ts'

const USAGE = `usage: npm run staff:create -- --email <e-mail> --role ${STAFF_ROLES.join('|')} [--name <name>] [--password <password> --totp]`

/**
 * `npm run staff:create -- --email X --role owner`: creates a staff member on the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR/db, refused while the shop holds it) and
 * answers a one-time set-up link (valid 24 h); with `--password P --totp` it sets the password,
 * enrols TOTP and answers the secret and recovery codes instead. Recorded in the audit log as
 * 'command line' (docs/back-office.md#the-command).
 */
export async function runStaffCreateCommand(argv: string[], now = new Date()): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      totp: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  })
  const { email, role } = values
  if (!email || !role || !isStaffRole(role)) throw new Error(USAGE)
  // A password alone would leave a staff member without a second factor, who could not sign in.
  if ((values.password === undefined) !== !values.totp)
    throw new Error(`--password and --totp go together\n${USAGE}`)
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    await migrate(database.db)
    const result = await createStaff(
      database.db,
      { kind: 'commandLine' },
      {
        email,
        role,
        name: values.name ?? email.split('@')[0] ?? email,
        ...(values.password === undefined ? {} : { password: values.password }),
      },
      now,
    )
    if (!result.ok) throw new Error(`staff member not created: ${result.error}`)
    const created = `created ${result.staff.role} ${result.staff.email} (staff #${result.staff.id})`
    if (result.setupToken !== null)
      return `${created}\none-time set-up link, valid 24 h: ${setupLinkPath(result.setupToken)}`
    return [
      created,
      `TOTP secret: ${result.totpSecret}`,
      `otpauth URI: ${totpUri(result.totpSecret, result.staff.email)}`,
      'recovery codes (shown once, each works once):',
      ...result.recoveryCodes.map((code) => `  ${code}`),
    ].join('\n')
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  runStaffCreateCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
