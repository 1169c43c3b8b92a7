import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { QuickOrderForm } from '../../components/quickOrder/QuickOrderForm.tsx'
import { lead } from '../../components/account/account.styles.ts'

/** Quick order (/quick-order): products by SKU and quantity, all added to the cart at once. */
export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Quick order</Trans>
      </PageHeading>
      <p className={lead}>
        <Trans>
          Know what you want? Enter the SKUs and quantities, or paste a list, and add everything to your cart
          at once.
        </Trans>
      </p>
      <QuickOrderForm />
    </>
  )
}
