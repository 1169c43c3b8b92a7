import { Trans } from '@lingui/react/macro'

/** A delivery time in working days from dispatch ("Delivery in 2–3 working days"), as the delivery page's table gives it. */
export function DeliveryTime({ days, country }: { days: { min: number; max: number }; country?: string }) {
  const { min, max } = days
  return country ? (
    <Trans>
      Delivery in {min}–{max} working days ({country})
    </Trans>
  ) : (
    <Trans>
      Delivery in {min}–{max} working days
    </Trans>
  )
}
