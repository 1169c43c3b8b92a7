import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a page's or block's form says, by the rule's code. */
export const CONTENT_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  TOO_LONG: msg`Too long: a title has at most 200 characters, a meta description 300, the HTML 100,000.`,
  IDENTIFIER_FORMAT: msg`Use 2 to 63 lower-case letters, digits, dashes or underscores, such as “winter-sale”.`,
  IDENTIFIER_TAKEN: msg`Another page or block of this language already has this identifier.`,
  LANGUAGE_UNKNOWN: msg`Choose among the shop's stores.`,
  URL_KEY_FORMAT: msg`Use lower-case words without accents joined by dashes, such as “our-workshops”.`,
  URL_KEY_TAKEN: msg`Another page, product or category of this store already has this address.`,
  URL_KEY_FIXED: msg`The law requires this page: it keeps its address, which the footer links to.`,
  DATE_FORMAT: msg`Enter a day as YYYY-MM-DD, or leave it blank.`,
  LINK_INVALID: msg`A link must be a web address (http or https), an e-mail or phone link, or a path of the store starting with “/”.`,
  REQUIRED_PAGE: msg`The law requires this page: it stays published, from now on.`,
  SKU_UNKNOWN: msg`No product has this SKU (a size's SKU is not a product's): search for it above.`,
  MEDIA_UNKNOWN: msg`No picture of the media library has this name: choose one of the list.`,
  COLOR_FORMAT: msg`Enter a colour as #rrggbb, such as #fff3ed, or leave it blank.`,
  WIDGET_TYPE_REQUIRED: msg`Choose the type of widget to add.`,
  WIDGET_NOT_ALLOWED_HERE: msg`The shop does not show this widget here: a slider takes no product carousel (both scroll sideways). Choose another type.`,
  TOO_DEEP: msg`The shop shows parts three levels deep at most: add the widget to a part nearer the top.`,
  NOT_A_CONTAINER: msg`Only a row, a slider or a slide holds widgets: this part is none (it may have moved; reload the page).`,
}
