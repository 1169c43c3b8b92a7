import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MutationErrorCode } from '../../graphql/client/generated/schemaTypes.ts'

/**
 * What the shopper reads for each mutation error code, in the store's language: the API's
 * `errorMessage` is English for logs and developers, so forms translate the code instead.
 */
export const MUTATION_ERROR_MESSAGES: Record<MutationErrorCode, MessageDescriptor> = {
  INVALID_LENGTH: msg`Please fill in this field, within the length allowed.`,
  INVALID_RATING: msg`Please choose a rating from 1 to 5 stars.`,
  INVALID_EMAIL: msg`Please enter a valid e-mail address.`,
  PRODUCT_NOT_FOUND: msg`This product is no longer available.`,
  CURRENCY_NOT_AVAILABLE: msg`This currency is not available in this store.`,
  SIGN_IN_REQUIRED: msg`Please sign in to use this feature.`,
  EDITOR_ONLY: msg`Only signed-in editors can do this.`,
}
