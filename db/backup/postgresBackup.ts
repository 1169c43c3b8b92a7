import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import pg from 'pg'
import { BackupRefused } from './backupArchive.ts'

/**
 * A connection string split for a client tool: the password goes in its environment rather than
 * on its command line, where any user of the machine could read it in the process list.
 */
function toolConnection(databaseUrl: string): { dbnameOption: string; environment: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const environment: NodeJS.ProcessEnv = { ...process.env }
  if (url.password) environment.PGPASSWORD = decodeURIComponent(url.password)
  url.password = ''
  return { dbnameOption: `--dbname=${url.toString()}`, environment }
}

/** Runs a PostgreSQL client tool; answers what it wrote to its standard output. */
function runTool(tool: string, args: string[], databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: toolConnection(databaseUrl).environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(
              `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), of the server's major version or newer.`,
            )
          : error,
      ),
    )
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new BackupRefused(`${tool} failed (exit code ${code}): ${errors.trim()}`)),
    )
  })
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The migrations the database has applied, in name order (none when it was never migrated). */
function appliedMigrations(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query<{ name: string | null }>(
      "select to_regclass('schema_migration')::text as name",
    )
    if (!table.rows[0]?.name) return []
    const { rows } = await client.query<{ name: string }>('select name from schema_migration order by name')
    return rows.map((row) => row.name)
  })
}

/**
 * Dumps the database with `pg_dump` in its custom format (compressed, one snapshot: consistent
 * while the shop serves). A migration applied during the dump would make the recorded schema
 * level wrong: the backup is then refused, to be run again.
 */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<string[]> {
  const before = await appliedMigrations(databaseUrl)
  await runTool(
    'pg_dump',
    ['--format=custom', `--file=${target}`, toolConnection(databaseUrl).dbnameOption],
    databaseUrl,
  )
  const after = await appliedMigrations(databaseUrl)
  if (before.join() !== after.join())
    throw new BackupRefused('A migration ran while the database was being dumped: run the backup again.')
  return after
}

/** The tables the database has outside PostgreSQL's own schemas and extensions (a restore into it needs `--force`). */
export function postgresTableCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
    )
    return rows[0]?.count ?? 0
  })
}

/**
 * Restores a {@link dumpPostgres} file with `pg_restore` in one transaction (an error leaves the
 * database as it was), owned by the restoring role and without the source's grants, so it
 * restores onto another server whose roles differ. The extensions' comments are left out: only
 * their owner may set them, and `pg_restore` would stop at the first refusal.
 */
export async function restorePostgres(
  dumpFile: string,
  databaseUrl: string,
  listFile: string,
): Promise<void> {
  const contents = await runTool('pg_restore', ['--list', dumpFile], databaseUrl)
  await writeFile(
    listFile,
    contents
      .split('\n')
      .filter((line) => !/ COMMENT - EXTENSION /.test(line))
      .join('\n'),
  )
  await runTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-acl',
      `--use-list=${listFile}`,
      toolConnection(databaseUrl).dbnameOption,
      dumpFile,
    ],
    databaseUrl,
  )
}
