import type { FastifyInstance, FastifyRequest } from 'fastify'
import { setStock, setStockFromList } from '../../domain/backoffice/stockEditing.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

const STOCK_PAGE = '/admin/stock'

/** Setting one size's stock and a pasted list of them (/admin/stock), each size audited by `stockEditing.ts`. */
export function stockActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const fieldsOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  /** The page of the search the form came from (`q`), or the list of the sizes out of stock (`out`). */
  const pageOf = (request: FastifyRequest, done?: string) => {
    const search = new URLSearchParams()
    const q = textField(fieldsOf(request), 'q').trim().slice(0, 100)
    if (q) search.set('q', q)
    // From the list of the sizes out of stock: back to it.
    if (textField(fieldsOf(request), 'out') === '1') search.set('out', '1')
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

  return { stockSet, stockBulk }
}
