import { PICTURE_MAX_BYTES } from '../../domain/media/pictureRenditions.ts'

/** @fastify/multipart's limits for the back office (registered with `throwFileSizeLimit: false`): one file of at most 20 MB and a few short fields. */
export const PICTURE_UPLOAD_LIMITS = {
  fileSize: PICTURE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 8 * 1024,
  parts: 21,
} as const

/** Busboy keeps the name as sent (`preservePath`), so a name with a path is seen, and refused, rather than cut silently. */
export const PICTURE_UPLOAD_OPTIONS = {
  limits: PICTURE_UPLOAD_LIMITS,
  throwFileSizeLimit: false,
  preservePath: true,
}
