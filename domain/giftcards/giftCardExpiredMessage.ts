import { msg } from '@lingui/core/runtime-macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Store } from '../../config/stores.ts'

/** "This gift card expired on 12 March 2026.": the date in the store's language and time zone. */
export function giftCardExpiredMessage(
  store: Pick<Store, 'locale' | 'timeZone'>,
  expiredOn: Date,
): MessageDescriptor {
  const date = new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeZone: store.timeZone }).format(
    expiredOn,
  )
  return msg`This gift card expired on ${date}. It can no longer be used.`
}
