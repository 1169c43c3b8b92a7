import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { isPictureFileName, type PictureFormat } from './pictureRenditions.ts'

/**
 * Where uploaded pictures' renditions are kept: a folder (DATA_DIR/media/uploads) or an
 * S3-compatible bucket (`s3PictureStorage.ts`), chosen by the `MEDIA_S3_*` settings.
 */
export interface PictureStorage {
  /** Stores a file under a server-made name (`isPictureFileName`). */
  save(name: string, data: Buffer): Promise<void>
  /** Removes a file; one already gone is no error. */
  remove(name: string): Promise<void>
  /** The content of a stored file as a stream, or null when there is none. */
  read(name: string): Promise<Readable | null>
}

/** Content type of a rendition, by its format. */
export const PICTURE_CONTENT_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

/** The content type of a rendition's file name. */
export function pictureContentType(name: string): string {
  return name.endsWith('.avif') ? PICTURE_CONTENT_TYPES.avif : PICTURE_CONTENT_TYPES.webp
}

/** Cache-Control of a rendition: its name is its content's hash, so it never changes. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Refuses any name the server did not make: the one guard against a name becoming a path
 * or an object key a visitor chose.
 */
export function checkedPictureName(name: string): string {
  if (!isPictureFileName(name)) throw new Error(`not a picture file name: ${name}`)
  return name
}

/** The uploads folder of a data directory. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'media', 'uploads')
}

/** A {@link PictureStorage} in a folder: each file written beside then renamed, so a reader never sees half of one. */
export function folderPictureStorage(dir: string): PictureStorage {
  const pathOf = (name: string) => path.join(dir, checkedPictureName(name))
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
    async read(name) {
      // Opened first so a missing file is a null here rather than an error in the middle of a reply.
      const handle = await open(pathOf(name)).catch(() => null)
      return handle ? handle.createReadStream() : null
    },
  }
}
