import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactSubject } from '../../domain/contact/contactMessages.ts'

/** What each subject of the contact form reads, in the order the form lists them. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  order: msg`An order`,
  product: msg`A product or a size`,
  return: msg`A return or an exchange`,
  other: msg`Something else`,
}
