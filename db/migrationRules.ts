import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PROJECT_ROOT } from '../config/projectRoot.ts'
import { knownMigrations } from './migrate.ts'

// The expand/contract rule of docs/deployment.md#upgrades: while a new release migrates, the
// previous one still serves on the same database, so a migration after the last release may only
// add (expand); what removes or reshapes (contract) waits until no serving release reads the old shape.

/** One migration file: its name (`NNNN_words.sql`) and its SQL. */
export interface MigrationFile {
  name: string
  text: string
}

/** A release recorded in `db/releases.json`: the commit deployed and the migrations it shipped. */
export interface Release {
  /** The release's name (its day, `2026-11-29`, with `.2` … for a second one that day). */
  name: string
  /** The commit deployed, 40 hex digits (the upgrade test runs its server). */
  commit: string
  /** The last migration of that commit; later ones are the next release's. */
  lastMigration: string
  /** {@link migrationsDigest} of the migrations up to `lastMigration`: released ones never change. */
  migrationsDigest: string
}

/** A migration allowed to contract, because no release from `unusedSince` on reads what it removes. */
export interface ContractMigration {
  migration: string
  /** The first release whose code no longer reads the old shape; it must be recorded before the migration ships. */
  unusedSince: string
  why: string
}

/** `db/releases.json`: the releases in the order deployed, the last being the one serving now, and the contract migrations. */
export interface ReleaseManifest {
  releases: Release[]
  contractMigrations: ContractMigration[]
}

/** A statement that would break the previous release, and which rule it breaks. */
export interface ContractStatement {
  rule: string
  statement: string
}

/** Where the releases and the contract migrations are recorded (docs/deployment.md#upgrades). */
export const RELEASE_MANIFEST = path.join(PROJECT_ROOT, 'db', 'releases.json')

/** The migration files of this tree, in name order. */
export async function readMigrationFiles(): Promise<MigrationFile[]> {
  return Promise.all(
    (await knownMigrations()).map(async (name) => ({
      name,
      text: await readFile(path.join(PROJECT_ROOT, 'db', 'migrations', name), 'utf8'),
    })),
  )
}

/** `db/releases.json`. */
export async function readReleaseManifest(): Promise<ReleaseManifest> {
  return JSON.parse(await readFile(RELEASE_MANIFEST, 'utf8')) as ReleaseManifest
}

/** sha256 of the migrations' names and texts, in name order: one value a release records. */
export function migrationsDigest(files: MigrationFile[]): string {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name)))
    hash.update(`${file.name}\n${file.text}\n`)
  return hash.digest('hex')
}

/**
 * The statements of a migration that the previous release's server could fail on: dropping or
 * renaming a table, view, column, function or type, changing a column's type, making a column
 * required without a default, dropping a default or an index, emptying a table. A table, view,
 * function or index the same migration creates may be dropped (a work table, a view redefined).
 */
