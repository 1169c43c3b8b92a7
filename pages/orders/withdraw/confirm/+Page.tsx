import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../../components/layout/PageHeading.tsx'
import { WithdrawalConfirmForm } from '../../../../components/withdrawal/WithdrawalConfirmForm.tsx'
import type { WithdrawalConfirmationData } from '../../../../components/withdrawal/withdrawalPageData.ts'

/** The withdrawal function's second step: the statement to confirm, with "Confirm withdrawal here". */
export default function Page() {
  const { data } = usePageContext()
  return (
    <>
      <PageHeading>
        <span id="withdrawal-heading">
          <Trans>Confirm your withdrawal</Trans>
        </span>
      </PageHeading>
      <WithdrawalConfirmForm data={data as WithdrawalConfirmationData} />
    </>
  )
}
