import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isPictureFileName } from './pictureRenditions.ts'

/**
 * Where uploaded pictures' renditions are kept: a folder today (DATA_DIR/media/uploads); an
 * S3-compatible bucket would be another implementation of these two calls.
 */
export interface PictureStorage {
  /** Stores a file under a server-made name (`isPictureFileName`). */
  save(name: string, data: Buffer): Promise<void>
  /** Removes a file; one already gone is no error. */
  remove(name: string): Promise<void>
}

/** The uploads folder of a data directory. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'media', 'uploads')
}

/** A {@link PictureStorage} in a folder: each file written beside then renamed, so a reader never sees half of one. */
export function folderPictureStorage(dir: string): PictureStorage {
  const pathOf = (name: string) => {
    // The one guard against a name becoming a path: only names the server made.
    if (!isPictureFileName(name)) throw new Error(`not a picture file name: ${name}`)
    return path.join(dir, name)
  }
  return {
    async save(name, data) {
      const target = pathOf(name)
      await mkdir(dir, { recursive: true })
      const partial = `${target}.${process.pid}.partial`
      await writeFile(partial, data)
      await rename(partial, target)
    },
    async remove(name) {
      await rm(pathOf(name), { force: true })
    },
  }
}
