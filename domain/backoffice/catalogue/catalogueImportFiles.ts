import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** The default largest file the import takes, in bytes (`IMPORT_MAX_MB` changes it). */
export const IMPORT_DEFAULT_MAX_BYTES = 200 * 1024 * 1024

/** How much of a file's start is kept to tell its format (the header line is within it). */
const HEAD_CHARACTERS = 64 * 1024

/** An uploaded file written to disk: the server-made key it is stored under, its size, its first characters. */
export interface StoredImportFile {
  key: string
  bytes: number
  /** The file's first characters (its header line): the format is read from them. */
  head: string
}

/** Why an uploaded file was not kept. */
export type ImportFileRefusal = 'FILE_MISSING' | 'FILE_TOO_LARGE' | 'FILE_NOT_UTF8'

/**
 * Where uploaded import files wait for their job (docs/back-office.md#csv-import-and-export):
 * `DATA_DIR/imports/<uuid>.csv`, written as the upload arrives (never whole in memory) and
 * read back as a stream. The uploader's file name is never part of the path.
 */
export interface ImportFileStore {
  /**
   * Writes a file as it arrives, checking it is UTF-8 and at most `maxBytes` (a larger one is
   * read to its end and dropped). `truncated` says whether the sender's limit cut it (multipart).
   */
  save(
    source: AsyncIterable<Uint8Array> | string,
    maxBytes: number,
    truncated?: () => boolean,
  ): Promise<StoredImportFile | ImportFileRefusal>
  /** The stored file as a stream of bytes. */
  open(key: string): Readable
  /** Removes a stored file; one already gone is no error. */
  remove(key: string): Promise<void>
}

/** The import files' folder of a data directory. */
export function importsDirOf(dataDir: string): string {
  return path.join(dataDir, 'imports')
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** An {@link ImportFileStore} in a folder; keys are random UUIDs the server made. */
export function folderImportFiles(dir: string): ImportFileStore {
  const pathOf = (key: string) => {
    // The one guard against a key becoming a path: only keys the server made.
    if (!KEY.test(key)) throw new Error(`not an import file key: ${key}`)
    return path.join(dir, `${key}.csv`)
  }
  return {
    async save(source, maxBytes, truncated = () => false) {
      await mkdir(dir, { recursive: true })
      const key = randomUUID()
      const target = pathOf(key)
      const partial = `${target}.partial`
      const decoder = new TextDecoder('utf-8', { fatal: true })
      let bytes = 0
      let head = ''
      let refusal: ImportFileRefusal | null = null
      async function* checked(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          bytes += chunk.length
          if (bytes > maxBytes) refusal = 'FILE_TOO_LARGE'
          // A refused file is still read to its end (the form's other parts follow it), but not kept.
          if (refusal) continue
          try {
            const text = decoder.decode(chunk, { stream: true })
            if (head.length < HEAD_CHARACTERS) head += text.slice(0, HEAD_CHARACTERS - head.length)
          } catch {
            refusal = 'FILE_NOT_UTF8'
            continue
          }
          yield chunk
        }
      }
      const input = typeof source === 'string' ? Readable.from([Buffer.from(source)]) : Readable.from(source)
      try {
        await pipeline(input, checked, createWriteStream(partial))
        if (!refusal) decoder.decode()
      } catch (error) {
        await rm(partial, { force: true })
        if (error instanceof TypeError && !refusal) return 'FILE_NOT_UTF8'
        throw error
      }
      if (truncated()) refusal = 'FILE_TOO_LARGE'
      if (!refusal && bytes === 0) refusal = 'FILE_MISSING'
      if (refusal) {
        await rm(partial, { force: true })
        return refusal
      }
      await rename(partial, target)
      return { key, bytes, head }
    },
    open(key) {
      return createReadStream(pathOf(key))
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
