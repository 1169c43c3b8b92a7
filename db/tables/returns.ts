import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Language } from './columnTypes.ts'

/** The statuses of a returned item (the schema's ReturnedItemStatus, lower case). */
export const RMA_ITEM_STATUSES = [
  'pending',
  'authorized',
  'received',
  'approved',
  'rejected',
  'denied',
] as const

/** A status of a returned item. */
export type RmaItemStatus = (typeof RMA_ITEM_STATUSES)[number]

/** The statuses of a return (the schema's ReturnMerchandiseAuthorizationStatus, lower case). */
export const RMA_STATUSES = [
  'pending',
  'authorized',
  'partially_authorized',
  'received',
  'partially_received',
  'approved',
  'partially_approved',
  'rejected',
  'partially_rejected',
  'denied',
  'processed_and_closed',
  'closed',
] as const

/** A status of a return. */
export type RmaStatus = (typeof RMA_STATUSES)[number]

/** What a return attribute asks for (migration 0029). */
export type ReturnAttributeKind = 'select' | 'text_area' | 'text_field' | 'boolean'

/** Whether a return attribute is answered for each returned item or once for the return. */
export type ReturnAttributeScope = 'item' | 'return'

/** Labels per store language (`fr`, `de`, `en`, `it`). */
export type LanguageLabels = Partial<Record<Language, string>>

/** A field of the return form (migration 0029): its kind, scope, whether required, labels per language. */
export interface ReturnAttributeTable {
  code: string
  kind: ReturnAttributeKind
  scope: ReturnAttributeScope
  required: ColumnType<boolean, boolean | undefined, boolean>
  max_length: ColumnType<number, number | undefined, number>
  position: ColumnType<number, number | undefined, number>
  labels: ColumnType<LanguageLabels, string, string>
}

/** A choice of a select return attribute. */
export interface ReturnAttributeOptionTable {
  attribute_code: string
  value: string
  position: ColumnType<number, number | undefined, number>
  labels: ColumnType<LanguageLabels, string, string>
}

/** A return (Magento's RMA, migration 0029); its status is derived from its items' and changed only through domain/returns/moveReturn.ts. */
export interface RmaTable {
  id: Generated<number>
  number: string
  order_id: number
  /** Null for a guest's order (migration 0046): the guest asked through the order link. */
  customer_id: number | null
  store_key: string
  status: ColumnType<RmaStatus, RmaStatus | undefined, RmaStatus>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Pieces of one order line in a return, with their own status. */
export interface RmaItemTable {
  id: Generated<number>
  rma_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  status: ColumnType<RmaItemStatus, RmaItemStatus | undefined, RmaItemStatus>
  /** What the shop saw when it arrived, a value of the `condition` attribute (migration 0056). */
  received_condition: ColumnType<string | null, string | null | undefined, string | null>
  /** Why staff rejected or denied it (migration 0056). */
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** When a refund of it was started, and its credit memo once made (migration 0056). */
  refund_claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  credit_memo_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** An answer to a return attribute: per returned item (`rma_item_id`) or per return (null). */
export interface RmaAttributeValueTable {
  id: Generated<number>
  rma_id: number
  rma_item_id: number | null
  attribute_code: string
  value: string
}

/** A status a return took, from when. */
export interface RmaStatusHistoryTable {
  id: Generated<number>
  rma_id: number
  status: RmaStatus
  changed_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of returns (RMA) and the return form, by name. */
export interface ReturnTables {
  return_attribute: ReturnAttributeTable
  return_attribute_option: ReturnAttributeOptionTable
  rma: RmaTable
  rma_item: RmaItemTable
  rma_attribute_value: RmaAttributeValueTable
  rma_status_history: RmaStatusHistoryTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const RETURN_COLUMNS = {
  return_attribute: {
    code: 'not null',
    kind: 'not null',
    scope: 'not null',
    required: 'not null',
    max_length: 'not null',
    position: 'not null',
    labels: 'not null',
  },
  return_attribute_option: {
    attribute_code: 'not null',
    value: 'not null',
    position: 'not null',
    labels: 'not null',
  },
  rma: {
    id: 'not null',
    number: 'not null',
    order_id: 'not null',
    customer_id: 'null',
    store_key: 'not null',
    status: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  rma_item: {
    id: 'not null',
    rma_id: 'not null',
    order_item_id: 'not null',
    sku: 'not null',
    name: 'not null',
    quantity: 'not null',
    status: 'not null',
    received_condition: 'null',
    decision_reason: 'null',
    refund_claimed_at: 'null',
    credit_memo_id: 'null',
  },
  rma_attribute_value: {
    id: 'not null',
    rma_id: 'not null',
    rma_item_id: 'null',
    attribute_code: 'not null',
    value: 'not null',
  },
  rma_status_history: { id: 'not null', rma_id: 'not null', status: 'not null', changed_at: 'not null' },
} as const satisfies ColumnsOf<ReturnTables>
