import { sql, type Kysely, type Transaction } from 'kysely'
import type { MessageDescriptor } from '@lingui/core'
import type { Database, Language } from '../../db/tables.ts'
import type { MutationErrorCode } from '../mutationResult.ts'
import { RETURN_PERIOD_DAYS } from '../../config/shopConfig.ts'
import { loadReturnAttributes, type ReturnAttributeValue } from './returnAttributes.ts'
import { orderReturnRefusal, returnableLines, type ReturnableLine } from './returnableItems.ts'
import { recordReturnStatus, type ReturnMoveServices } from './moveReturn.ts'
import * as texts from './returnMessages.ts'

/** An answer to a return attribute, as sent. */
export interface EnteredAttribute {
  code: string
  value: string
}

/** What a customer asks to send back. */
export interface ReturnRequest {
  /** The signed-in customer whose order it is; null for a guest's order, opened by its signed order link (the caller checked the token). */
  customerId: number | null
  /** When set, the order must have been placed in this store (a guest's order link is per store). */
  storeKey?: string
  language: Language
  /** The order's id as the client sent it. */
  orderId: string
  items: { orderItemId: string; quantity: number; attributes: readonly EnteredAttribute[] }[]
  /** Answers to the return's own attributes (comments, contact phone). */
  attributes: readonly EnteredAttribute[]
  now: Date
  /** Tell the customer (the "return requested" e-mail); the seed does not. */
  notify?: boolean
}

/** A refused request: a code, a message in the shopper's language, and the form field at fault. */
export interface ReturnRefusal {
  code: MutationErrorCode
  message: MessageDescriptor
  /** `items[<order item id>][quantity]`, `items[<order item id>][<code>]` or `attributes[<code>]`, the names the return form uses. */
  field: string | null
}

/** What a request did: the new return's id, or why nothing was written. */
export type ReturnRequestOutcome =
  { created: true; rmaId: number } | { created: false; refusal: ReturnRefusal }

/** The shape of return numbers: `RMA-` and at least six digits of `rma_number_seq`. */
export function rmaNumber(sequenceValue: string): string {
  return `RMA-${sequenceValue.padStart(6, '0')}`
}

const refused = (
  code: MutationErrorCode,
  message: MessageDescriptor,
  field: string | null = null,
): ReturnRequestOutcome => ({ created: false, refusal: { code, message, field } })

/** Writes a return in a transaction of its own (see {@link requestReturnInTransaction}). */
export function requestReturn(
  db: Kysely<Database>,
  request: ReturnRequest,
  services: ReturnMoveServices,
): Promise<ReturnRequestOutcome> {
  if (!/^\d{1,15}$/.test(request.orderId))
    return Promise.resolve(refused('ORDER_NOT_FOUND', texts.RETURN_MESSAGES.orderNotFound))
  return db.transaction().execute((trx) => requestReturnInTransaction(trx, request, services))
}

/**
 * Writes a return (Magento's requestReturn) for one of the customer's delivered orders (or a
 * guest's, by its order link), inside
 * `trx`, holding the order's row lock, so two requests for the same last piece cannot both
 * have it: each item's quantity must be at most what was delivered and not yet asked back, and
 * every required attribute answered (per item, and for the return). The return starts pending;
 * its number comes from `rma_number_seq`, and the "return requested" e-mail is queued with it.
 * Anything refused writes nothing.
 */
export async function requestReturnInTransaction(
  trx: Transaction<Database>,
  request: ReturnRequest,
  services: ReturnMoveServices,
): Promise<ReturnRequestOutcome> {
  if (!/^\d{1,15}$/.test(request.orderId))
    return refused('ORDER_NOT_FOUND', texts.RETURN_MESSAGES.orderNotFound)
  let query = trx
    .selectFrom('shop_order')
    .select(['id', 'status', 'delivered_at', 'store_key'])
    .where('id', '=', Number(request.orderId))
  query =
    request.customerId === null
      ? query.where('customer_id', 'is', null)
      : query.where('customer_id', '=', request.customerId)
  if (request.storeKey !== undefined) query = query.where('store_key', '=', request.storeKey)
  const order = await query.forUpdate().executeTakeFirst()
  if (!order) return refused('ORDER_NOT_FOUND', texts.RETURN_MESSAGES.orderNotFound)
  const closed = orderReturnRefusal(order, request.now)
  if (closed)
    return refused(
      'ORDER_NOT_RETURNABLE',
      closed === 'RETURN_PERIOD_OVER'
        ? texts.returnPeriodOver(RETURN_PERIOD_DAYS)
        : texts.RETURN_MESSAGES.orderNotDelivered,
    )
  const [lines, attributes] = await Promise.all([
    returnableLines(trx, order, request.now),
    loadReturnAttributes(trx, request.language),
  ])
  const problem = checkRequest(request, lines, attributes)
  if (problem) return { created: false, refusal: problem }
  const rmaId = await writeReturn(trx, request, Number(order.id), order.store_key, lines)
  await recordReturnStatus(
    trx,
    {
      rmaId,
      previous: null,
      storeKey: order.store_key,
      at: request.now,
      notify: request.notify !== false,
      requested: true,
    },
    services,
  )
  return { created: true, rmaId }
}

