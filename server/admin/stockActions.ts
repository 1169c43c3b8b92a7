import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { setStock, setStockFromList } from '../../domain/backoffice/stockEditing.ts'
import { readThreshold, setLowStockThreshold } from '../../domain/backoffice/stockThresholds.ts'
import { sendAdminNotFound } from './catalogueFormAnswers.ts'
import { stockSkuOf } from './stockPageData.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

const STOCK_PAGE = '/admin/stock'

/**
 * Setting one size's stock and a pasted list of them (/admin/stock), each size audited by
 * `stockEditing.ts`; a product's stock page (/admin/stock/<sku>) and its sizes' low-stock
 * thresholds (`stockThresholds.ts`).
 */
export function stockActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  /** The page of the search the form came from (`q`), or the list of the sizes out of stock (`out`) or low on stock (`low`). */
  const pageOf = (request: FastifyRequest, done?: string) => {
    const search = new URLSearchParams()
    const q = textField(fieldsOf(request), 'q').trim().slice(0, 100)
    if (q) search.set('q', q)
    // From the list of the sizes out of stock: back to it.
    if (textField(fieldsOf(request), 'out') === '1') search.set('out', '1')
    if (textField(fieldsOf(request), 'low') === '1') search.set('low', '1')
    if (done) search.set('done', done)
    const query = search.toString()
    return query ? `${STOCK_PAGE}?${query}` : STOCK_PAGE
  }

  const stockSet: AdminAction = async (request, reply, admin) => {
    const body = fieldsOf(request)
    const sku = textField(body, 'sku')
    const typed = textField(body, 'qty').trim()
    const inStock = checkboxField(body, 'inStock')
    const qty = /^\d{1,7}$/.test(typed) ? Number(typed) : Number.NaN
    const result = await setStock(
      db,
      backOfficeActorOf(request, admin),
      app.stores,
      { sku, qty, inStock },
      admin.now,
    )
    if (!result.ok)
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: {
            form: `stock-${sku}`,
            error: result.error === 'INVALID_QUANTITY' ? 'STOCK_INVALID_QUANTITY' : result.error,
            values: { qty: typed, inStock: inStock ? 'on' : '' },
          },
        }),
        422,
        pageOf(request),
      )
    return reply.redirect(pageOf(request, 'stockSet'), 303)
  }

  const stockBulk: AdminAction = async (request, reply, admin) => {
    const text = textField(fieldsOf(request), 'lines').slice(0, 100_000)
    const result = await setStockFromList(db, backOfficeActorOf(request, admin), app.stores, text, admin.now)
    if (!result.ok)
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: {
            form: 'bulk',
            error: result.error,
            values: { lines: text },
            ...(result.error === 'INVALID_LINES' ? { lines: result.lines } : {}),
          },
        }),
        422,
        pageOf(request),
      )
    return reply.redirect(pageOf(request, 'stockListSet'), 303)
  }

  /** A product's stock page, or the back office's 404 when no product or size has that sku. */
  const stockSku: AdminAction = async (request, reply, admin) => {
    const sku = stockSkuOf(request.url.split('?')[0] ?? '') ?? ''
    const found = await db
      .selectFrom('product')
      .select('sku')
      .where(sql<string>`upper(sku)`, '=', sku.toUpperCase())
      .executeTakeFirst()
    if (!found) return sendAdminNotFound(app, request, reply, admin)
    const done = (request.query as { done?: unknown }).done
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { notice: typeof done === 'string' ? done : null }),
    )
  }

  /** A size's threshold: back to its product's stock page, or that page again with the error and the value typed. */
  const stockThreshold: AdminAction = async (request, reply, admin) => {
    const sku = (request.params as { sku: string }).sku
    const product = textField(fieldsOf(request), 'product').trim().slice(0, 64) || sku
    const productPage = `${STOCK_PAGE}/${encodeURIComponent(product)}`
    const typed = textField(fieldsOf(request), 'threshold')
    const threshold = readThreshold(typed)
    const result =
      threshold === 'INVALID_THRESHOLD'
        ? ({ ok: false, error: 'INVALID_THRESHOLD' } as const)
        : await setLowStockThreshold(db, backOfficeActorOf(request, admin), sku, threshold, admin.now)
    if (!result.ok && result.error === 'UNKNOWN_SKU') return sendAdminNotFound(app, request, reply, admin)
    if (!result.ok)
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: { form: `threshold-${sku}`, error: result.error, values: { threshold: typed } },
        }),
        422,
        productPage,
      )
    return reply.redirect(`${productPage}?done=stockThresholdSet`, 303)
  }

  return { stockSet, stockBulk, stockSku, stockThreshold }
}
