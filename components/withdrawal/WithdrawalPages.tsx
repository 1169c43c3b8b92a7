import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../layout/PageHeading.tsx'
import { WithdrawalStartForm } from './WithdrawalStartForm.tsx'
import { WithdrawalConfirmForm } from './WithdrawalConfirmForm.tsx'
import { WithdrawalReceived } from './WithdrawalReceived.tsx'
import type { WithdrawalConfirmationData, WithdrawalPageData } from './withdrawalPageData.ts'

// The three steps serve a customer's order (/user/orders/:orderId/withdraw…) and a guest's order link (/orders/withdraw…?token=) alike.

/** Title of the first step. */
export const withdrawalStartTitle = msg`Withdraw from contract here`
/** Title of the second step. */
export const withdrawalConfirmTitle = msg`Confirm withdrawal here`
/** Title of the page after the confirmation. */
export const withdrawalReceivedTitle = msg`Withdrawal received`

/** The withdrawal function's first step for one order (docs/withdrawal.md): the statement's details. */
export function WithdrawalStartPage() {
  const data = useData<WithdrawalPageData>()
  return (
    <>
      <PageHeading>
        <span id="withdrawal-heading">
          <Trans>Withdraw from contract here</Trans>
        </span>
      </PageHeading>
      <WithdrawalStartForm data={data} />
    </>
  )
}

/** The withdrawal function's second step: the statement to confirm, with "Confirm withdrawal here". */
export function WithdrawalConfirmPage() {
  const data = useData<WithdrawalConfirmationData>()
  return (
    <>
      <PageHeading>
        <span id="withdrawal-heading">
          <Trans>Confirm your withdrawal</Trans>
        </span>
      </PageHeading>
      <WithdrawalConfirmForm data={data} />
    </>
  )
}

/** After the confirmation: the withdrawal received, with its date and time, and what happens next. */
export function WithdrawalReceivedPage() {
  const data = useData<WithdrawalPageData>()
  return (
    <>
      <PageHeading>
        <Trans>Withdrawal received</Trans>
      </PageHeading>
      <WithdrawalReceived data={data} />
    </>
  )
}
