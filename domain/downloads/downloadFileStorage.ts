import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { downloadStoragePath } from './downloadStorage.ts'

/** Where the files of downloadable products are kept (DATA_DIR/downloads), by storage key. */
export interface DownloadFileStorage {
  /** Stores a file under a server-made storage key (`uploads/<uuid>.<ext>`). */
  save(storageKey: string, data: Buffer): Promise<void>
  /** Removes a file; one already gone is no error. */
  remove(storageKey: string): Promise<void>
}

/**
 * A {@link DownloadFileStorage} in the data folder: keys go through `downloadStoragePath`, the
 * one guard against a key leaving the downloads folder; each file is written beside then
 * renamed, so a download never reads half of one.
 */
export function folderDownloadStorage(dataDir: string): DownloadFileStorage {
  const pathOf = (storageKey: string) => {
    const target = downloadStoragePath(dataDir, storageKey)
    if (target === null) throw new Error(`not a storage key: ${storageKey}`)
    return target
  }
  return {
    async save(storageKey, data) {
      const target = pathOf(storageKey)
      await mkdir(path.dirname(target), { recursive: true })
      const partial = `${target}.${process.pid}.partial`
      await writeFile(partial, data)
      await rename(partial, target)
    },
    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true })
    },
  }
}
