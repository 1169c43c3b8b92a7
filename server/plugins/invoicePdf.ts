import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  invoicePdfFileName,
  loadInvoiceDocument,
  renderInvoicePdf,
} from '../../domain/invoices/renderInvoicePdf.ts'
import {
  creditMemoPdfFileName,
  loadCreditMemoDocument,
  renderCreditMemoPdf,
} from '../../domain/invoices/renderCreditMemoPdf.ts'
import { creditMemoPdfPath, invoicePdfPath } from '../../domain/invoices/invoiceView.ts'

const ID_PATTERN = /^\d{1,15}$/

/**
 * The invoice PDF at `{store}/user/orders/:orderId/invoice/:invoiceId/pdf` and the credit memo
 * PDF at `{store}/user/orders/:orderId/refunds/:creditMemoId/pdf`, rendered in the
 * store's language, for the order's owner only: the signed-in customer who placed it, or for a
 * guest order whoever holds its signed link token (`?token=`, the confirmation e-mail's).
 * Another shopper's or an unknown id answers 404 alike; an anonymous visitor without a token
 * is sent to the login page, which brings them back. `private, no-store`: it names a person.
 */
export const invoicePdfPlugin = fp(
  async (app) => {
    await app.register(async (scope) => {
      await scope.register(app.shopperSessions)
      for (const basePath of new Set(app.config.stores.map((store) => store.basePath))) {
        scope.get(`${basePath}/user/orders/:orderId/invoice/:invoiceId/pdf`, (request, reply) => {
          const { orderId, invoiceId } = request.params as { orderId: string; invoiceId: string }
          return serveDocumentPdf(app, request, reply, {
            orderId,
            documentId: invoiceId,
            path: invoicePdfPath(orderId, invoiceId),
            render: invoicePdf,
          })
        })
        scope.get(`${basePath}/user/orders/:orderId/refunds/:creditMemoId/pdf`, (request, reply) => {
          const { orderId, creditMemoId } = request.params as { orderId: string; creditMemoId: string }
          return serveDocumentPdf(app, request, reply, {
            orderId,
            documentId: creditMemoId,
            path: creditMemoPdfPath(orderId, creditMemoId),
            render: creditMemoPdf,
          })
        })
      }
    })
  },
  { name: 'invoice-pdf', dependencies: ['sessions', 'database'] },
)

/** A document of an order as a PDF with its file name, or null when the order has no such document. */
type RenderDocument = (
  db: FastifyInstance['shopDatabase']['db'],
  orderId: number,
  documentId: number,
  locale: NonNullable<FastifyRequest['store']>['locale'],
) => Promise<{ pdf: Buffer; fileName: string } | null>

const invoicePdf: RenderDocument = async (db, orderId, invoiceId, locale) => {
  const document = await loadInvoiceDocument(db, orderId, invoiceId)
  return (
    document && {
      pdf: await renderInvoicePdf(document, locale),
      fileName: invoicePdfFileName(document.record.invoice.number),
    }
  )
}

const creditMemoPdf: RenderDocument = async (db, orderId, memoId, locale) => {
  const document = await loadCreditMemoDocument(db, orderId, memoId)
  return (
    document && {
      pdf: await renderCreditMemoPdf(document, locale),
      fileName: creditMemoPdfFileName(document.memo.number),
    }
  )
}

async function serveDocumentPdf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { orderId: string; documentId: string; path: string; render: RenderDocument },
) {
  const store = request.store
  reply.header('Cache-Control', 'private, no-store')
  if (!store) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  const { orderId, documentId } = target
  const token = (request.query as Record<string, unknown> | undefined)?.token
  const customerId = app.shopperSessionOf(request)?.customerId ?? null
  if (customerId === null && typeof token !== 'string') {
    return reply
      .code(303)
      .header('Location', `${store.basePath}/login?redirect=${encodeURIComponent(target.path)}`)
      .send()
  }
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  if (!ID_PATTERN.test(orderId) || !ID_PATTERN.test(documentId)) return notFound()
  const db = app.shopDatabase.db
  const order = await db
    .selectFrom('shop_order')
    .select(['id', 'customer_id', 'store_key'])
    .where('id', '=', Number(orderId))
    .executeTakeFirst()
  if (!order || order.store_key !== store.key) return notFound()
  const ownedByCustomer = customerId !== null && order.customer_id === customerId
  const linkedGuestOrder =
    order.customer_id === null &&
    typeof token === 'string' &&
    app.hasDecorator('orderLinks') &&
    app.orderLinks.verify(token) === Number(order.id)
  if (!ownedByCustomer && !linkedGuestOrder) return notFound()
  const rendered = await target.render(db, Number(order.id), Number(documentId), store.locale)
  if (!rendered) return notFound()
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${rendered.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(rendered.pdf)
}
