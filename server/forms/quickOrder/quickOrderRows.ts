import { MAX_CART_LINE_QUANTITY } from '../../../config/shopConfig.ts'
import type { FormBody } from '../formFields.ts'
import { parseQuickOrderList, type BadLine } from './parseQuickOrderList.ts'
import type { QuickOrderRow } from '../../../components/quickOrder/quickOrderState.ts'

/** The rows of a quick order post: the table's rows with something typed, then the pasted list's lines. */
export interface QuickOrderPost {
  /** The table's rows as typed (blank rows left out), for a post refused as a whole. */
  typed: { sku: string; quantity: string }[]
  /** Every row to order: typed rows, then list lines; each checked on its own. */
  rows: QuickOrderRow[]
  list: string
  badLines: BadLine[]
}

/** Every value of a repeated field, in the order sent. */
export function listField(body: FormBody, name: string): string[] {
  const value = body[name]
  return Array.isArray(value) ? value : value === undefined ? [] : [value]
}

/** Reads the table's `sku`/`quantity` fields (repeated, one pair per row) and the pasted `list`. */
export function readQuickOrderPost(body: FormBody): QuickOrderPost {
  const skus = listField(body, 'sku')
  const quantities = listField(body, 'quantity')
  const typed = skus
    .map((sku, index) => ({ sku: sku.trim(), quantity: (quantities[index] ?? '').trim() }))
    .filter((row) => row.sku !== '' || row.quantity !== '')
  const list = listField(body, 'list')[0] ?? ''
  const parsed = parseQuickOrderList(list)
  const rows = [...typed, ...parsed.lines].map(({ sku, quantity }) => ({
    sku,
    quantity,
    error: rowProblem(sku, quantity),
  }))
  return { typed, rows, list, badLines: parsed.badLines }
}

/** What is wrong with a row before the cart is asked: no SKU, or a quantity that no cart line takes. */
function rowProblem(sku: string, quantity: string): QuickOrderRow['error'] {
  if (sku === '') return { code: 'missingSku' }
  if (quantity === '') return null
  const value = /^\d+$/.test(quantity) ? Number(quantity) : NaN
  return value >= 1 && value <= MAX_CART_LINE_QUANTITY
    ? null
    : { code: 'invalidQuantity', max: MAX_CART_LINE_QUANTITY }
}

/** The quantity of a checked row: 1 when left blank. */
export function rowQuantity(row: QuickOrderRow): number {
  return row.quantity === '' ? 1 : Number(row.quantity)
}
