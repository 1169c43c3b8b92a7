import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { visuallyHidden } from '../listing/visuallyHidden.ts'
import { linkButton } from '../forms/forms.styles.ts'
import type { QuickOrderRow } from './quickOrderState.ts'
import { MAX_QUICK_ORDER_ROWS } from './quickOrderState.ts'
import type { SkuSuggestion } from './skuSuggestions.ts'
import { fieldAtFault, quickOrderFieldId, rowErrorMessage } from './quickOrderMessages.ts'
import { columnNames, row as rowStyle, rowGrid } from './quickOrder.styles.ts'

const DEBOUNCE_MS = 200
const MIN_LENGTH = 2
const SUGGESTIONS_ID = 'quick-order-suggestions'

/** Props of {@link QuickOrderRows}. */
export interface QuickOrderRowsProps {
  /** The rows to show: those sent back with their errors, then empty ones. */
  rows: QuickOrderRow[]
}

/**
 * The SKU and quantity rows of the quick order form. On the server it is plain fields, and
 * "Add a row" posts the form back with one more row; once hydrated, "Add a row" adds it here,
 * and typing a SKU offers matching products in a datalist.
 */
export function QuickOrderRows({ rows: initialRows }: QuickOrderRowsProps) {
  const { store } = useShop()
  const { t } = useLingui()
  const [rows, setRows] = useState(() => initialRows.map((row, index) => ({ ...row, key: index })))
  const [typed, setTyped] = useState('')
  const [suggestions, setSuggestions] = useState<SkuSuggestion[]>([])
  const added = useRef(false)
  const request = useRef(0)

  useEffect(() => {
    const text = typed.trim()
    const current = ++request.current
    if (text.length < MIN_LENGTH) return
    const timer = setTimeout(async () => {
      const found = await import('./skuSuggestions.ts')
        .then(({ fetchSkuSuggestions }) => fetchSkuSuggestions(store.basePath, text))
        .catch((): SkuSuggestion[] => [])
      // A slower answer to an older text must not replace the newer one.
      if (current === request.current) setSuggestions(found)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, store.basePath])

  // The row just added takes the focus, so keyboard users type on.
  useEffect(() => {
    if (!added.current) return
    added.current = false
    document.getElementById(quickOrderFieldId('sku', rows.length))?.focus()
  }, [rows.length])

  function addRow() {
    added.current = true
    setRows((current) => [...current, { sku: '', quantity: '', error: null, key: current.length }])
  }

  return (
    <>
      <div className={`${rowStyle} ${columnNames}`} aria-hidden="true">
        <span>
          <Trans>SKU</Trans>
        </span>
        <span>
          <Trans>Quantity</Trans>
        </span>
      </div>
      <ol className={rowGrid}>
        {rows.map((row, index) => {
          const number = index + 1
          const errorId = row.error ? `quick-order-row-${number}-error` : undefined
          const faulty = row.error ? fieldAtFault(row.error) : null
          const skuId = quickOrderFieldId('sku', number)
          const quantityId = quickOrderFieldId('quantity', number)
          return (
            <li key={row.key} className={rowStyle}>
              <span>
                <label className={visuallyHidden} htmlFor={skuId}>
                  {t`SKU, row ${number}`}
                </label>
                <input
                  id={skuId}
                  name="sku"
                  type="text"
                  defaultValue={row.sku}
                  maxLength={64}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  list={SUGGESTIONS_ID}
                  aria-invalid={faulty === 'sku' ? true : undefined}
                  aria-describedby={faulty === 'sku' ? errorId : undefined}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </span>
              <span>
                <label className={visuallyHidden} htmlFor={quantityId}>
                  {t`Quantity, row ${number}`}
                </label>
                <input
                  id={quantityId}
                  name="quantity"
                  type="text"
                  inputMode="numeric"
                  defaultValue={row.quantity}
                  maxLength={10}
                  autoComplete="off"
                  placeholder="1"
                  aria-invalid={faulty === 'quantity' ? true : undefined}
                  aria-describedby={faulty === 'quantity' ? errorId : undefined}
                />
              </span>
              {row.error ? (
                <p id={errorId}>
                  <RowError error={row.error} basePath={store.basePath} />
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <datalist id={SUGGESTIONS_ID}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.sku} value={suggestion.sku} label={suggestion.name} />
        ))}
      </datalist>
      {rows.length < MAX_QUICK_ORDER_ROWS ? (
        <button
          type="submit"
          name="_action"
          value="addRow"
          className={linkButton}
          onClick={(event) => {
            event.preventDefault()
            addRow()
          }}
        >
          <Trans>Add a row</Trans>
        </button>
      ) : null}
    </>
  )
}

/** A row's error; the options one links to the product page, which shows the SKU of the colour and size chosen. */
function RowError({ error, basePath }: { error: NonNullable<QuickOrderRow['error']>; basePath: string }) {
  const { i18n } = useLingui()
  if (error.code === 'notAdded') return <>{error.message}</>
  if (error.code === 'optionsNeeded') {
    return (
      <Trans>
        This product comes in several colours and sizes: type the SKU of the one you want, shown on the{' '}
        <a href={storeHref({ basePath }, error.productPath)}>product page</a> once you choose them.
      </Trans>
    )
  }
  return <>{i18n._(rowErrorMessage(error))}</>
}