/** The first thing wrong with a request, in the order of the form: items and their answers, then the return's answers. */
function checkRequest(
  request: ReturnRequest,
  lines: ReturnableLine[],
  attributes: ReturnAttributeValue[],
): ReturnRefusal | null {
  if (request.items.length === 0)
    return { code: 'NOTHING_TO_RETURN', message: texts.RETURN_MESSAGES.nothingToReturn, field: null }
  const seen = new Set<string>()
  for (const item of request.items) {
    const line = lines.find((candidate) => String(candidate.item.id) === item.orderItemId)
    if (!line || line.item.giftcard !== null || seen.has(item.orderItemId))
      return { code: 'RETURN_ITEM_NOT_FOUND', message: texts.RETURN_MESSAGES.itemNotReturnable, field: null }
    seen.add(item.orderItemId)
    const { name } = line.item
    const field = `items[${item.orderItemId}][quantity]`
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
      return { code: 'INVALID_QUANTITY', message: texts.invalidReturnQuantity(name), field }
    if (item.quantity > line.quantityReturnable)
      return {
        code: 'RETURN_QUANTITY_TOO_LARGE',
        message: texts.returnQuantityTooLarge(name, line.quantityReturnable),
        field,
      }
    const problem = checkAnswers(
      item.attributes,
      attributes,
      'item',
      (code) => `items[${item.orderItemId}][${code}]`,
      name,
    )
    if (problem) return problem
  }
  return checkAnswers(request.attributes, attributes, 'return', (code) => `attributes[${code}]`, null)
}

/** Checks answers against the attributes of one scope: known codes, each required one filled, choices among the options, texts within their length. */
function checkAnswers(
  answers: readonly EnteredAttribute[],
  attributes: ReturnAttributeValue[],
  scope: 'item' | 'return',
  fieldOf: (code: string) => string,
  itemName: string | null,
): ReturnRefusal | null {
  const asked = attributes.filter((attribute) => attribute.scope === scope)
  if (
    answers.some((answer) => !asked.some((attribute) => attribute.code === answer.code)) ||
    new Set(answers.map((answer) => answer.code)).size !== answers.length
  ) {
    return { code: 'INVALID_RETURN_ATTRIBUTE', message: texts.RETURN_MESSAGES.formChanged, field: null }
  }
  for (const attribute of asked) {
    const value = answers.find((answer) => answer.code === attribute.code)?.value.trim() ?? ''
    const field = fieldOf(attribute.code)
    const missing = value === '' || (attribute.kind === 'boolean' && attribute.required && value !== 'true')
    if (missing && attribute.required)
      return {
        code: 'REQUIRED',
        message:
          itemName === null
            ? texts.requiredForReturn(attribute.label)
            : texts.requiredForItem(attribute.label, itemName),
        field,
      }
    if (value === '') continue
    if (attribute.kind === 'select' && !attribute.options.some((option) => option.value === value))
      return { code: 'INVALID_RETURN_ATTRIBUTE', message: texts.invalidChoice(attribute.label), field }
    if (attribute.kind === 'boolean' && value !== 'true' && value !== 'false')
      return { code: 'INVALID_RETURN_ATTRIBUTE', message: texts.invalidChoice(attribute.label), field }
    if (value.length > attribute.maxLength)
      return {
        code: 'INVALID_LENGTH',
        message: texts.textTooLong(attribute.label, attribute.maxLength),
        field,
      }
  }
  return null
}

/** Inserts the return, its items and the answers given (blank answers are not kept). */
async function writeReturn(
  trx: Transaction<Database>,
  request: ReturnRequest,
  orderId: number,
  storeKey: string,
  lines: ReturnableLine[],
): Promise<number> {
  const { rows } = await sql<{ value: string }>`select nextval('rma_number_seq')::text as value`.execute(trx)
  const rma = await trx
    .insertInto('rma')
    .values({
      number: rmaNumber(rows[0]!.value),
      order_id: orderId,
      customer_id: request.customerId,
      store_key: storeKey,
      created_at: request.now,
      updated_at: request.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const rmaId = Number(rma.id)
  const answers: { rma_id: number; rma_item_id: number | null; attribute_code: string; value: string }[] = []
  for (const item of request.items) {
    const line = lines.find((candidate) => String(candidate.item.id) === item.orderItemId)!
    const written = await trx
      .insertInto('rma_item')
      .values({
        rma_id: rmaId,
        order_item_id: Number(line.item.id),
        sku: line.item.variant_sku ?? line.item.sku,
        name: line.item.name,
        quantity: item.quantity,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const answer of item.attributes)
      if (answer.value.trim() !== '')
        answers.push({
          rma_id: rmaId,
          rma_item_id: Number(written.id),
          attribute_code: answer.code,
          value: answer.value.trim(),
        })
  }
  for (const answer of request.attributes)
    if (answer.value.trim() !== '')
      answers.push({
        rma_id: rmaId,
        rma_item_id: null,
        attribute_code: answer.code,
        value: answer.value.trim(),
      })
  if (answers.length > 0) await trx.insertInto('rma_attribute_value').values(answers).execute()
  return rmaId
}
