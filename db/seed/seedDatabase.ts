import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../tables.ts'
import { createRandom } from './random.ts'
import { buildCategoryTree } from './categories.ts'
import { generateProducts, type ProductRows } from './products.ts'
import { addGiftCardProduct } from './giftCardProduct.ts'
import { addDownloadableProducts } from './downloadableProducts.ts'
import { generateProductExtras } from './productExtras.ts'
import { buildSiteContent } from './siteContent.ts'
import { HOME_PRODUCT_COUNT } from './cmsContent.ts'
import { buildUrlRewrites } from './urlRewrites.ts'
import { buildAttributes, buildCountries, buildFeatureFlags } from './referenceData.ts'
import { buildPickupPoints } from './pickupPoints.ts'
import { loadSearchSynonyms } from './loadSearchSynonyms.ts'
import { buildCoupons } from './coupons.ts'
import { seedDemoGiftCards } from './demoGiftCards.ts'
import { seedDemoOrders } from './demoOrders.ts'
import { seedDemoOwner } from './demoOwner.ts'
import { replayPriceChanges, rewindPriceHistory } from './priceHistory.ts'
import { buildProductSafety, ECONOMIC_OPERATORS } from './productSafety.ts'
import { markStockMovement } from '../../domain/stock/stockMovements.ts'

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** Number of sellable products besides bundles (default 360). */
  products?: number
  /** PRNG seed: the same seed gives the same catalogue. */
  seed?: number
}

/** Default catalogue size of a fresh shop. */
export const DEFAULT_PRODUCT_COUNT = 360
/** The seed of the demo catalogue's random draws. */
export const DEFAULT_SEED = 20_261_122
const CHUNK_ROWS = 1000

async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await trx
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
      .values(rows.slice(start, start + CHUNK_ROWS) as any)
      .execute()
  }
}

/**
 * Fills an empty, migrated database with the deterministic catalogue: categories, products
 * and variants with their price history and safety information, options, bundles, the gift card, the downloadable patterns and guides, reviews, media, CMS content, FAQ, URL rewrites, pickup
 * points, countries, feature flags, demo coupons, demo gift cards, the demo customer's orders and the back office's demo owner.
 * Runs in one transaction.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const random = createRandom(options.seed ?? DEFAULT_SEED)
  const tree = buildCategoryTree()
  const productRows: ProductRows = { products: [], translations: [], categories: [], attributes: [] }
  const generated = generateProducts(
    random,
    tree.leaves,
    options.products ?? DEFAULT_PRODUCT_COUNT,
    productRows,
  )
  const extras = generateProductExtras(random, generated, productRows)
  const giftCardProduct = addGiftCardProduct(productRows)
  const downloadable = addDownloadableProducts(tree, productRows)
  const showcase = generated
    .filter((product) => product.type === 'configurable')
    .slice(0, HOME_PRODUCT_COUNT)
    .map((product) => product.sku)
  const content = buildSiteContent(showcase)
  const { attributes, options: attributeOptions } = buildAttributes()
  const priceChanges = rewindPriceHistory(productRows.products)
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'attribute', attributes)
    await insertAll(trx, 'attribute_option', attributeOptions)
    await insertAll(trx, 'media', extras.media)
    await insertAll(trx, 'category', tree.categories)
    await insertAll(trx, 'category_translation', tree.translations)
    // The catalogue's stock is an import in the ledger (migration 0068).
    await markStockMovement(trx, { kind: 'import', reference: 'seed' })
    // Sellable products first, variants after: listings then read fewer heap pages.
    await insertAll(
      trx,
      'product',
      [...productRows.products].sort((a, b) => Number(a.parent_sku != null) - Number(b.parent_sku != null)),
    )
    await replayPriceChanges(trx, priceChanges)
    await insertAll(
      trx,
      'product_translation',
      [...productRows.translations].sort((a, b) => a.language.localeCompare(b.language)),
    )
    await insertAll(trx, 'product_category', productRows.categories)
    await insertAll(trx, 'product_attribute', productRows.attributes)
    await insertAll(trx, 'tier_price', extras.tierPrices)
    await insertAll(trx, 'custom_option', extras.customOptions)
    await insertAll(trx, 'custom_option_value', extras.customOptionValues)
    await insertAll(trx, 'bundle_option', extras.bundleOptions)
    await insertAll(trx, 'bundle_selection', extras.bundleSelections)
    await insertAll(trx, 'economic_operator', ECONOMIC_OPERATORS)
    await insertAll(
      trx,
      'product_safety',
      buildProductSafety(productRows.products, {
        options: extras.bundleOptions,
        selections: extras.bundleSelections,
      }),
    )
    await insertAll(trx, 'giftcard_product', [giftCardProduct])
    await insertAll(trx, 'downloadable_link', downloadable.links)
    await insertAll(trx, 'downloadable_link_file', downloadable.files)
    await sql`select setval('downloadable_link_id_seq', coalesce((select max(id) from downloadable_link), 0) + 1, false)`.execute(
      trx,
    )
    await insertAll(trx, 'product_review', extras.reviews)
    await sql`select setval('product_review_id_seq', coalesce((select max(id) from product_review), 0) + 1, false)`.execute(
      trx,
    )
    await insertAll(trx, 'cms_page', content.pages)
    await insertAll(trx, 'cms_block', content.blocks)
    await insertAll(trx, 'faq_entry', content.faq)
    await insertAll(trx, 'translation', content.translations)
    await insertAll(trx, 'custom_link', content.customLinks)
    await insertAll(trx, 'url_rewrite', buildUrlRewrites(tree, productRows, content))
    await insertAll(trx, 'pickup_point', buildPickupPoints())
    await insertAll(trx, 'country', buildCountries())
    await insertAll(trx, 'feature_flag', buildFeatureFlags())
    await insertAll(trx, 'coupon', buildCoupons())
    await loadSearchSynonyms(trx)
    await seedDemoGiftCards(trx)
    await seedDemoOrders(trx)
    await seedDemoOwner(trx)
    // Also builds the search documents and vocabulary (migration 0007).
    await sql`select refresh_listing_columns()`.execute(trx)
  })
  await compactTables(db)
}

/**
 * Rewrites the tables the seed updated in bulk: translations grouped by language (a search
 * reads one language), products grouped by category (a listing reads one category), both
 * without the dead rows of the update; then analyzes.
 */
async function compactTables(db: Kysely<Database>): Promise<void> {
  await sql`cluster product_translation using product_translation_url_idx`.execute(db)
  await sql`cluster product using product_category_order_idx`.execute(db)
  await sql`vacuum analyze`.execute(db)
}
