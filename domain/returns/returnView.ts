import { msg } from '@lingui/core/runtime-macro'
import type { Kysely, Selectable } from 'kysely'
import type { Database, Language, RmaTable } from '../../db/tables.ts'
import type { StoreLocale } from '../../config/stores.ts'
import { shopperText } from '../shopperText.ts'
import { attributeValueText, loadReturnAttributes } from './returnAttributes.ts'
import { productNamesIn } from '../orders/productNamesIn.ts'

const YES = msg`Yes`
const NO = msg`No`

/** A return as the API answers it; `orderId` lets `ReturnMerchandiseAuthorization.order` find its order. */
export interface ReturnView {
  id: string
  number: string
  createdAt: string
  created_at: string
  status: string
  orderId: number
  items: {
    id: string
    name: string
    sku: string
    status: string
    quantity: number
    order_item_id: string
    selected_options: { label: string; value: string }[]
    attributes: ReturnAnswerView[]
  }[]
  attributes: ReturnAnswerView[]
  status_history: { status: string; date: string }[]
}

/** An answer with its label and readable value. */
interface ReturnAnswerView {
  code: string
  label: string
  value: string
  value_label: string
}

/** Statuses are lower case in the database and upper case in the schema's enums. */
const enumOf = (status: string) => status.toUpperCase()

/**
 * The given returns (already filtered to their owner) as the API answers them, in the order
 * given: items with their order line's options, answers readable in the store's language, and
 * the status history.
 */
export async function returnViews(
  db: Kysely<Database>,
  rows: Selectable<RmaTable>[],
  store: { language: Language; locale: StoreLocale },
): Promise<ReturnView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.id))
  const [items, answers, history, attributes] = await Promise.all([
    db
      .selectFrom('rma_item')
      .innerJoin('order_item', 'order_item.id', 'rma_item.order_item_id')
      .select([
        'rma_item.id',
        'rma_item.rma_id',
        'rma_item.order_item_id',
        'rma_item.name',
        'rma_item.sku',
        'rma_item.quantity',
        'rma_item.status',
        'order_item.options',
        'order_item.sku as product_sku',
      ])
      .where('rma_item.rma_id', 'in', ids)
      .orderBy('rma_item.id')
      .execute(),
    db.selectFrom('rma_attribute_value').selectAll().where('rma_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('rma_status_history').selectAll().where('rma_id', 'in', ids).orderBy('id').execute(),
    loadReturnAttributes(db, store.language),
  ])
  const names = await productNamesIn(
    db,
    store.language,
    items.map((item) => item.product_sku),
  )
  const words = { yes: shopperText(store.locale, YES), no: shopperText(store.locale, NO) }
  const answerView = (answer: { attribute_code: string; value: string }): ReturnAnswerView => {
    const attribute = attributes.find((candidate) => candidate.code === answer.attribute_code)
    return {
      code: answer.attribute_code,
      label: attribute?.label ?? answer.attribute_code,
      value: answer.value,
      value_label: attributeValueText(attribute, answer.value, words),
    }
  }
  // Answers in the order of the form's attributes.
  const position = (code: string) => attributes.findIndex((attribute) => attribute.code === code)
  const sorted = answers.toSorted((a, b) => position(a.attribute_code) - position(b.attribute_code))
  return rows.map((row) => {
    const rmaId = Number(row.id)
    return {
      id: String(row.id),
      number: row.number,
      createdAt: row.created_at.toISOString(),
      created_at: row.created_at.toISOString(),
      status: enumOf(row.status),
      orderId: Number(row.order_id),
      items: items
        .filter((item) => Number(item.rma_id) === rmaId)
        .map((item) => ({
          id: String(item.id),
          name: names.get(item.product_sku) ?? item.name,
          sku: item.sku,
          status: enumOf(item.status),
          quantity: item.quantity,
          order_item_id: String(item.order_item_id),
          selected_options: item.options,
          attributes: sorted
            .filter((answer) => Number(answer.rma_item_id) === Number(item.id))
            .map(answerView),
        })),
      attributes: sorted
        .filter((answer) => Number(answer.rma_id) === rmaId && answer.rma_item_id === null)
        .map(answerView),
      status_history: history
        .filter((change) => Number(change.rma_id) === rmaId)
        .map((change) => ({ status: enumOf(change.status), date: change.changed_at.toISOString() })),
    }
  })
}
