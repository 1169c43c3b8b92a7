import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import { PRODUCT_TYPE_NAMES } from '../../../components/admin/catalogue/productTypeNames.ts'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { button, fieldRow, filterGrid, panel, table } from '../../../components/admin/admin.styles.ts'
import type { ProductsPageData } from '../../../server/admin/cataloguePageData.ts'

/** Products (/admin/products, merchandisers and owners): search and filters, newest first, paged. */
export default function Page() {
  const { filters, page, pageSize, totalCount, products } = useAdminData<ProductsPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const hrefOf = (to: number) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''))
    query.set('page', String(to))
    return `/admin/products?${query}`
  }
  const filtered = Object.values(filters).some((value) => value !== '')
  return (
    <>
      <h1>
        <Trans>Products</Trans>
      </h1>
      {admin?.allowed.includes('catalogue.edit') ? (
        <p>
          <a href="/admin/products/new">
            <Trans>New product</Trans>
          </a>{' '}
          <a href="/admin/products/import">
            <Trans>Import from a CSV file</Trans>
          </a>
        </p>
      ) : null}
      <p>
        <a href="/admin/products/export" download>
          <Trans>Export the catalogue as CSV</Trans>
        </a>
      </p>
      <ProductFilters />
      {products.length === 0 ? (
        <p role="status">
          {filtered ? (
            <Trans>No product matches. Try the start of its SKU, a word of its name, or fewer filters.</Trans>
          ) : (
            <Trans>The catalogue has no product yet.</Trans>
          )}
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Plural value={totalCount} one="# product" other="# products, newest first" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>SKU</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Type</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Stock</Trans>
              </th>
              <th scope="col">
                <Trans>Added</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const { qty } = product
              const stores = product.disabledStores.join(', ')
              return (
                <tr key={product.sku}>
                  <td>
                    <a href={`/admin/products/${encodeURIComponent(product.sku)}`}>{product.sku}</a>
                  </td>
                  <td>{product.name}</td>
                  <td>{i18n._(PRODUCT_TYPE_NAMES[product.type])}</td>
                  <td>{stores === '' ? <Trans>On sale</Trans> : <Trans>Switched off in {stores}</Trans>}</td>
                  <td>{product.inStock ? <Trans>In stock ({qty})</Trans> : <Trans>Out of stock</Trans>}</td>
                  <td>{formatDate(product.createdAt, locale)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} pageSize={pageSize} totalCount={totalCount} hrefOf={hrefOf} />
    </>
  )
}

const msgOnSale = msg`On sale in every store`
const msgSwitchedOff = msg`Switched off in a store at least`
const msgInStock = msg`In stock`
const msgOutOfStock = msg`Out of stock`

function ProductFilters() {
  const { filters, categories, stores } = useAdminData<ProductsPageData>()
  const { i18n } = useLingui()
  return (
    <form
      method="get"
      action="/admin/products"
      className={panel}
      role="search"
      aria-labelledby="product-search-heading"
    >
      <h2 id="product-search-heading">
        <Trans>Find products</Trans>
      </h2>
      <div className={fieldRow}>
        <label htmlFor="product-search">
          <Trans>Start of the SKU, or a word of the name in any language</Trans>
        </label>
        <input id="product-search" name="q" type="search" defaultValue={filters.q} />
      </div>
      <div className={filterGrid}>
        <div className={fieldRow}>
          <label htmlFor="product-type">
            <Trans>Type</Trans>
          </label>
          <select id="product-type" name="type" defaultValue={filters.type}>
            <option value="">—</option>
            {Object.entries(PRODUCT_TYPE_NAMES).map(([type, name]) => (
              <option key={type} value={type}>
                {i18n._(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="product-category">
            <Trans>Category</Trans>
          </label>
          <select id="product-category" name="category" defaultValue={filters.category}>
            <option value="">—</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {'\u00a0'.repeat((category.level - 2) * 2)}
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="product-status">
            <Trans>Status</Trans>
          </label>
          <select id="product-status" name="status" defaultValue={filters.status}>
            <option value="">—</option>
            <option value="enabled">{i18n._(msgOnSale)}</option>
            <option value="disabled">{i18n._(msgSwitchedOff)}</option>
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="product-visibility">
            <Trans>Store visibility</Trans>
          </label>
          <select id="product-visibility" name="visibility" defaultValue={filters.visibility}>
            <option value="">—</option>
            {stores.map(({ key, path }) => [
              <option key={`on:${key}`} value={`on:${key}`}>
                <Trans>On sale in {path}</Trans>
              </option>,
              <option key={`off:${key}`} value={`off:${key}`}>
                <Trans>Switched off in {path}</Trans>
              </option>,
            ])}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="product-stock">
            <Trans>Stock</Trans>
          </label>
          <select id="product-stock" name="stock" defaultValue={filters.stock}>
            <option value="">—</option>
            <option value="in">{i18n._(msgInStock)}</option>
            <option value="out">{i18n._(msgOutOfStock)}</option>
          </select>
        </div>
      </div>
      <button className={button} type="submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
