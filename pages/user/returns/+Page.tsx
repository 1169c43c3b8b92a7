import { Trans } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { lead, panelStack } from '../../../components/account/account.styles.ts'
import { ReturnSummary } from '../../../components/account/ReturnSummary.tsx'
import type { ReturnsPageData } from './+data.ts'

/**
 * The customer's returns (/user/returns), newest first: each with its number, order,
 * date, status and items, in full (there is no page for one return, docs/storefront-rules.md#routes-and-layouts).
 */
export default function Page() {
  const { returns, returnAddress } = useData<ReturnsPageData>()
  return (
    <>
      <PageHeading>
        <Trans>My returns</Trans>
      </PageHeading>
      <FormNotice />
      {returns.length === 0 ? (
        <EmptyState>
          <Trans>You have no returns.</Trans>
        </EmptyState>
      ) : (
        <div className={panelStack}>
          {returns.map((rma) => (
            <ReturnSummary key={rma.id} rma={rma} returnAddress={returnAddress} />
          ))}
        </div>
      )}
      <p className={lead}>
        <Trans>
          To return items, open the order in <Link to="/user/orders/">your orders</Link> and choose “Return
          items”.
        </Trans>
      </p>
    </>
  )
}
