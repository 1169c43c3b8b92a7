import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { Island } from '../island/Island.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { field, formActions, formStack, hint, noticeBox } from '../forms/forms.styles.ts'
import { QUICK_ORDER_EMPTY_ROWS, type QuickOrderRow, type QuickOrderState } from './quickOrderState.ts'
import { QuickOrderRows } from './QuickOrderRows.island.tsx'
import { QUICK_ORDER_LIST_ID, QuickOrderErrorSummary } from './QuickOrderErrorSummary.tsx'
import { ProductsAddedText } from './ProductsAddedText.tsx'
import { listBox } from './quickOrder.styles.ts'
import { DataLayerData } from '../dataLayer/DataLayerData.tsx'
import { addedToCartEvents, quickOrderAddedItems } from '../dataLayer/cartAddsDataLayer.ts'

const EMPTY_ROW: QuickOrderRow = { sku: '', quantity: '', error: null }

/**
 * The quick order form (/quick-order): SKU and quantity rows and a pasted list, sent
 * together with "Add all to cart". It posts without JavaScript; what the server sends back
 * (rows refused with their reasons, lines it could not read) is shown again as typed.
 */
export function QuickOrderForm() {
  const { store, quickOrder } = usePageContext()
  const { t } = useLingui()
  const state: QuickOrderState | null = quickOrder
  const kept = state?.rows ?? []
  const rows = [
    ...kept,
    ...Array.from({ length: Math.max(0, QUICK_ORDER_EMPTY_ROWS - kept.length) }, () => EMPTY_ROW),
  ]
  const listErrorId = state?.badLines.length ? `${QUICK_ORDER_LIST_ID}-error` : undefined
  return (
    <>
      {/* The rows this post added, when some were refused (all added goes on to the cart page, which reports them). */}
      {state && state.addedItems.length > 0 ? (
        <DataLayerData page={{ events: addedToCartEvents(quickOrderAddedItems(state.addedItems)) }} />
      ) : null}
      {state && state.added > 0 ? (
        <div className={noticeBox} role="status">
          <p>
            <ProductsAddedText count={state.added} />{' '}
            <a href={storeHref(store, '/cart')}>{t`View your cart`}</a>
          </p>
        </div>
      ) : null}
      <form
        method="post"
        action={storeHref(store, '/quick-order')}
        className={formStack}
        aria-labelledby="quick-order-heading"
      >
        {state ? <QuickOrderErrorSummary state={state} /> : null}
        <CsrfField />
        <h2 id="quick-order-heading">
          <Trans>Products by SKU</Trans>
        </h2>
        <Island of={QuickOrderRows} props={{ rows }} hydrate="load" />
        <div className={field}>
          <label htmlFor={QUICK_ORDER_LIST_ID}>
            <Trans>Or paste a list</Trans>
          </label>
          <p className={hint} id={`${QUICK_ORDER_LIST_ID}-hint`}>
            <Trans>
              One product per line: the SKU, then the quantity, separated by a comma, a semicolon, a space or
              a tab (SO-00012, 3). Without a quantity, one is added.
            </Trans>
          </p>
          <textarea
            id={QUICK_ORDER_LIST_ID}
            name="list"
            className={listBox}
            defaultValue={state?.list ?? ''}
            maxLength={4000}
            rows={6}
            spellCheck={false}
            aria-invalid={listErrorId ? true : undefined}
            aria-describedby={[`${QUICK_ORDER_LIST_ID}-hint`, listErrorId].filter(Boolean).join(' ')}
          />
          {listErrorId ? (
            <p className={hint} id={listErrorId}>
              {t`These lines could not be read. Please write a SKU and a quantity on each.`}
            </p>
          ) : null}
        </div>
        <div className={formActions}>
          <SubmitButton>
            <Trans>Add all to cart</Trans>
          </SubmitButton>
        </div>
      </form>
    </>
  )
}
