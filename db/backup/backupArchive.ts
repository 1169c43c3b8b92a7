import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'

/** What a backup's manifest says it is: any other file is refused. */
export const BACKUP_FORMAT = 'slipper-shop-backup'
/** The layout of the archive this code writes and reads; a higher one is refused. */
export const BACKUP_FORMAT_VERSION = 1
/** The archive's first entry. */
export const MANIFEST_NAME = 'manifest.json'

/** A file of the archive with its size and SHA-256, checked before anything is restored. */
export interface BackupEntry {
  path: string
  size: number
  sha256: string
}

/** What `manifest.json` holds: enough to refuse a backup before touching the target. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  databaseKind: 'pglite' | 'postgres'
  /** The last migration the database had applied: its schema level. */
  schemaMigration: string | null
  /** Every migration the database had applied, in name order. */
  migrations: string[]
  /** ISO 8601, UTC. */
  createdAt: string
  /** Every other file of the archive. */
  entries: BackupEntry[]
}

/** A backup or restore that cannot be done; its message says why and what to do. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefused'
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** The files under `root`, as archive paths (forward slashes), in name order. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Writes a file's bytes to disk before it is renamed: a crash then leaves the old backup or the whole new one. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Packs a staging folder (its `database/` and `files/`) into one tar at `target`, the manifest
 * first with every file's size and SHA-256. Written beside the target and renamed once complete,
 * so `target` is never half a backup.
 */
export async function writeBackupArchive(
  stagingDir: string,
  target: string,
  manifest: Omit<BackupManifest, 'format' | 'formatVersion' | 'entries'>,
): Promise<BackupManifest> {
  const entries: BackupEntry[] = []
  for (const file of await filesUnder(stagingDir)) {
    const absolute = path.join(stagingDir, file)
    entries.push({ path: file, size: (await stat(absolute)).size, sha256: await sha256Of(absolute) })
  }
  const complete: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...manifest,
    entries,
  }
  await writeFile(path.join(stagingDir, MANIFEST_NAME), `${JSON.stringify(complete, null, 2)}\n`)
  const partial = `${target}.${process.pid}.partial`
  try {
    await tar.create({ file: partial, cwd: stagingDir, portable: true }, [
      MANIFEST_NAME,
      ...entries.map((entry) => entry.path),
    ])
    await flushToDisk(partial)
    await rename(partial, target)
  } finally {
    await rm(partial, { force: true })
  }
  return complete
}

function damaged(file: string, why: string): BackupRefused {
  return new BackupRefused(
    `The backup file ${file} is damaged or truncated (${why}); nothing was restored. Use another copy of it.`,
  )
}

function isManifest(value: unknown): value is BackupManifest {
  const manifest = value as Partial<BackupManifest> | null
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.formatVersion === 'number' &&
    (manifest.databaseKind === 'pglite' || manifest.databaseKind === 'postgres') &&
    Array.isArray(manifest.migrations) &&
    manifest.migrations.every((name) => typeof name === 'string') &&
    Array.isArray(manifest.entries) &&
    manifest.entries.every(
      (entry) =>
        typeof entry?.path === 'string' && typeof entry.size === 'number' && typeof entry.sha256 === 'string',
    )
  )
}

/**
 * Unpacks a backup into the empty folder `into` and checks it whole: a tar that ends early or
 * has a bad header, a missing or unreadable manifest, an unknown format or a newer layout, a
 * file missing, added or whose size or SHA-256 differs. Answers the manifest; throws
 * {@link BackupRefused} otherwise, having changed nothing but `into`.
 */
export async function readBackupArchive(file: string, into: string): Promise<BackupManifest> {
  const found = await stat(file).catch(() => null)
  if (!found?.isFile()) throw new BackupRefused(`There is no backup file at ${file}.`)
  try {
    await tar.extract({
      file,
      cwd: into,
      // Any damage the tar reader notices (a truncated entry, a bad header checksum) is an error, not a warning.
      strict: true,
      // Plain files and folders only: a link could make a later entry land outside `into`.
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
  } catch (error) {
    throw damaged(file, error instanceof Error ? error.message : String(error))
  }
  let manifest: unknown
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST_NAME), 'utf8'))
  } catch {
    throw damaged(file, `no readable ${MANIFEST_NAME}`)
  }
  if ((manifest as { format?: unknown } | null)?.format !== BACKUP_FORMAT)
    throw new BackupRefused(`${file} is not a backup of this shop (no ${BACKUP_FORMAT} manifest).`)
  if (!isManifest(manifest)) throw damaged(file, `${MANIFEST_NAME} lacks some of its fields`)
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupRefused(
      `${file} is a backup of format ${manifest.formatVersion}, made by a newer version of the shop (this one reads format ${BACKUP_FORMAT_VERSION}): restore it with that version.`,
    )
  const listed = new Set(manifest.entries.map((entry) => entry.path))
  const unpacked = (await filesUnder(into)).filter((name) => name !== MANIFEST_NAME)
  const unlisted = unpacked.find((name) => !listed.has(name))
  if (unlisted !== undefined) throw damaged(file, `${unlisted} is not in its manifest`)
  for (const entry of manifest.entries) {
    const absolute = path.join(into, ...entry.path.split('/'))
    if (!absolute.startsWith(`${path.resolve(into)}${path.sep}`))
      throw damaged(file, `${entry.path} is outside it`)
    const size = (await stat(absolute).catch(() => null))?.size
    if (size === undefined) throw damaged(file, `${entry.path} is missing`)
    if (size !== entry.size || (await sha256Of(absolute)) !== entry.sha256)
      throw damaged(file, `${entry.path} does not match its checksum`)
  }
  return manifest
}
