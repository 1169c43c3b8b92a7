import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { WithdrawalReceived } from '../../../../../../components/withdrawal/WithdrawalReceived.tsx'
import type { WithdrawalPageData } from '../../../../../../components/withdrawal/withdrawalPageData.ts'

/** After the confirmation: the withdrawal received, with its date and time, and what happens next. */
export default function Page() {
  const { data } = usePageContext()
  return (
    <>
      <PageHeading>
        <Trans>Withdrawal received</Trans>
      </PageHeading>
      <WithdrawalReceived data={data as WithdrawalPageData} />
    </>
  )
}
