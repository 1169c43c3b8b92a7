import type { FastifyRequest } from 'fastify'
import type {} from '@fastify/multipart'
import type { UploadedContent } from '../../domain/backoffice/catalogue/productPictures.ts'
import type { FormBody } from '../forms/formFields.ts'
import { ADMIN_CSRF_COOKIE } from './adminCookies.ts'
import { isCsrfTokenRight } from './adminCsrf.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** A back-office multipart form's file (docs/back-office.md#pictures), null when none was read. */
    pictureUpload: UploadedContent | null
  }
}

/** A browser sends a file's own name, never a path: one with a separator, `..` or a control character is forged. */
function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f]|^\.\.?$|\.\./.test(name)
}

/**
 * Reads a multipart form into `request.body` (its text fields, as @fastify/formbody would) and
 * `request.pictureUpload`, so the admin guard checks its CSRF token like any form's. The file
 * is kept in memory only when the form's `_csrf` field came before it and is right, and only
 * up to the size limit: a larger one is dropped as it arrives and reads as `TOO_LARGE`. A
 * malformed body leaves no fields (the guard then refuses it).
 */
export async function readPictureUpload(request: FastifyRequest, secret: string): Promise<void> {
  const fields: FormBody = Object.create(null) as FormBody
  let upload: UploadedContent = 'MISSING'
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value
        continue
      }
      const trusted = isCsrfTokenRight(secret, request.cookies[ADMIN_CSRF_COOKIE], String(fields._csrf ?? ''))
      if (!trusted || part.fieldname !== 'file') {
        part.file.resume()
        continue
      }
      const chunks: Buffer[] = []
      for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk as Buffer)
      const content = Buffer.concat(chunks)
      upload = part.file.truncated
        ? 'TOO_LARGE'
        : content.length === 0
          ? 'MISSING'
          : isPlainFileName(part.filename)
            ? content
            : 'BAD_NAME'
    }
  } catch (error) {
    request.log.info({ err: error }, 'malformed multipart form')
    request.body = {}
    request.pictureUpload = null
    return
  }
  request.body = fields
  request.pictureUpload = upload
}
