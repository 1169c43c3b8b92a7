import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from './openDatabase.ts'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

const DB_DIR = path.join(PROJECT_ROOT, 'db')

// What a seeded database is made of: migrations, the seed (with its subfolders) and the shop configuration it writes into pages (config/).
const SOURCES = [
  path.join(DB_DIR, 'migrations'),
  path.join(DB_DIR, 'seed'),
  path.join(PROJECT_ROOT, 'config'),
  // The demo orders are moved through the shop's own status rules.
  path.join(PROJECT_ROOT, 'domain', 'orders', 'orderStatus.ts'),
  path.join(PROJECT_ROOT, 'domain', 'orders', 'moveOrder.ts'),
  // The cost the seeded passwords are hashed at.
  path.join(PROJECT_ROOT, 'domain', 'accounts', 'passwords.ts'),
]
const LOCK_POLL_MS = 200
const STALE_LOCK_MS = 180_000

/** A hash of everything a seeded database is made of: a template is rebuilt when it changes. */
export function seedSourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    const files = statSync(source).isDirectory()
      ? readdirSync(source, { recursive: true, encoding: 'utf8' })
          .sort()
          .map((file) => path.join(source, file))
          // Tests beside the seed do not change what it writes.
          .filter((file) => statSync(file).isFile() && !file.endsWith('.test.ts'))
      : [source]
    for (const file of files) hash.update(path.relative(DB_DIR, file)).update(readFileSync(file))
  }
  return hash.digest('hex')
}

/**
 * A seeded PGlite folder under `templateRoot`, built once per version of the migrations and
 * seed (concurrent processes wait for the one building it). Tests copy it instead of seeding.
 */
export async function ensureSeededTemplate(templateRoot: string): Promise<string> {
  const fingerprint = seedSourceFingerprint()
  const marker = path.join(templateRoot, 'fingerprint')
  const dbDir = path.join(templateRoot, 'db')
  const lockDir = `${templateRoot}.lock`
  for (;;) {
    if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return dbDir
    try {
      mkdirSync(path.dirname(lockDir), { recursive: true })
      mkdirSync(lockDir)
    } catch {
      // A builder killed half-way leaves its lock behind: take over a lock older than a build can be.
      const lock = statSync(lockDir, { throwIfNoEntry: false })
      if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true })
      await sleep(LOCK_POLL_MS)
      continue
    }
    try {
      rmSync(templateRoot, { recursive: true, force: true })
      mkdirSync(templateRoot, { recursive: true })
      const database = await openDatabase({ pgliteDir: dbDir })
      await database.close()
      writeFileSync(marker, fingerprint)
    } finally {
      rmSync(lockDir, { recursive: true, force: true })
    }
  }
}

/** Fills an empty PGlite folder with a copy of the seeded template (fast test start-up). */
export async function copySeededTemplate(templateRoot: string, targetDir: string): Promise<void> {
  cpSync(await ensureSeededTemplate(templateRoot), targetDir, { recursive: true })
}

/** Whether a PGlite folder is missing or empty (a database to create). */
export function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0
}
