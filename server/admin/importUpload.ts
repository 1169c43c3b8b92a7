import type { FastifyRequest } from 'fastify'
import type {
  ImportFileRefusal,
  ImportFileStore,
  StoredImportFile,
} from '../../domain/backoffice/catalogue/catalogueImportFiles.ts'
import type { FormBody } from '../forms/formFields.ts'
import { ADMIN_CSRF_COOKIE } from './adminCookies.ts'
import { isCsrfTokenRight } from './adminCsrf.ts'
import { PICTURE_UPLOAD_LIMITS } from './uploadLimits.ts'

/** A catalogue CSV upload as the form's edge read it: stored on disk with the uploader's own file name, or why not. */
export type ImportUpload =
  { file: StoredImportFile; fileName: string; kept: boolean } | ImportFileRefusal | 'FILE_NAME_INVALID'

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSV import form's file (docs/back-office.md#csv-import-and-export), null when none was read. */
    importUpload: ImportUpload | null
  }
}

/** A browser sends a file's own name, never a path: one with a separator, `..` or a control character is forged. */
function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f]|^\.\.?$|\.\./.test(name)
}

/**
 * Reads the CSV import's multipart form into `request.body` and `request.importUpload`, so the
 * admin guard checks its CSRF token like any form's. The file is streamed to disk under
 * DATA_DIR/imports (never held in memory) only when the form's `_csrf` field came before it and
 * is right; past `maxBytes` busboy cuts it, the rest is read and dropped, and it reads as
 * `FILE_TOO_LARGE`. A stored file no job took is removed when the answer is sent ({@link removeUnclaimedImport}).
 */
export async function readImportUpload(
  request: FastifyRequest,
  secret: string,
  files: ImportFileStore,
  maxBytes: number,
): Promise<void> {
  const fields: FormBody = Object.create(null) as FormBody
  let upload: ImportUpload = 'FILE_MISSING'
  try {
    for await (const part of request.parts({ limits: { ...PICTURE_UPLOAD_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value
        continue
      }
      const trusted = isCsrfTokenRight(secret, request.cookies[ADMIN_CSRF_COOKIE], String(fields._csrf ?? ''))
      if (!trusted || part.fieldname !== 'file' || typeof upload !== 'string') {
        part.file.resume()
        continue
      }
      if (!isPlainFileName(part.filename)) {
        part.file.resume()
        upload = 'FILE_NAME_INVALID'
        continue
      }
      const saved = await files.save(part.file, maxBytes, () => part.file.truncated)
      upload = typeof saved === 'string' ? saved : { file: saved, fileName: part.filename, kept: false }
      // Set at once: a failure of a later part still finds it to remove.
      request.importUpload = upload
    }
  } catch (error) {
    request.log.info({ err: error }, 'malformed multipart form')
    request.body = {}
    return
  }
  request.body = fields
  request.importUpload = upload
}

/** Removes an uploaded file that no job took (the guard refused the form, or the page answered an error). */
export async function removeUnclaimedImport(request: FastifyRequest, files: ImportFileStore): Promise<void> {
  const upload = request.importUpload
  if (upload && typeof upload === 'object' && !upload.kept) await files.remove(upload.file.key)
}
