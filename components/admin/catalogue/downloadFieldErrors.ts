import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a downloadable product's file form says, by its code (docs/back-office.md#creating-products). */
export const DOWNLOAD_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  FILE_MISSING: msg`Choose a file to upload.`,
  FILE_NAME_INVALID: msg`This file's name is not a plain file name.`,
  FILE_TOO_LARGE: msg`This file is larger than 20 MB.`,
  NOT_A_DOWNLOAD_FILE: msg`This file is not a PDF, EPUB, ZIP or MP3 file.`,
  NO_TITLE: msg`Give the file a title in one language at least.`,
  TOO_LONG: msg`At most 255 characters.`,
  REQUIRED: msg`Enter the downloads per piece bought (0: unlimited).`,
  INVALID_DOWNLOADS: msg`Enter a whole number from 0 (unlimited) to 999.`,
}
