import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
import { openDatabase, type ShopDatabase } from './openDatabase.ts'
import type { Database } from './tables.ts'
import type { ColumnsOf, Nullability } from './tables/columnsOf.ts'
import { ACCOUNT_COLUMNS } from './tables/accounts.ts'
import { AUDIT_COLUMNS } from './tables/audit.ts'
import { CART_COLUMNS } from './tables/cart.ts'
import { CATALOG_COLUMNS } from './tables/catalog.ts'
import { CATALOG_OPTION_COLUMNS } from './tables/catalogOptions.ts'
import { CATALOG_SEARCH_COLUMNS } from './tables/catalogSearch.ts'
import { CHECKOUT_COLUMNS } from './tables/checkout.ts'
import { CMS_COLUMNS } from './tables/cms.ts'
import { CONSENT_COLUMNS } from './tables/consent.ts'
import { DOWNLOAD_COLUMNS } from './tables/downloads.ts'
import { EMAIL_COLUMNS } from './tables/email.ts'
import { GIFT_CARD_COLUMNS } from './tables/giftcards.ts'
import { INVOICE_COLUMNS } from './tables/invoices.ts'
import { MARKETING_COLUMNS } from './tables/marketing.ts'
import { NEWSLETTER_COLUMNS } from './tables/newsletter.ts'
import { ORDER_COLUMNS } from './tables/orders.ts'
import { PAYMENT_COLUMNS } from './tables/payments.ts'
import { PICKUP_COLUMNS } from './tables/pickup.ts'
import { PRODUCT_PICTURE_COLUMNS } from './tables/productPictures.ts'
import { PRODUCT_SAFETY_COLUMNS } from './tables/productSafety.ts'
import { RETURN_COLUMNS } from './tables/returns.ts'
import { REVIEW_COLUMNS } from './tables/reviews.ts'
import { ROUTING_COLUMNS } from './tables/routing.ts'
import { SCHEMA_MIGRATION_COLUMNS } from './tables/schemaMigration.ts'
import { SHOP_COLUMNS } from './tables/shop.ts'
import { STAFF_COLUMNS } from './tables/staff.ts'
import { STOCK_COLUMNS } from './tables/stock.ts'
import { STORE_CREDIT_COLUMNS } from './tables/storecredit.ts'
import { WISHLIST_COLUMNS } from './tables/wishlist.ts'
import { WITHDRAWAL_COLUMNS } from './tables/withdrawal.ts'

/** Every table of the types with its columns; `satisfies` proves it is the whole `Database`. */
const TYPED_COLUMNS = {
  ...ACCOUNT_COLUMNS,
  ...AUDIT_COLUMNS,
  ...CART_COLUMNS,
  ...CATALOG_COLUMNS,
  ...CATALOG_OPTION_COLUMNS,
  ...CATALOG_SEARCH_COLUMNS,
  ...CHECKOUT_COLUMNS,
  ...CMS_COLUMNS,
  ...CONSENT_COLUMNS,
  ...DOWNLOAD_COLUMNS,
  ...EMAIL_COLUMNS,
  ...GIFT_CARD_COLUMNS,
  ...INVOICE_COLUMNS,
  ...MARKETING_COLUMNS,
  ...NEWSLETTER_COLUMNS,
  ...ORDER_COLUMNS,
  ...PAYMENT_COLUMNS,
  ...PICKUP_COLUMNS,
  ...PRODUCT_PICTURE_COLUMNS,
  ...PRODUCT_SAFETY_COLUMNS,
  ...RETURN_COLUMNS,
  ...REVIEW_COLUMNS,
  ...ROUTING_COLUMNS,
  ...SCHEMA_MIGRATION_COLUMNS,
  ...SHOP_COLUMNS,
  ...STAFF_COLUMNS,
  ...STOCK_COLUMNS,
  ...STORE_CREDIT_COLUMNS,
  ...WISHLIST_COLUMNS,
  ...WITHDRAWAL_COLUMNS,
} as const satisfies ColumnsOf<Database>

type TableColumnList = Record<string, Record<string, Nullability>>

let dataDir: string
let database: ShopDatabase
let migrated: TableColumnList

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tables-'))
  database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), prepare: false })
  await migrate(database.db)
  migrated = await columnsOfDatabase(database)
})
afterAll(async () => {
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The tables and views of the database's schema, each with its columns and whether they may be null. */
async function columnsOfDatabase({ db }: ShopDatabase): Promise<TableColumnList> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable from information_schema.columns where table_schema = current_schema()
  `.execute(db)
  const tables: TableColumnList = {}
  for (const row of rows)
    (tables[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES' ? 'null' : 'not null'
  return tables
}

function tableNames(tables: TableColumnList): string[] {
  return Object.keys(tables).sort()
}

function columnNames(tables: TableColumnList): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tables).map(([table, columns]) => [table, Object.keys(columns).sort()]),
  )
}

/** `table.column` of each column `tables` lets be null, among the columns `other` names too. */
function nullableColumns(tables: TableColumnList, other: TableColumnList): string[] {
  return Object.entries(tables)
    .flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([column, nullability]) => nullability === 'null' && other[table]?.[column] !== undefined)
        .map(([column]) => `${table}.${column}`),
    )
    .sort()
}

describe('the database types', () => {
  it('name every table of the migrated database, and no other', () => {
    expect(tableNames(TYPED_COLUMNS)).toEqual(tableNames(migrated))
  })

  it('name every column of each table, and no other', () => {
    expect(columnNames(TYPED_COLUMNS)).toEqual(columnNames(migrated))
  })

  it('say `| null` exactly where the database lets a column be null', () => {
    expect(nullableColumns(TYPED_COLUMNS, migrated)).toEqual(nullableColumns(migrated, TYPED_COLUMNS))
  })
})
