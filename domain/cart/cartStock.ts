import type { Kysely, Transaction } from 'kysely'
import type { CartBundleOptionValue, Database, GiftCardLineValue } from '../../db/tables.ts'
import { MAX_CART_LINE_QUANTITY } from '../../config/shopConfig.ts'
import type { DomainContext } from '../context.ts'

/** Stock of one catalogue row (a variant, a simple product, a bundle or a bundle piece). */
export interface StockLevel {
  qty: number
  is_in_stock: boolean
}

/**
 * Pieces of a choice that can be sold now: the stock of the variant (its size and colour) or
 * of the product; a bundle also needs each of its pieces, `qty` of them per bundle.
 */
export function saleableQuantity(
  stock: StockLevel,
  pieces: readonly { stock: StockLevel; qty: number }[] = [],
): number {
  const own = stock.is_in_stock ? Math.max(stock.qty, 0) : 0
  return pieces.reduce(
    (least, piece) =>
      Math.min(least, piece.qty > 0 ? Math.floor(saleableQuantity(piece.stock) / piece.qty) : least),
    own,
  )
}

/** A cart line's choice as far as stock goes. */
export interface StockChoice {
  sku: string
  variant_sku: string | null
  bundle_options: readonly CartBundleOptionValue[]
  /** Set on a gift card line, which takes no stock. */
  giftcard?: GiftCardLineValue | null
}

/** Pieces of a gift card that can be sold: it is e-mailed and takes no stock, so a whole line's worth while the product is sold. */
export function giftCardSaleableQuantity(product: { is_in_stock: boolean }): number {
  return product.is_in_stock ? MAX_CART_LINE_QUANTITY : 0
}

/** Whether a product takes no stock: a gift card (e-mailed) or a downloadable product (files). */
export function isUnstockedProduct(product: { type: string }): boolean {
  return product.type === 'giftcard' || product.type === 'downloadable'
}

/** Reads the saleable quantity of a choice now (in the caller's transaction, for the freshest stock). */
export async function currentSaleableQuantity(
  db: Kysely<Database> | Transaction<Database>,
  choice: StockChoice,
): Promise<number> {
  if (choice.giftcard) {
    const product = await db
      .selectFrom('product')
      .select('is_in_stock')
      .where('sku', '=', choice.sku)
      .executeTakeFirst()
    return product ? giftCardSaleableQuantity(product) : 0
  }
  const stockSku = choice.variant_sku ?? choice.sku
  const selectionIds = choice.bundle_options.map((option) => option.selection)
  const selections =
    selectionIds.length === 0
      ? []
      : await db
          .selectFrom('bundle_selection')
          .select(['id', 'product_sku'])
          .where('id', 'in', selectionIds)
          .execute()
  const skus = [stockSku, ...selections.map((selection) => selection.product_sku)]
  const rows = await db
    .selectFrom('product')
    .select(['sku', 'type', 'qty', 'is_in_stock'])
    .where('sku', 'in', skus)
    .execute()
  const bySku = new Map(rows.map((row) => [row.sku, row]))
  const own = bySku.get(stockSku)
  if (own && isUnstockedProduct(own)) return giftCardSaleableQuantity(own)
  const none = { qty: 0, is_in_stock: false }
  const pieces = choice.bundle_options.map((option) => {
    const pieceSku = selections.find((selection) => selection.id === option.selection)?.product_sku
    return { stock: (pieceSku && bySku.get(pieceSku)) || none, qty: option.qty }
  })
  return saleableQuantity(bySku.get(stockSku) ?? none, pieces)
}

/** A product's stock as the catalogue knows it: its own row, its variants, its bundle options' selections. */
export interface ProductStockFacts {
  product: StockLevel & { type: string }
  variants: readonly StockLevel[]
  bundleOptions: readonly { selections: readonly { stock: StockLevel | null; default_qty: number }[] }[]
}

/** Pieces of one bundle selection that can go in boxes now: its stock by the pieces one box takes. */
function boxesOfSelection(selection: { stock: StockLevel | null; default_qty: number }): number {
  return selection.stock && selection.default_qty > 0
    ? Math.floor(saleableQuantity(selection.stock) / selection.default_qty)
    : 0
}

/**
 * The one availability rule of the shop, the same the cart applies on add: how many of the
 * product's best choice can be sold now. A product taken out of sale sells none; a gift card or
 * a file a whole line; a configurable product what its best variant has; a bundle what its own
 * stock and, for every option, its best selection allow (the cart takes the first selection in
 * stock when the shopper chose none). A product is "in stock" wherever it is shown only when
 * this is above zero.
 */
export function productSaleableQuantity(facts: ProductStockFacts): number {
  const { product } = facts
  if (isUnstockedProduct(product)) return giftCardSaleableQuantity(product)
  if (!product.is_in_stock) return 0
  if (product.type === 'configurable')
    return facts.variants.reduce((best, variant) => Math.max(best, saleableQuantity(variant)), 0)
  const own = saleableQuantity(product)
  if (product.type !== 'bundle') return own
  return facts.bundleOptions
    .filter((option) => option.selections.length > 0)
    .reduce((least, option) => Math.min(least, Math.max(0, ...option.selections.map(boxesOfSelection))), own)
}

/** Saleable pieces of one variant: nothing while its product is taken out of sale. */
export function variantSaleableQuantity(product: { is_in_stock: boolean }, variant: StockLevel): number {
  return product.is_in_stock ? saleableQuantity(variant) : 0
}

/** Reads a catalogue product's facts through the request's loaders and applies {@link productSaleableQuantity}. */
export async function loadProductSaleableQuantity(
  context: DomainContext,
  product: StockLevel & { sku: string; type: string },
): Promise<number> {
  const [variants, options] = await Promise.all([
    product.type === 'configurable' ? context.loaders.variants.load(product.sku) : [],
    product.type === 'bundle' ? context.loaders.bundleOptions.load(product.sku) : [],
  ])
  const pieceSkus = [
    ...new Set(options.flatMap((option) => option.selections.map((selection) => selection.product_sku))),
  ]
  const pieces = await context.loaders.product.loadMany(pieceSkus)
  const stockOf = new Map(
    pieceSkus.map((sku, index) => {
      const piece = pieces[index]
      return [sku, piece && !(piece instanceof Error) ? piece : null] as const
    }),
  )
  const bundleOptions = options.map((option) => ({
    selections: option.selections.map((selection) => ({
      stock: stockOf.get(selection.product_sku) ?? null,
      default_qty: selection.default_qty,
    })),
  }))
  return productSaleableQuantity({ product, variants, bundleOptions })
}
