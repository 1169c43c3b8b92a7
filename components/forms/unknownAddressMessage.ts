import { msg } from '@lingui/core/runtime-macro'

/**
 * Why a form was refused when its page was opened at an address other than the store's configured
 * one (an IP address). The server puts it, translated, in the form's `message`; the page's
 * `UnknownAddressNotice` links to the right address. Kept apart from `formMessages.ts`, which
 * islands import, so their catalogues do not carry it.
 */
export const UNKNOWN_ADDRESS_MESSAGE = msg`This page was opened at an address this shop does not know, so the form was not sent. Open the shop at its own address and send the form again.`
