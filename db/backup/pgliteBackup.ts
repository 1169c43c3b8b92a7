import { existsSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { openPglite } from '../openPglite.ts'
import { lockPgliteFolder } from '../pgliteFolderLock.ts'
import { isEmptyFolder } from '../seedTemplate.ts'
import { BackupRefused } from './backupArchive.ts'

/** The migrations a PGlite folder has applied, in name order (none when it was never migrated). */
async function appliedMigrations(pglite: Awaited<ReturnType<typeof openPglite>>): Promise<string[]> {
  const table = await pglite.query<{ name: string | null }>(
    "select to_regclass('schema_migration')::text as name",
  )
  if (!table.rows[0]?.name) return []
  const { rows } = await pglite.query<{ name: string }>('select name from schema_migration order by name')
  return rows.map((row) => row.name)
}

/**
 * Dumps the PGlite folder (PGlite's `dumpDataDir`, a gzipped tar of its data directory) into
 * `target`. It holds the folder's lock meanwhile, so it is refused while the shop runs on it
 * (the shop keeps the database in its memory: a copy taken beside it would not be consistent).
 */
export async function dumpPglite(pgliteDir: string, target: string): Promise<string[]> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new BackupRefused(`There is no PGlite database in ${pgliteDir} to back up.`)
  const release = lockPgliteFolder(pgliteDir)
  try {
    const pglite = await openPglite(pgliteDir)
    try {
      const migrations = await appliedMigrations(pglite)
      const dump = await pglite.dumpDataDir('gzip')
      await writeFile(target, Buffer.from(await dump.arrayBuffer()))
      return migrations
    } finally {
      await pglite.close()
    }
  } finally {
    release()
  }
}

/** Whether the PGlite folder holds a database (a restore into it needs `--force`). */
export function pgliteHasDatabase(pgliteDir: string): boolean {
  return !isEmptyFolder(pgliteDir)
}

/**
 * Fills `pgliteDir` from a {@link dumpPglite} file: loaded into a folder beside it, checked to
 * open, then swapped in, so a failure leaves the folder as it was. Holds the folder's lock
 * throughout (refused while the shop runs on it).
 */
export async function restorePglite(dumpFile: string, pgliteDir: string): Promise<void> {
  const release = lockPgliteFolder(pgliteDir)
  const incoming = `${pgliteDir}.restoring`
  const replaced = `${pgliteDir}.replaced`
  try {
    await rm(incoming, { recursive: true, force: true })
    const pglite = await openPglite(incoming, { loadDataDir: new Blob([await readFile(dumpFile)]) })
    try {
      await pglite.query('select count(*) from schema_migration')
    } finally {
      await pglite.close()
    }
    await rm(replaced, { recursive: true, force: true })
    if (existsSync(pgliteDir)) await rename(pgliteDir, replaced)
    await rename(incoming, pgliteDir)
    await rm(replaced, { recursive: true, force: true })
  } finally {
    await rm(incoming, { recursive: true, force: true })
    release()
  }
}
