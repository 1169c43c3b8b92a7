import { msg } from '@lingui/core/runtime-macro'

/** The words of a return label, in the store's language. */
export const RETURN_LABEL_TEXTS = {
  title: msg`Prepaid return label`,
  postagePaid: msg`Postage paid by the shop: nothing to pay at the drop-off point.`,
  from: msg`From`,
  to: msg`To`,
  returnNumber: msg`Return`,
  order: msg`Order`,
  tracking: msg`Tracking number`,
  instructions: msg`Stick this label on the parcel and drop it at a post office or pickup point. Put the return number inside the parcel too.`,
}