export function contractStatementsOf(sql: string): ContractStatement[] {
  const statements = statementsOf(sql)
  const created = new Set<string>()
  for (const statement of statements) {
    const made =
      /^create (?:or replace )?(?:temp |temporary |unlogged |materialized |unique )?(?:table|view|function|procedure|index|type)(?: concurrently)?(?: if not exists)? ([\w."]+)/.exec(
        statement,
      )
    if (made) created.add(bareName(made[1]!))
  }
  const defaulted = new Set(
    statements.flatMap((statement) =>
      [...statement.matchAll(/alter (?:column )?([\w"]+) set default\b/g)].map((match) =>
        bareName(match[1]!),
      ),
    ),
  )
  const found: ContractStatement[] = []
  const refuse = (rule: string, statement: string) => found.push({ rule, statement })
  for (const statement of statements) {
    const drop =
      /^drop (table|view|materialized view|function|procedure|type|domain|schema|sequence|index)(?: concurrently)?(?: if exists)? (.+?)(?: cascade| restrict)?$/.exec(
        statement,
      )
    if (drop) {
      const names = drop[2]!.split(',').map((name) => bareName(name.replace(/\(.*$/, '').trim()))
      if (!names.every((name) => created.has(name)))
        refuse(`drops ${drop[1] === 'index' ? 'an' : 'a'} ${drop[1]}`, statement)
      continue
    }
    if (/^truncate\b/.test(statement)) {
      refuse('empties a table', statement)
      continue
    }
    if (
      /^alter (?:view|materialized view|function|procedure|type|domain|schema|sequence)\b.* rename\b/.test(
        statement,
      )
    ) {
      refuse('renames', statement)
      continue
    }
    const alterTable = /^alter table (?:if exists )?(?:only )?[\w."]+ (.+)$/.exec(statement)
    if (!alterTable) continue
    for (const action of topLevelParts(alterTable[1]!)) {
      if (/^rename (?:to|column\b|(?!constraint\b)[\w"]+ to\b)/.test(action)) refuse('renames', statement)
      else if (/^drop (?!constraint\b)/.test(action)) refuse('drops a column', statement)
      else if (/^alter (?:column )?[\w"]+ (?:set data )?type\b/.test(action))
        refuse("changes a column's type", statement)
      else if (/^alter (?:column )?[\w"]+ drop default\b/.test(action)) refuse('drops a default', statement)
      else {
        const required = /^alter (?:column )?([\w"]+) set not null\b/.exec(action)
        if (required && !defaulted.has(bareName(required[1]!)))
          refuse('makes a column required without a default', statement)
        const added =
          /^add (?:column )?(?:if not exists )?(?!constraint\b|primary\b|unique\b|check\b|foreign\b|exclude\b)[\w"]+ (.*)$/.exec(
            action,
          )
        if (added && /\bnot null\b/.test(added[1]!) && !/\b(?:default|generated)\b/.test(added[1]!))
          refuse('adds a required column without a default', statement)
      }
    }
  }
  return found
}

/**
 * What the manifest and the migrations break, one sentence each (none: the migrations may ship):
 * a released migration changed, removed or slipped in below the last release, a migration after
 * the last release contracting without being a recorded contract migration, or a contract
 * migration whose `unusedSince` is not a recorded release yet.
 */
export function migrationProblems(files: MigrationFile[], manifest: ReleaseManifest): string[] {
  const last = manifest.releases.at(-1)
  if (!last) return ['db/releases.json records no release']
  const problems: string[] = []
  const released = files.filter((file) => file.name <= last.lastMigration)
  if (migrationsDigest(released) !== last.migrationsDigest)
    problems.push(
      `the migrations up to ${last.lastMigration} differ from those release ${last.name} shipped: a released migration was edited or removed, or a new one numbered below ${last.lastMigration} (number it after)`,
    )
  const releaseNames = new Set(manifest.releases.map((release) => release.name))
  const contracts = new Map(manifest.contractMigrations.map((entry) => [entry.migration, entry]))
  for (const entry of manifest.contractMigrations)
    if (!releaseNames.has(entry.unusedSince))
      problems.push(
        `${entry.migration} may contract only once release ${entry.unusedSince}, which no longer reads what it removes, is recorded (db/releases.json)`,
      )
  for (const file of files) {
    if (file.name <= last.lastMigration || contracts.has(file.name)) continue
    for (const { rule, statement } of contractStatementsOf(file.text))
      problems.push(
        `${file.name} ${rule}, which release ${last.name} may still read: "${statement.slice(0, 120)}" (expand now, contract in a later release: docs/deployment.md#upgrades)`,
      )
  }
  return problems
}

/** The SQL's statements, lower case, one space between words, comments and quoted texts emptied; a DO block's body counts as statements. */
function statementsOf(sql: string): string[] {
  const statements: string[] = []
  let current = ''
  let index = 0
  const flush = () => {
    const statement = current.replace(/\s+/g, ' ').trim().toLowerCase()
    if (statement) statements.push(statement)
    current = ''
  }
  while (index < sql.length) {
    const rest = sql.slice(index)
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', index)
      index = end === -1 ? sql.length : end
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', index + 2)
      index = end === -1 ? sql.length : end + 2
      current += ' '
    } else if (rest.startsWith("'")) {
      // '' inside a literal is a quote; the literal's text is no statement.
      let end = index + 1
      while (end < sql.length && !(sql[end] === "'" && sql[end + 1] !== "'")) end += sql[end] === "'" ? 2 : 1
      index = end + 1
      current += "''"
    } else if (/^\$[a-zA-Z_]*\$/.test(rest)) {
      const tag = /^\$[a-zA-Z_]*\$/.exec(rest)![0]
      const end = sql.indexOf(tag, index + tag.length)
      const body = sql.slice(index + tag.length, end === -1 ? sql.length : end)
      index = end === -1 ? sql.length : end + tag.length
      // A DO block runs now: its statements are the migration's; a function's body runs later.
      if (/^\s*do\s*$/i.test(current))
        statements.push(...statementsOf(body).map((statement) => statement.replace(/^begin /, '')))
      current += ' $$ $$ '
    } else if (sql[index] === ';') {
      flush()
      index += 1
    } else {
      current += sql[index]
      index += 1
    }
  }
  flush()
  return statements.filter((statement) => !/^do \$\$ \$\$/.test(statement))
}

/** The parts of an ALTER TABLE's action list, split at commas outside parentheses. */
function topLevelParts(actions: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const character of actions) {
    if (character === '(') depth += 1
    if (character === ')') depth -= 1
    if (character === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += character
  }
  parts.push(current.trim())
  return parts
}

/** A name without its schema and quotes: `public."Shipping"` → `shipping`. */
function bareName(name: string): string {
  return name.replaceAll('"', '').split('.').at(-1)!.trim()
}
