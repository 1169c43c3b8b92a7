import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { WithdrawalStartForm } from '../../../../../../components/withdrawal/WithdrawalStartForm.tsx'
import type { WithdrawalPageData } from '../../../../../../components/withdrawal/withdrawalPageData.ts'

/** The withdrawal function's first step for one order (docs/withdrawal.md): the statement's details. */
export default function Page() {
  const { data } = usePageContext()
  return (
    <>
      <PageHeading>
        <span id="withdrawal-heading">
          <Trans>Withdraw from contract here</Trans>
        </span>
      </PageHeading>
      <WithdrawalStartForm data={data as WithdrawalPageData} />
    </>
  )
}
