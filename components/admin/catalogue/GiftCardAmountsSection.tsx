import { Trans } from '@lingui/react/macro'
import type { ProductPageData } from '../../../server/admin/cataloguePageData.ts'
import { AdminForm } from '../AdminForm.tsx'
import { FormError } from '../FormError.tsx'
import { button, panel } from '../admin.styles.ts'
import { useAdminData } from '../useAdminData.ts'
import { TextInput, useSentBack } from './ProductFields.tsx'

/** Cents as typed in the form: euros with two decimals. */
const euros = (cents: number) => (cents / 100).toFixed(2)

/**
 * A gift card product's amounts on its page (docs/back-office.md#gift-card-amounts): the listed
 * amounts and the range of a typed amount, checked as at creation. Works without JavaScript.
 */
export function GiftCardAmountsSection() {
  const { product, giftCardAmounts } = useAdminData<ProductPageData>()
  const sentBack = useSentBack(['giftCard'])
  if (!product || !giftCardAmounts) return null
  const { amountsCents, openAmount } = giftCardAmounts
  return (
    <section id="gift-card" className={panel} aria-labelledby="gift-card-heading">
      <AdminForm
        action={`/admin/products/${encodeURIComponent(product.sku)}/gift-card`}
        labelledBy="gift-card-heading"
      >
        <h2 id="gift-card-heading">
          <Trans>Gift card amounts</Trans>
        </h2>
        <p>
          <Trans>
            The product’s price follows its smallest amount. Orders already placed keep the amounts they
            bought.
          </Trans>
        </p>
        <FormError form="giftCard" />
        <TextInput
          name="giftCard.amounts"
          label={<Trans>Amounts offered (€)</Trans>}
          hint={<Trans>Separated by spaces or semicolons, such as 25 50 100; at most 12.</Trans>}
          sentBack={sentBack}
          initial={amountsCents.map(euros).join(' ')}
        />
        <TextInput
          name="giftCard.openMin"
          label={<Trans>Amount typed by the shopper: from (€)</Trans>}
          hint={<Trans>Leave both empty to sell the listed amounts only.</Trans>}
          sentBack={sentBack}
          initial={openAmount ? euros(openAmount.minCents) : ''}
        />
        <TextInput
          name="giftCard.openMax"
          label={<Trans>Amount typed by the shopper: up to (€)</Trans>}
          sentBack={sentBack}
          initial={openAmount ? euros(openAmount.maxCents) : ''}
        />
        {giftCardAmounts.canEdit ? (
          <button className={button} type="submit">
            <Trans>Save the amounts</Trans>
          </button>
        ) : null}
      </AdminForm>
    </section>
  )
}
