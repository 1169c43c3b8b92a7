import DataLoader from 'dataloader'
import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  BundleOptionTable,
  BundleSelectionTable,
  CustomOptionTable,
  CustomOptionValueTable,
  Database,
  EconomicOperatorTable,
  Language,
  ProductSafetyTable,
  TierPriceTable,
} from '../../db/tables.ts'
import { selectProductRows, VARIANT_ROW_COLUMNS, type ProductRow, type VariantRow } from './productRow.ts'
import { groupBy } from '../groupBy.ts'
import { onSalePeriods, toCents, type OnSalePeriod, type PricePoint } from '../../pricing/index.ts'
import { loadReviewFigures, type ReviewFigures } from '../reviews/productReviewPages.ts'
import { onSaleInSql } from './productOnSale.ts'

/** A product's safety information with its economic operators. */
export type ProductSafetyRow = Pick<Selectable<ProductSafetyTable>, 'sku' | 'product_type' | 'warnings'> & {
  manufacturer: Selectable<EconomicOperatorTable>
  responsible_person: Selectable<EconomicOperatorTable> | null
}

/** A custom option with its values. */
export type CustomOptionRow = Selectable<CustomOptionTable> & { values: Selectable<CustomOptionValueTable>[] }

/** A bundle option with its selections. */
export type BundleOptionRow = Selectable<BundleOptionTable> & {
  selections: Selectable<BundleSelectionTable>[]
}

/**
 * Per-request batch loaders of product data, keyed by sku: exactly one SQL statement per batch.
 * `product` answers only what the store sells (null for a product switched off there), so every
 * widget, wishlist, cart and order that loads its products through it leaves such a product out.
 */
export function createProductLoaders(db: Kysely<Database>, language: Language, storeKey: string) {
  return {
    product: new DataLoader<string, ProductRow | null>(async (skus) => {
      const rows = await selectProductRows(db, language)
        .where('p.sku', 'in', [...skus])
        .where('p.parent_sku', 'is', null)
        .where(onSaleInSql('p', storeKey))
        .execute()
      const bySku = new Map(rows.map((row) => [row.sku, row]))
      return skus.map((sku) => bySku.get(sku) ?? null)
    }),
    /**
     * Each product's variants in id order. They arrive as one JSON value: a listing's 30 products
     * have some 200 variants, and one value costs PGlite a fraction of 2,000 fields (docs/performance.md).
     */
    variants: new DataLoader<string, VariantRow[]>(async (skus) => {
      const result = await sql<{ variants: VariantRow[] }>`
        select coalesce(json_agg(v order by v.id), '[]') as variants
        from (select ${sql.join(VARIANT_ROW_COLUMNS.map((column) => sql.ref(column)))}
          from product where parent_sku in (${sql.join(skus)})) v`.execute(db)
      return groupBy(skus, result.rows[0]?.variants ?? [], (row) => row.parent_sku as string)
    }),
    tierPrices: new DataLoader<string, Selectable<TierPriceTable>[]>(async (skus) => {
      const rows = await db
        .selectFrom('tier_price')
        .selectAll()
        .where('sku', 'in', [...skus])
        .orderBy('qty')
        .execute()
      return groupBy(skus, rows, (row) => row.sku)
    }),
    customOptions: new DataLoader<string, CustomOptionRow[]>(async (skus) => {
      const rows = await sql<CustomOptionRow>`
        select o.*, coalesce(json_agg(v order by v.position) filter (where v.id is not null), '[]') as values
        from custom_option o left join custom_option_value v on v.option_id = o.id
        where o.sku in (${sql.join(skus)}) group by o.id order by o.position`.execute(db)
      return groupBy(skus, rows.rows, (option) => option.sku)
    }),
    bundleOptions: new DataLoader<string, BundleOptionRow[]>(async (skus) => {
      const rows = await sql<BundleOptionRow>`
        select o.*, coalesce(json_agg(s order by s.position) filter (where s.id is not null), '[]') as selections
        from bundle_option o left join bundle_selection s on s.option_id = o.id
        where o.sku in (${sql.join(skus)}) group by o.id order by o.position`.execute(db)
      return groupBy(skus, rows.rows, (option) => option.sku)
    }),
    /** Each sku's price history, oldest first (for the reference price of a reduction). */
    priceHistory: new DataLoader<string, PricePoint[]>(async (skus) => {
      const rows = await db
        .selectFrom('product_price_history')
        .select(['sku', 'final_price', 'valid_from'])
        .where('sku', 'in', [...skus])
        .orderBy('valid_from')
        .orderBy('id')
        .execute()
      return groupBy(skus, rows, (row) => row.sku).map((group) =>
        group.map((row) => ({ validFrom: new Date(row.valid_from), price: toCents(row.final_price) })),
      )
    }),
    /**
     * When each sku was on sale in this store (a size: its product's periods), read from the
     * status history (migration 0080), for the reference price of a reduction.
     */
    onSalePeriods: new DataLoader<string, OnSalePeriod[]>(async (skus) => {
      const rows = await db
        .selectFrom('product as p')
        .innerJoin('product_status_history as h', (join) =>
          join.on('h.sku', '=', sql<string>`coalesce(p.parent_sku, p.sku)`),
        )
        .select(['p.sku', 'h.disabled_stores', 'h.valid_from'])
        .where('p.sku', 'in', [...skus])
        .orderBy('h.valid_from')
        .orderBy('h.id')
        .execute()
      return groupBy(skus, rows, (row) => row.sku).map((group) =>
        onSalePeriods(
          group.map((row) => ({ validFrom: new Date(row.valid_from), disabledStores: row.disabled_stores })),
          storeKey,
        ),
      )
    }),
    /** Safety information of sellable products, with their manufacturer and responsible person. */
    safety: new DataLoader<string, ProductSafetyRow | null>(async (skus) => {
      const rows = await db
        .selectFrom('product_safety as s')
        .innerJoin('economic_operator as m', 'm.code', 's.manufacturer_code')
        .leftJoin('economic_operator as r', 'r.code', 's.responsible_person_code')
        .select(['s.sku', 's.product_type', 's.warnings'])
        .select([
          sql<Selectable<EconomicOperatorTable>>`to_jsonb(m)`.as('manufacturer'),
          sql<Selectable<EconomicOperatorTable> | null>`case when r.code is null then null else to_jsonb(r) end`.as(
            'responsible_person',
          ),
        ])
        .where('s.sku', 'in', [...skus])
        .execute()
      const bySku = new Map(rows.map((row) => [row.sku, row]))
      return skus.map((sku) => bySku.get(sku) ?? null)
    }),
    /** Count and average of each product's approved reviews (the page of reviews is read per product). */
    reviewFigures: new DataLoader<string, ReviewFigures>((skus) => loadReviewFigures(db, skus)),
    categoryIds: new DataLoader<string, number[]>(async (skus) => {
      const rows = await db
        .selectFrom('product_category')
        .select(['sku', 'category_id'])
        .where('sku', 'in', [...skus])
        .orderBy('category_id')
        .execute()
      return groupBy(skus, rows, (row) => row.sku).map((group) => group.map((row) => row.category_id))
    }),
  }
}

/** The product loaders of one request. */
export type ProductLoaders = ReturnType<typeof createProductLoaders>
