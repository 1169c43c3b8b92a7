import { bundleForEditing, type EditableBundle } from '../../domain/backoffice/catalogue/bundleEditing.ts'
import {
  giftCardAmountsForEditing,
  type EditableGiftCardAmounts,
} from '../../domain/backoffice/catalogue/giftCardAmounts.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { StaffLanguage } from '../../db/tables.ts'
import {
  catalogueCategories,
  listProducts,
  PRODUCT_TYPES,
  type ProductSearch,
  type ProductType,
} from '../../domain/backoffice/catalogue/productList.ts'
import { productForEditing, type EditableProduct } from '../../domain/backoffice/catalogue/productEditing.ts'
import {
  productPicturesForEditing,
  type EditablePictures,
} from '../../domain/backoffice/catalogue/productPictures.ts'
import {
  classificationForEditing,
  type ClassificationForEditing,
} from '../../domain/backoffice/catalogue/productClassifying.ts'
import { loadProductChoices } from '../../domain/backoffice/catalogue/productChoices.ts'
import type { NewProductChoices } from '../../domain/backoffice/catalogue/newProductForm.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { pageOf } from './carePaging.ts'
import { readerOf } from './carePageData.ts'
import {
  customOptionsForEditing,
  type EditableCustomOption,
} from '../../domain/backoffice/catalogue/customOptions.ts'
import {
  downloadableLinksForEditing,
  type EditableDownloadableLinks,
} from '../../domain/backoffice/catalogue/downloadableLinks.ts'
import { loadProductPrices, type ProductPricesData } from './pricesPageData.ts'

/** Products a page of the list shows. */
export const PRODUCTS_PAGE_SIZE = 50

/** The products list (/admin/products): the search and filters as understood, a page of products. */
export interface ProductsPageData {
  filters: { q: string; type: string; category: string; status: string; visibility: string; stock: string }
  /** The stores the "store visibility" filter offers, by key, with the path of their default address (`/fr`). */
  stores: { key: string; path: string }[]
  categories: { id: number; name: string; level: number }[]
  page: number
  pageSize: number
  totalCount: number
  products: {
    sku: string
    name: string
    type: ProductType
    qty: number
    inStock: boolean
    disabledStores: string[]
    createdAt: string
  }[]
}

/** A product's page (/admin/products/<sku>): its texts and status, and the stores it may be on sale in. */
export interface ProductPageData {
  product: EditableProduct | null
  /** Each store's key and the path of its default address (`/fr`). */
  stores: { key: string; path: string }[]
  /** Its prices section (docs/back-office.md#prices). */
  prices?: ProductPricesData | null
  /** Its uploaded pictures and the colours one may show (docs/back-office.md#pictures). */
  pictures: EditablePictures | null
  /** Its categories, gender, material, stickers, "new" days and variants, with the choices. */
  classification: ClassificationForEditing | null
  /** Its custom options (docs/back-office.md#custom-options); null without the right to see them. */
  customOptions?: { options: EditableCustomOption[]; canEdit: boolean } | null
  /** A downloadable product's files (docs/back-office.md#creating-products); null for other products. */
  downloadableLinks?: EditableDownloadableLinks | null
  /** A bundle's options (docs/back-office.md#bundle-options); null for other products. */
  bundle?: EditableBundle | null
  /** A gift card's amounts (docs/back-office.md#gift-card-amounts); null for other products. */
  giftCardAmounts?: EditableGiftCardAmounts | null
}

/** The new product page (/admin/products/new): what its form offers. */
export interface NewProductPageData {
  newProductChoices: NewProductChoices
}

/** What the catalogue pages read. */
export type CataloguePageData = ProductsPageData | ProductPageData | NewProductPageData

/** Loads the data of a catalogue page, or undefined when `pathname` is none of them (the guard checked the role). */
export async function loadCataloguePageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<CataloguePageData | undefined> {
  if (!viewer) return undefined
  if (pathname === '/admin/products') return loadProducts(db, readerOf(viewer), viewer.language, query)
  if (pathname === '/admin/products/new')
    return { newProductChoices: await loadProductChoices(db, viewer.language) }
  const sku = productSkuOf(pathname)
  if (sku === null) return undefined
  return {
    product: await productForEditing(db, readerOf(viewer), sku),
    stores: storeChoices(),
    prices: await loadProductPrices(db, readerOf(viewer), sku, query),
    pictures: await productPicturesForEditing(db, readerOf(viewer), sku),
    classification: await classificationForEditing(db, readerOf(viewer), sku, viewer.language),
    customOptions: await customOptionsForEditing(db, readerOf(viewer), sku),
    downloadableLinks: await downloadableLinksForEditing(db, readerOf(viewer), sku),
    bundle: await bundleForEditing(db, readerOf(viewer), sku),
    giftCardAmounts: await giftCardAmountsForEditing(db, readerOf(viewer), sku),
  }
}

function storeChoices() {
  return STORE_DEFINITIONS.map((store) => ({ key: store.key, path: `/${store.defaultPathSegment}` }))
}

/** The list's filters from its query: anything not understood is left out. */
export function productSearchOf(query: URLSearchParams): ProductSearch & { q: string } {
  const q = (query.get('q') ?? '').trim().slice(0, 100)
  const type = query.get('type') ?? ''
  const category = Number(query.get('category'))
  const status = query.get('status')
  const stock = query.get('stock')
  // `on:b2c_de` (on sale in that store) or `off:b2c_de` (switched off there).
  const [visibility, storeKey] = (query.get('visibility') ?? '').split(':')
  const knownStore = STORE_DEFINITIONS.some((store) => store.key === storeKey)
  return {
    q,
    query: q,
    ...((PRODUCT_TYPES as readonly string[]).includes(type) ? { type: type as ProductType } : {}),
    ...(Number.isSafeInteger(category) && category > 0 ? { categoryId: category } : {}),
    ...(status === 'enabled' || status === 'disabled' ? { status } : {}),
    ...(knownStore && storeKey && (visibility === 'on' || visibility === 'off')
      ? { storeVisibility: { storeKey, onSale: visibility === 'on' } }
      : {}),
    ...(stock === 'in' || stock === 'out' ? { stock } : {}),
  }
}

/** Loads the products list. */
export async function loadProducts(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  language: StaffLanguage,
  query: URLSearchParams,
): Promise<ProductsPageData> {
  const search = productSearchOf(query)
  const page = pageOf(query)
  const [found, categories] = await Promise.all([
    listProducts(db, actor, language, { ...search, page, pageSize: PRODUCTS_PAGE_SIZE }),
    catalogueCategories(db, language),
  ])
  return {
    filters: {
      q: search.q,
      type: search.type ?? '',
      category: search.categoryId ? String(search.categoryId) : '',
      status: search.status ?? '',
      visibility: search.storeVisibility
        ? `${search.storeVisibility.onSale ? 'on' : 'off'}:${search.storeVisibility.storeKey}`
        : '',
      stock: search.stock ?? '',
    },
    stores: storeChoices(),
    categories,
    page,
    pageSize: PRODUCTS_PAGE_SIZE,
    totalCount: found.ok ? found.totalCount : 0,
    products: found.ok
      ? found.products.map((product) => ({ ...product, createdAt: product.createdAt.toISOString() }))
      : [],
  }
}

/** The SKU of a product page's path, or null when the path is not one. */
export function productSkuOf(pathname: string): string | null {
  const match = /^\/admin\/products\/([^/]{1,64})$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
}
