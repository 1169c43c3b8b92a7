import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a product's page says, by its code. */
export const PRODUCT_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required once the language has a translation.`,
  TOO_LONG: msg`Too long.`,
  INVALID_URL_KEY: msg`Use lower-case letters, digits and single dashes only, such as “chausson-laine”.`,
  URL_KEY_TAKEN: msg`Another page of this language already has this URL key.`,
  NO_DOWNLOAD_FILE: msg`Add a file under “Files sold” first: a downloadable product without a file cannot be switched on.`,
}
