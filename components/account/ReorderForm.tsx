import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'

/**
 * "Reorder": a form posting to /cart (`_action=reorder`, server/forms/reorderFormAction.ts)
 * that puts the order's lines into the cart again and shows the cart with what was not added.
 * A plain form, so it works with and without JavaScript.
 */
export function ReorderForm({ orderNumber }: { orderNumber: string }) {
  const { store } = usePageContext()
  return (
    <form method="post" action={storeHref(store, '/cart')} data-single-submit="">
      <CsrfField />
      <input type="hidden" name="_action" value="reorder" />
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <SubmitButton>
        <Trans>Reorder</Trans>
      </SubmitButton>
    </form>
  )
}
