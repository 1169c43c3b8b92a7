import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { knownMigrations } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { dropShopObjects } from '../dropShopObjects.ts'
import { assertPgliteFolderFree } from '../pgliteFolderLock.ts'
import { BackupRefused, readBackupArchive, writeBackupArchive, type BackupManifest } from './backupArchive.ts'
import { dumpPglite, pgliteHasDatabase, restorePglite } from './pgliteBackup.ts'
import { dumpPostgres, postgresTableCount, restorePostgres } from './postgresBackup.ts'

/** The shop whose data is backed up or restored. */
export interface ShopDataLocation {
  /** DATA_DIR: PGlite's `db` folder (without `databaseUrl`) and the files below. */
  dataDir: string
  /** PostgreSQL connection string; PGlite in `dataDir/db` when absent. */
  databaseUrl?: string
  /** Files and folders of `dataDir` (relative paths) a backup carries with the database. */
  dataPaths: string[]
  /** Those of `dataPaths` whose files make a target not empty (a restore over them needs `force`). */
  contentFolders: string[]
}

const PGLITE_DUMP = 'database/pglite.tar.gz'
const POSTGRES_DUMP = 'database/postgres.dump'
const FILES = 'files'

const pgliteDirOf = (location: ShopDataLocation) => path.join(location.dataDir, 'db')

/** Files half written by the shop (renamed once complete): not part of its data yet. */
const isComplete = (source: string) => !source.endsWith('.partial')

async function hasFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.some((entry) => entry.isFile())
}

/**
 * Writes one backup file of the shop at `target`: its database (a PGlite data folder dump, or
 * `pg_dump`'s custom format) and the files of `dataPaths`, with a manifest. The parts are
 * gathered in a folder beside `target`, removed afterwards.
 */
export async function backupShop(location: ShopDataLocation, target: string): Promise<BackupManifest> {
  const destination = path.resolve(target)
  if (!(await stat(path.dirname(destination)).catch(() => null))?.isDirectory())
    throw new BackupRefused(`The folder of ${destination} does not exist.`)
  const staging = await mkdtemp(path.join(path.dirname(destination), '.shop-backup-'))
  try {
    await mkdir(path.join(staging, 'database'))
    const databaseKind = location.databaseUrl ? 'postgres' : 'pglite'
    const migrations = location.databaseUrl
      ? await dumpPostgres(location.databaseUrl, path.join(staging, POSTGRES_DUMP))
      : await dumpPglite(pgliteDirOf(location), path.join(staging, PGLITE_DUMP))
    // After the database: a file is written before the row naming it commits, so every row of the dump finds its file.
    for (const dataPath of location.dataPaths) {
      const source = path.join(location.dataDir, dataPath)
      if (existsSync(source))
        await cp(source, path.join(staging, FILES, dataPath), { recursive: true, filter: isComplete })
    }
    return await writeBackupArchive(staging, destination, {
      databaseKind,
      schemaMigration: migrations.at(-1) ?? null,
      migrations,
      createdAt: new Date().toISOString(),
    })
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** What of the target a restore would replace, in words; empty when nothing. */
async function targetContents(location: ShopDataLocation): Promise<string[]> {
  const found: string[] = []
  if (location.databaseUrl) {
    const tables = await postgresTableCount(location.databaseUrl)
    if (tables > 0) found.push(`the database has ${tables} tables`)
  } else if (pgliteHasDatabase(pgliteDirOf(location))) found.push(`${pgliteDirOf(location)} holds a database`)
  for (const folder of location.contentFolders)
    if (await hasFiles(path.join(location.dataDir, folder)))
      found.push(`${path.join(location.dataDir, folder)} holds files`)
  return found
}

/**
 * Restores a {@link backupShop} file into the shop at `location`. Refused, with nothing changed:
 * a target that is not empty (unless `force`), a PGlite folder a running shop holds, a damaged
 * or truncated file, a backup of the other database kind, or one whose schema has migrations
 * this code does not know (a newer version of the shop made it). An older schema is fine: the
 * shop applies the missing migrations when it starts.
 */
export async function restoreShop(
  location: ShopDataLocation,
  source: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const file = path.resolve(source)
  if (!location.databaseUrl) assertPgliteFolderFree(pgliteDirOf(location))
  const contents = await targetContents(location)
  if (contents.length > 0 && !options.force)
    throw new BackupRefused(
      `The shop to restore into is not empty (${contents.join('; ')}). Restore into an empty DATA_DIR and database, or add --force to replace what is there.`,
    )
  await mkdir(location.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(location.dataDir, '.restore-'))
  try {
    const manifest = await readBackupArchive(file, staging)
    const kind = location.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.databaseKind !== kind)
      throw new BackupRefused(
        `${file} is a backup of a ${manifest.databaseKind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database, and this shop runs on ${kind === 'pglite' ? 'PGlite (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)'}: restore it into a shop of the same kind.`,
      )
    const known = new Set(await knownMigrations())
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length > 0)
      throw new BackupRefused(
        `${file} comes from a newer version of the shop: its database has migrations this version does not know (${unknown.join(', ')}). Restore it with the version that made it, or a newer one.`,
      )
    if (location.databaseUrl) {
      if (contents.length > 0) {
        const database = await openDatabase({ databaseUrl: location.databaseUrl, prepare: false })
        try {
          await dropShopObjects(database.db)
        } finally {
          await database.close()
        }
      }
      await restorePostgres(
        path.join(staging, POSTGRES_DUMP),
        location.databaseUrl,
        path.join(staging, 'list'),
      )
    } else await restorePglite(path.join(staging, PGLITE_DUMP), pgliteDirOf(location))
    for (const dataPath of location.dataPaths) {
      const target = path.join(location.dataDir, dataPath)
      const restored = path.join(staging, FILES, dataPath)
      // What the backup lacks stays in the target (a secret of its own), unless `force` makes it the backup's exactly.
      if (!existsSync(restored) && !options.force) continue
      await rm(target, { recursive: true, force: true })
      if (!existsSync(restored)) continue
      await mkdir(path.dirname(target), { recursive: true })
      await rename(restored, target)
    }
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
