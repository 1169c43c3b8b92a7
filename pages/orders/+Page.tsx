import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { AccountForm } from '../../components/forms/AccountForm.tsx'
import { SubmitButton } from '../../components/forms/SubmitButton.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { formActions, noticeBox } from '../../components/forms/forms.styles.ts'
import { OrderView } from '../../components/checkout/OrderView.tsx'
import { OrderDocumentDownloads } from '../../components/invoice/OrderDocumentDownloads.tsx'
import { lead, panel } from '../../components/account/account.styles.ts'
import { OrderStatusLine } from '../../components/account/OrderStatusLine.tsx'
import { OrderProgress } from '../../components/account/OrderProgress.tsx'
import { OrderWithdrawalPanel } from '../../components/withdrawal/OrderWithdrawalPanel.tsx'
import { withdrawalLinks } from '../../components/withdrawal/withdrawalOrderFragment.ts'
import { OrderReturns } from '../../components/account/OrderReturns.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import type { OrdersPageData } from './+data.ts'

/**
 * Order look-up (/orders/): a guest finds an order by its number, e-mail address and
 * billing postcode (nothing is shown until all three match), or opens it by the signed link of
 * the confirmation e-mail (`?token=`). The order shows as on the account's order page: its status,
 * its parcels with carrier, tracking number and link, its status history, then the withdrawal
 * function while its period runs, its returns with the "Return items" link (the link's order
 * only: docs/returns.md) and the order itself.
 */
export default function Page() {
  const { customer } = usePageContext()
  const { order, hasToken, token, returnAddress } = useData<OrdersPageData>()
  const { t } = useLingui()
  if (order) {
    const number = order.order_number
    return (
      <>
        <PageHeading>{t`Order ${number}`}</PageHeading>
        <FormNotice />
        <OrderStatusLine status={order.status} />
        <OrderWithdrawalPanel order={order} links={withdrawalLinks({ token })} />
        <OrderProgress order={order} />
        {returnAddress && token ? (
          <OrderReturns
            orderId={order.order_id}
            returnable={order.items_eligible_for_return.length > 0}
            returns={order.returns}
            returnAddress={returnAddress}
            token={token}
          />
        ) : null}
        <OrderView order={order} />
        <OrderDocumentDownloads order={order} />
      </>
    )
  }
  return (
    <>
      <PageHeading>
        <Trans>Track an order</Trans>
      </PageHeading>
      {hasToken ? (
        <div className={noticeBox} role="status">
          <p>
            <Trans>This order link is no longer valid. Find your order below instead.</Trans>
          </p>
        </div>
      ) : null}
      <section className={panel} aria-labelledby="order-lookup-heading">
        <h2 id="order-lookup-heading">
          <Trans>Find your order</Trans>
        </h2>
        <p className={lead}>
          <Trans>
            Enter the order number from your confirmation e-mail, the e-mail address and the postcode of the
            billing address.
          </Trans>
        </p>
        <AccountForm
          name="orderLookup"
          action="/orders/"
          operation="lookup"
          labelledBy="order-lookup-heading"
        >
          <TextField name="number" label={t`Order number`} autoComplete="off" required maxLength={32} />
          <TextField
            name="email"
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            name="postcode"
            label={t`Billing postcode`}
            autoComplete="postal-code"
            required
            maxLength={12}
          />
          <div className={formActions}>
            <SubmitButton>
              <Trans>Find my order</Trans>
            </SubmitButton>
          </div>
        </AccountForm>
        {customer ? (
          <p>
            <Link to="/user/orders/">
              <Trans>See the orders of your account</Trans>
            </Link>
          </p>
        ) : null}
      </section>
    </>
  )
}
