import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/openDatabase.ts'
import { copySeededTemplate } from '../../db/seedTemplate.ts'
import { DEMO_OWNER } from '../../db/seed/demoOwner.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'
import { staffOfSetupToken } from '../../domain/staff/staffAccounts.ts'
import { signInWithPassword, signInWithSecondFactor } from '../../domain/staff/staffSessions.ts'

const root = path.resolve(import.meta.dirname, '../..')
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'staff-create-'))
  await copySeededTemplate(path.join(root, 'var', 'test-template'), path.join(dataDir, 'db'))
}, 120_000)
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs `npm run staff:create -- …` as npm does (through tsx) on the PGlite folder: its exit code and what it printed. */
function staffCreate(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staffCreate.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  )
}

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), prepare: false })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

describe('npm run staff:create', () => {
  it('creates an owner and prints a one-time set-up link, recorded as the command line', async () => {
    const { code, output } = await staffCreate(['--email', 'first.owner@example.org', '--role', 'owner'])
    expect(code, output).toBe(0)
    const token = /\/admin\/setup\/([\w-]+)/.exec(output)?.[1]
    expect(output).toContain('valid 24 h')
    if (!token) throw new Error(output)
    await withDatabase(async ({ db }) => {
      const staff = await staffOfSetupToken(db, token, new Date())
      expect(staff).toMatchObject({ email: 'first.owner@example.org', role: 'owner', passwordSet: false })
      expect(await listAudit(db, { action: 'staff.create', subjectId: staff!.id })).toMatchObject([
        { actor: 'command line', staffId: null, before: null, after: { role: 'owner' } },
      ])
    })
  })

  it('with --password and --totp prints the TOTP secret, which signs in', async () => {
    const password = 'Wool-and-felt-2026'
    const { code, output } = await staffCreate([
      '--email',
      'scripted@example.org',
      '--role',
      'merchandiser',
      '--password',
      password,
      '--totp',
    ])
    expect(code, output).toBe(0)
    expect(output).not.toContain('/admin/setup/')
    const secret = /TOTP secret: ([A-Z2-7]+)/.exec(output)?.[1]
    if (!secret) throw new Error(output)
    expect(output).toContain('otpauth://totp/')
    await withDatabase(async ({ db }) => {
      const now = new Date()
      const request = { db, now, clientAddress: '', limits: null }
      const first = await signInWithPassword(request, 'scripted@example.org', password)
      if (!first.ok) throw new Error(first.error)
      expect((await signInWithSecondFactor(request, first.ticket, await totpCode(secret, now))).ok).toBe(true)
    })
  })

  it('refuses a missing role, a password without --totp and an e-mail taken, changing nothing', async () => {
    const noRole = await staffCreate(['--email', 'x@example.org'])
    expect(noRole.code).not.toBe(0)
    expect(noRole.output).toContain('usage: npm run staff:create')
    const noTotp = await staffCreate([
      '--email',
      'x@example.org',
      '--role',
      'owner',
      '--password',
      'Wool-and-felt-2026',
    ])
    expect(noTotp.code).not.toBe(0)
    expect(noTotp.output).toContain('--password and --totp go together')
    const taken = await staffCreate(['--email', 'FIRST.owner@example.org', '--role', 'warehouse'])
    expect(taken.code).not.toBe(0)
    expect(taken.output).toContain('EMAIL_TAKEN')
    await withDatabase(async ({ db }) => {
      // The seed's demo owner, then those the command made.
      expect(await db.selectFrom('staff_member').select('email').orderBy('id').execute()).toEqual([
        { email: DEMO_OWNER.email },
        { email: 'first.owner@example.org' },
        { email: 'scripted@example.org' },
      ])
    })
  })
})
