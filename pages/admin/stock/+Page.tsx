import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import {
  button,
  errorBox,
  fieldRow,
  linkButton,
  panel,
  table,
} from '../../../components/admin/admin.styles.ts'
import type { StockPageData } from '../../../server/admin/adminPageData.ts'

type Size = StockPageData['products'][number]['sizes'][number]

/** What a wrong line of a pasted list says, by its code. */
const LINE_ERRORS = {
  UNREADABLE: msg`not a line SKU;quantity`,
  DUPLICATE_SKU: msg`this SKU is on an earlier line too`,
  UNKNOWN_SKU: msg`no size has this SKU`,
  INVALID_QUANTITY: msg`the quantity is too large`,
}

/** Stock (/admin/stock, owners and the warehouse): find a product, set a size's stock, or paste a list. */
export default function Page() {
  const { query, products, outOfStock, lowStock } = useAdminData<StockPageData>()
  const { admin } = usePageContext()
  const mayEdit = (admin?.allowed ?? []).includes('stock.set')
  const listed = outOfStock ?? lowStock ?? null
  return (
    <>
      <h1>
        <Trans>Stock</Trans>
      </h1>
      <Notice />
      <form method="get" action="/admin/stock" className={panel} aria-labelledby="stock-search-heading">
        <h2 id="stock-search-heading">
          <Trans>Find a product</Trans>
        </h2>
        <div className={fieldRow}>
          <label htmlFor="q">
            <Trans>SKU, product id or name</Trans>
          </label>
          <input id="q" name="q" type="search" defaultValue={query} />
        </div>
        <button className={button} type="submit">
          <Trans>Find</Trans>
        </button>
      </form>
      {outOfStock ? (
        <OutOfStockHeading {...outOfStock} />
      ) : lowStock ? (
        <LowStockHeading {...lowStock} />
      ) : (
        <>
          <p>
            <a href="/admin/stock?out=1">
              <Trans>List the sizes out of stock</Trans>
            </a>
          </p>
          <p>
            <a href="/admin/stock?low=1">
              <Trans>List the sizes low on stock</Trans>
            </a>
          </p>
        </>
      )}
      {/* A list (out of or low on stock) says its own count; a search that found nothing says so. */}
      {query === '' && !listed ? null : products.length === 0 ? (
        listed ? null : (
          <p role="status">
            <Trans>No product matches “{query}”. Try its SKU, its id or a word of its name.</Trans>
          </p>
        )
      ) : (
        products.map((product) => (
          <table key={product.sku} className={table}>
            <caption>
              <a href={`/admin/stock/${encodeURIComponent(product.sku)}`}>
                {product.name} ({product.sku})
              </a>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>SKU</Trans>
                </th>
                <th scope="col">
                  <Trans>Size</Trans>
                </th>
                <th scope="col">
                  <Trans>Colour</Trans>
                </th>
                <th scope="col">
                  <Trans>In stock</Trans>
                </th>
                <th scope="col">
                  <Trans>Low-stock threshold</Trans>
                </th>
                {mayEdit ? (
                  <th scope="col">
                    <Trans>Set the stock</Trans>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {product.sizes.map((size) => (
                <SizeRow key={size.sku} size={size} query={query} mayEdit={mayEdit} />
              ))}
            </tbody>
          </table>
        ))
      )}
      {listed ? (
        <Pager
          page={listed.page}
          pageSize={listed.pageSize}
          totalCount={listed.totalCount}
          hrefOf={(page) => `/admin/stock?${outOfStock ? 'out' : 'low'}=1&page=${page}`}
        />
      ) : null}
      {mayEdit ? <BulkForm query={query} /> : null}
    </>
  )
}

/** The heading of the list of sizes out of stock, with their number (the dashboard's figure). */
function OutOfStockHeading({ totalCount }: { totalCount: number }) {
  return (
    <>
      <h2>
        <Trans>Sizes out of stock</Trans>
      </h2>
      <p role="status">
        <Plural
          value={totalCount}
          _0="No size is out of stock."
          one="# size out of stock"
          other="# sizes out of stock"
        />{' '}
        <a href="/admin/stock">
          <Trans>Back to the search</Trans>
        </a>
      </p>
    </>
  )
}

/** The heading of the list of sizes low on stock (at or below their threshold), with their number. */
function LowStockHeading({ totalCount }: { totalCount: number }) {
  return (
    <>
      <h2>
        <Trans>Sizes low on stock</Trans>
      </h2>
      <p role="status">
        <Plural
          value={totalCount}
          _0="No size is low on stock."
          one="# size at or below its threshold"
          other="# sizes at or below their threshold"
        />{' '}
        <a href="/admin/stock">
          <Trans>Back to the search</Trans>
        </a>
      </p>
    </>
  )
}

function SizeRow({ size, query, mayEdit }: { size: Size; query: string; mayEdit: boolean }) {
  const { admin } = usePageContext()
  const { outOfStock, lowStock } = useAdminData<StockPageData>()
  const form = `stock-${size.sku}`
  const sentBack = admin?.formState?.form === form
  const typedQty = useKeptValue(form, 'qty')
  const typedInStock = useKeptValue(form, 'inStock') === 'on'
  const { sku, qty } = size
  return (
    <tr>
      <th scope="row">{size.sku}</th>
      <td>{size.size}</td>
      <td>{size.colour}</td>
      <td>{size.inStock ? <Trans>Yes, {qty} pieces</Trans> : <Trans>No, {qty} pieces</Trans>}</td>
      <td>{size.threshold}</td>
      {mayEdit ? (
        <td>
          <FormError form={form} />
          <AdminForm action="/admin/stock/set">
            <input type="hidden" name="sku" value={size.sku} />
            <input type="hidden" name="q" value={query} />
            {outOfStock ? <input type="hidden" name="out" value="1" /> : null}
            {lowStock ? <input type="hidden" name="low" value="1" /> : null}
            <label htmlFor={`qty-${size.sku}`}>
              <Trans>Quantity of {sku}</Trans>
            </label>{' '}
            <input
              id={`qty-${size.sku}`}
              name="qty"
              inputMode="numeric"
              size={7}
              defaultValue={sentBack ? typedQty : String(size.qty)}
              required
            />{' '}
            <input
              id={`in-stock-${size.sku}`}
              name="inStock"
              type="checkbox"
              defaultChecked={sentBack ? typedInStock : size.inStock || size.qty === 0}
            />{' '}
            <label htmlFor={`in-stock-${size.sku}`}>
              <Trans>On sale when it has pieces</Trans>
            </label>{' '}
            <button className={linkButton} type="submit">
              <Trans>Save {sku}</Trans>
            </button>
          </AdminForm>
        </td>
      ) : null}
    </tr>
  )
}

function BulkForm({ query }: { query: string }) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const lines = useKeptValue('bulk', 'lines')
  const wrong = admin?.formState?.form === 'bulk' ? (admin.formState.lines ?? []) : []
  return (
    <section className={panel} aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">
        <Trans>Set the stock of many sizes</Trans>
      </h2>
      <AdminForm action="/admin/stock/bulk" labelledBy="bulk-heading">
        <FormError form="bulk" />
        {wrong.length > 0 ? (
          <ul className={errorBox} aria-label={i18n._(msg`Wrong lines`)}>
            {wrong.map(({ line, text, error }) => {
              const why = i18n._(LINE_ERRORS[error as keyof typeof LINE_ERRORS] ?? msg`refused`)
              return (
                <li key={line}>
                  <Trans>
                    Line {line} ({text}): {why}
                  </Trans>
                </li>
              )
            })}
          </ul>
        ) : null}
        <input type="hidden" name="q" value={query} />
        <div className={fieldRow}>
          <label htmlFor="bulk-lines">
            <Trans>One size per line: SKU;quantity. Every line is saved, or none when one is wrong.</Trans>
          </label>
          <textarea id="bulk-lines" name="lines" rows={8} cols={40} defaultValue={lines} />
        </div>
        <button className={button} type="submit">
          <Trans>Save the list</Trans>
        </button>
      </AdminForm>
    </section>
  )
}
