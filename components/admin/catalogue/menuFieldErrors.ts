import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a menu entry's form says, by its code. */
export const MENU_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  TOO_LONG: msg`Too long.`,
  UNSAFE_URL: msg`Enter an address starting with https:// or http://, or a path of the store starting with /, such as /faq.`,
  LINK_UNSAFE_URL: msg`Enter an address starting with https://, or a path of the store starting with /, such as /contact.`,
  PATH_NOT_FOUND: msg`No page of the store has this path in this language: check it on the store.`,
  PICTURE_NOT_FOUND: msg`Choose a picture in the list.`,
  PRODUCT_NOT_FOUND: msg`No product has this SKU or this name in the store's language.`,
  PRODUCT_AMBIGUOUS: msg`Several products have this name: enter the SKU instead.`,
}
