import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { OrderView } from '../../../components/checkout/OrderView.tsx'
import { CreateAccountAfterOrder } from '../../../components/checkout/CreateAccountAfterOrder.tsx'
import { lead } from '../../../components/account/account.styles.ts'
import { PurchaseDataLayer } from '../../../components/dataLayer/PurchaseDataLayer.tsx'
import type { CheckoutSuccessPageData } from './+data.ts'

/**
 * The order confirmation (/checkout/success): the order number and what was ordered;
 * a guest is offered an account with the order's e-mail address and name.
 */
export default function Page() {
  const { customer } = usePageContext()
  const { order, isGuestOrder, pendingPaymentIntent } = useData<CheckoutSuccessPageData>()
  const { t } = useLingui()
  if (!order && pendingPaymentIntent) return <PaymentBeingConfirmed intentId={pendingPaymentIntent} />
  if (!order) {
    return (
      <>
        <PageHeading>
          <Trans>Thank you for your order</Trans>
        </PageHeading>
        <EmptyState>
          <Trans>
            No order was found for this link. You can <Link to="/orders/">find your order</Link> with its
            number, your e-mail address and your postcode.
          </Trans>
        </EmptyState>
      </>
    )
  }
  const { order_number: number, email } = order
  return (
    <>
      <PageHeading>
        <Trans>Thank you for your order</Trans>
      </PageHeading>
      <p className={lead} role="status">
        {t`Your order number is ${number}. We have sent a confirmation to ${email}.`}
      </p>
      {isGuestOrder && !customer ? (
        <CreateAccountAfterOrder
          email={email}
          firstname={order.billing_address.firstname}
          lastname={order.billing_address.lastname}
        />
      ) : null}
      <OrderView order={order} />
      <PurchaseDataLayer order={order} />
      <p>
        {customer ? (
          <Link to="/user/orders/">
            <Trans>See all your orders</Trans>
          </Link>
        ) : null}{' '}
        <Link to="/">
          <Trans>Continue shopping</Trans>
        </Link>
      </p>
    </>
  )
}

/** A return from the payment provider before the order exists (a restart, a late webhook): the order or a refund follows. */
function PaymentBeingConfirmed({ intentId }: { intentId: string }) {
  return (
    <>
      <PageHeading>
        <Trans>Your payment is being confirmed</Trans>
      </PageHeading>
      <p className={lead} role="status">
        <Trans>
          We have not found an order for this payment yet. If your payment went through, your order is being
          placed: its confirmation will reach you by e-mail. Should the order not be possible, your payment
          will be refunded in full.
        </Trans>
      </p>
      <p>
        <Link to={`/checkout/success?payment_intent=${encodeURIComponent(intentId)}`}>
          <Trans>Check again</Trans>
        </Link>{' '}
        <Link to="/orders/">
          <Trans>Find your order</Trans>
        </Link>
      </p>
    </>
  )
}
