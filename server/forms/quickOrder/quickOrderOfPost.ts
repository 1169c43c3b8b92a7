import { textField, type FormBody } from '../formFields.ts'
import { addQuickOrderToCart, type QuickOrderCart } from './addQuickOrderToCart.ts'
import type { RunDocument } from '../runDocument.ts'
import { listField, readQuickOrderPost } from './quickOrderRows.ts'
import {
  MAX_QUICK_ORDER_ROWS,
  type QuickOrderRow,
  type QuickOrderState,
} from '../../../components/quickOrder/quickOrderState.ts'

/** The quick order page again with everything as typed and why nothing was done. */
export function refusedQuickOrder(
  body: FormBody,
  refusal: NonNullable<QuickOrderState['refusal']> | null,
  extraRow = false,
): QuickOrderState {
  const quantities = listField(body, 'quantity')
  const rows: QuickOrderRow[] = listField(body, 'sku').map((sku, index) => ({
    sku,
    quantity: quantities[index] ?? '',
    error: null,
  }))
  if (extraRow && rows.length < MAX_QUICK_ORDER_ROWS) rows.push({ sku: '', quantity: '', error: null })
  return { rows, list: listField(body, 'list')[0] ?? '', badLines: [], added: 0, addedItems: [], refusal }
}

/**
 * Acts on a quick order post: `_action=addRow` only gives the form one more row (the way to
 * add a row without JavaScript); otherwise every valid row goes to the cart, and what is left
 * (rows refused with their reason, pasted lines not read) is the state the page shows again.
 */
export async function quickOrderOfPost(
  body: FormBody,
  run: RunDocument,
  cart: QuickOrderCart,
): Promise<{ state: QuickOrderState; allAdded: boolean }> {
  if (textField(body, '_action') === 'addRow')
    return { state: refusedQuickOrder(body, null, true), allAdded: false }
  const post = readQuickOrderPost(body)
  if (post.rows.length > MAX_QUICK_ORDER_ROWS)
    return { state: refusedQuickOrder(body, 'tooManyRows'), allAdded: false }
  if (post.rows.length === 0 && post.badLines.length === 0)
    return { state: refusedQuickOrder(body, 'nothingToAdd'), allAdded: false }
  const valid = post.rows.filter((row) => row.error === null)
  const outcome =
    valid.length > 0
      ? await addQuickOrderToCart(run, cart, valid)
      : { added: 0, reasons: [], tooManyAttempts: false, addedItems: [] }
  const reasonOf = new Map(valid.map((row, index) => [row, outcome.reasons[index] ?? null]))
  const kept = post.rows
    .map((row) => (row.error ? row : { ...row, error: reasonOf.get(row) ?? null }))
    .filter((row) => row.error !== null)
  const state: QuickOrderState = {
    rows: kept,
    list: post.badLines.map((line) => line.text).join('\n'),
    badLines: post.badLines,
    added: outcome.added,
    addedItems: outcome.addedItems,
    refusal: outcome.tooManyAttempts ? 'tooManyAttempts' : null,
  }
  return { state, allAdded: kept.length === 0 && post.badLines.length === 0 && outcome.added > 0 }
}
