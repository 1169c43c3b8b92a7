import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a picture's form says, by its code (docs/back-office.md#pictures). */
export const PICTURE_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  FILE_MISSING: msg`Choose a picture to upload.`,
  FILE_NAME_INVALID: msg`This file's name is not a plain file name.`,
  FILE_TOO_LARGE: msg`This file is larger than 20 MB.`,
  NOT_AN_IMAGE: msg`This file is not a JPEG, PNG, WebP or AVIF picture.`,
  TOO_MANY_PIXELS: msg`This picture has more than 40 megapixels.`,
  UNKNOWN_COLOUR: msg`Choose among the product's colours.`,
  INVALID_POSITION: msg`Enter a whole number from 1 to 999.`,
  ALT_TOO_LONG: msg`At most 250 characters.`,
}
