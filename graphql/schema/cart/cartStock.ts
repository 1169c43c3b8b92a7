import type { Kysely, Transaction } from 'kysely'
import type { CartBundleOptionValue, Database, GiftCardLineValue } from '../../db/tables.ts'
import { MAX_CART_LINE_QUANTITY } from '../shop/shopConfig.ts'

/** Stock of one catalogue row (a variant, a simple product, a bundle or a bundle piece). */
export interface StockLevel {
  qty: number
  is_in_stock: boolean
}

/**
 * Pieces of a choice that can be sold now: the stock of the variant (its size and colour) or
 * of the product; a bundle also needs each of its pieces, `qty` of them per bundle.
 */
export function saleableQuantity(stock: StockLevel, pieces: readonly { stock: StockLevel; qty: number }[] = []): number {
  const own = stock.is_in_stock ? Math.max(stock.qty, 0) : 0
  return pieces.reduce((least, piece) => Math.min(least, piece.qty > 0 ? Math.floor(saleableQuantity(piece.stock) / piece.qty) : least), own)
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
export async function currentSaleableQuantity(db: Kysely<Database> | Transaction<Database>, choice: StockChoice): Promise<number> {
  if (choice.giftcard) {
    const product = await db.selectFrom('product').select('is_in_stock').where('sku', '=', choice.sku).executeTakeFirst()
    return product ? giftCardSaleableQuantity(product) : 0
  }
  const stockSku = choice.variant_sku ?? choice.sku
  const selectionIds = choice.bundle_options.map((option) => option.selection)
  const selections = selectionIds.length === 0 ? [] : await db.selectFrom('bundle_selection').select(['id', 'product_sku']).where('id', 'in', selectionIds).execute()
  const skus = [stockSku, ...selections.map((selection) => selection.product_sku)]
  const rows = await db.selectFrom('product').select(['sku', 'type', 'qty', 'is_in_stock']).where('sku', 'in', skus).execute()
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
