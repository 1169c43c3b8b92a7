import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BACKUP_FORMAT_VERSION,
  readBackupArchive,
  writeBackupArchive,
  type BackupManifest,
} from './backupArchive.ts'
import { restoreShop } from './shopBackup.ts'

let work: string
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'backup-archive-'))
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

const folder = (name: string) => {
  const made = path.join(work, name)
  mkdirSync(made, { recursive: true })
  return made
}

/** A small backup of a PostgreSQL shop (its dump stands in as a few bytes) with one download. */
async function smallBackup(manifest: Partial<BackupManifest> = {}): Promise<string> {
  const staging = folder('staging')
  mkdirSync(path.join(staging, 'database'))
  writeFileSync(path.join(staging, 'database', 'postgres.dump'), 'PGDMP not really')
  mkdirSync(path.join(staging, 'files', 'downloads'), { recursive: true })
  writeFileSync(path.join(staging, 'files', 'downloads', 'guide.pdf'), '%PDF-1.7')
  const file = path.join(work, 'shop.backup')
  await writeBackupArchive(staging, file, {
    databaseKind: 'postgres',
    schemaMigration: '0001_catalogue.sql',
    migrations: ['0001_catalogue.sql'],
    createdAt: '2026-11-29T08:00:00.000Z',
    ...manifest,
  })
  return file
}

/** The same archive with its manifest changed (what a newer shop, or a hand, would write). */
async function withManifest(file: string, change: (manifest: BackupManifest) => object): Promise<string> {
  const unpacked = folder('unpacked')
  await tar.extract({ file, cwd: unpacked })
  const manifestFile = path.join(unpacked, 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  writeFileSync(manifestFile, JSON.stringify(change(manifest)))
  const changed = path.join(work, 'changed.backup')
  await tar.create({ file: changed, cwd: unpacked }, readdirSync(unpacked))
  return changed
}

describe('the backup archive', () => {
  it('reads back what it wrote, its manifest first, and leaves no partial file beside it', async () => {
    const file = await smallBackup()
    const names: string[] = []
    await tar.list({ file, onReadEntry: (entry) => names.push(entry.path) })
    expect(names).toEqual(['manifest.json', 'database/postgres.dump', 'files/downloads/guide.pdf'])
    expect(readdirSync(work).sort()).toEqual(['shop.backup', 'staging'])
    const manifest = await readBackupArchive(file, folder('read'))
    expect(manifest).toMatchObject({
      format: 'slipper-shop-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      databaseKind: 'postgres',
      schemaMigration: '0001_catalogue.sql',
      entries: [
        { path: 'database/postgres.dump', size: 16 },
        { path: 'files/downloads/guide.pdf', size: 8 },
      ],
    })
  })

  it('refuses a newer format, a file its manifest does not list, and a tar that is not a backup', async () => {
    const file = await smallBackup()
    const newer = await withManifest(file, (manifest) => ({
      ...manifest,
      formatVersion: BACKUP_FORMAT_VERSION + 1,
    }))
    await expect(readBackupArchive(newer, folder('newer'))).rejects.toThrow(
      `made by a newer version of the shop (this one reads format ${BACKUP_FORMAT_VERSION})`,
    )
    rmSync(path.join(work, 'unpacked'), { recursive: true })
    const unlisted = await withManifest(file, (manifest) => ({
      ...manifest,
      entries: manifest.entries.filter((entry) => !entry.path.startsWith('files/')),
    }))
    await expect(readBackupArchive(unlisted, folder('unlisted'))).rejects.toThrow(
      'is damaged or truncated (files/downloads/guide.pdf is not in its manifest)',
    )
    rmSync(path.join(work, 'unpacked'), { recursive: true })
    const other = await withManifest(file, () => ({ format: 'something-else' }))
    await expect(readBackupArchive(other, folder('other'))).rejects.toThrow('is not a backup of this shop')
  })

  it('is not restored into a shop of the other database kind, which is left empty', async () => {
    const file = await smallBackup()
    const dataDir = path.join(work, 'pglite-shop')
    await expect(
      restoreShop({ dataDir, dataPaths: ['downloads'], contentFolders: ['downloads'] }, file, {
        force: false,
      }),
    ).rejects.toThrow('is a backup of a PostgreSQL database, and this shop runs on PGlite')
    expect(readdirSync(dataDir)).toEqual([])
  })
})
