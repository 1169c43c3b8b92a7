import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { OrderDesk } from '../../domain/backoffice/orderDesk.ts'
import { addOrderComment, resendOrderEmail } from '../../domain/backoffice/orderNotes.ts'
import { cancelOrder, refundOrderAsStaff } from '../../domain/backoffice/orderRefunds.ts'
import { markOrderDelivered, shipOrder } from '../../domain/backoffice/orderShipping.ts'
import {
  creditMemoPdfFileName,
  loadCreditMemoDocument,
  renderCreditMemoPdf,
} from '../../domain/invoices/renderCreditMemoPdf.ts'
import {
  invoicePdfFileName,
  loadInvoiceDocument,
  renderInvoicePdf,
} from '../../domain/invoices/renderInvoicePdf.ts'
import {
  checkboxField,
  echoedValues,
  textField,
  wholeNumberField,
  type FormBody,
} from '../forms/formFields.ts'
import { adminPageContext, ADMIN_SCREEN_URL, type AdminRequest } from './adminGuard.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

const ID_PATTERN = /^\d{1,15}$/

/**
 * The orders pages' handlers (docs/back-office.md#pages): the order page, its invoice and credit
 * memo PDFs, and its forms, each calling a rule of domain/backoffice (which checks the role and
 * records the audit row) and answering 303 to the order page, or the page again (422) with the
 * rule's refusal and the values typed.
 */
export function orderActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const desk = (): OrderDesk => ({
    db,
    stores: app.config.stores,
    orderLinks: app.hasDecorator('orderLinks') ? app.orderLinks : null,
    payments: app.hasDecorator('payments') ? app.payments : null,
  })
  const actorOf = (request: FastifyRequest, admin: AdminRequest): BackOfficeActor => ({
    staffId: admin.viewer!.staffId,
    email: admin.viewer!.email,
    role: admin.viewer!.role,
    ip: request.ip,
  })
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const orderIdOf = (request: FastifyRequest) => {
    const { orderId } = request.params as { orderId: string }
    return ID_PATTERN.test(orderId) ? Number(orderId) : null
  }
  const orderPath = (orderId: number) => `/admin/orders/${orderId}`
  const notFound = (request: FastifyRequest, reply: FastifyReply, admin: AdminRequest) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, { screen: 'notFound' }), 404, ADMIN_SCREEN_URL)
  const orderExists = async (orderId: number | null) =>
    orderId !== null &&
    (await db.selectFrom('shop_order').select('id').where('id', '=', orderId).executeTakeFirst()) !==
      undefined
  /** The order page again, 422, with the refused form's error and its values. */
  const refusedForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRequest,
    orderId: number,
    form: string,
    error: string,
  ) =>
    sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { formState: { form, error, values: echoedValues(bodyOf(request)) } }),
      error === 'ORDER_NOT_FOUND' ? 404 : 422,
      orderPath(orderId),
    )

  /** A form of the order page: an unknown order is 404; the change, then 303 with its notice or the page with the refusal. */
  const orderForm =
    (
      form: string,
      done: string,
      change: (
        orderId: number,
        body: FormBody,
        actor: BackOfficeActor,
        now: Date,
      ) => Promise<{ ok: true } | { ok: false; error: string }>,
    ): AdminAction =>
    async (request, reply, admin) => {
      const orderId = orderIdOf(request)
      if (orderId === null || !(await orderExists(orderId))) return notFound(request, reply, admin)
      const outcome = await change(orderId, bodyOf(request), actorOf(request, admin), admin.now)
      if (!outcome.ok) return refusedForm(request, reply, admin, orderId, form, outcome.error)
      return reply.redirect(`${orderPath(orderId)}?done=${done}`, 303)
    }

  const order: AdminAction = async (request, reply, admin) => {
    const orderId = orderIdOf(request)
    if (!(await orderExists(orderId))) return notFound(request, reply, admin)
    const done = (request.query as { done?: unknown }).done
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { notice: typeof done === 'string' ? done : null }),
    )
  }

  const orderShip = orderForm('ship', 'shipped', async (orderId, body, actor, now) => {
    const items = await db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
    const typed = items.filter((item) => `quantity-${item.id}` in body)
    for (const item of typed)
      if (wholeNumberField(body, `quantity-${item.id}`) === null)
        return { ok: false, error: 'INVALID_QUANTITY' }
    const lines = typed
      .map((item) => ({
        orderItemId: Number(item.id),
        quantity: wholeNumberField(body, `quantity-${item.id}`) ?? 0,
      }))
      .filter((line) => line.quantity > 0)
    return shipOrder(
      desk(),
      actor,
      {
        orderId,
        carrier: textField(body, 'carrier'),
        trackingNumber: textField(body, 'trackingNumber').trim(),
        // No quantities posted: every piece left, as the rule does.
        ...(typed.length > 0 ? { lines } : {}),
      },
      now,
    )
  })

  const orderDeliver = orderForm('deliver', 'delivered', (orderId, _body, actor, now) =>
    markOrderDelivered(desk(), actor, { orderId }, now),
  )

  const orderCancel = orderForm('cancel', 'cancelled', async (orderId, body, actor, now) => {
    if (!checkboxField(body, 'confirm')) return { ok: false, error: 'CONFIRM_REQUIRED' }
    const cancelled = await cancelOrder(
      desk(),
      actor,
      {
        orderId,
        reason: textField(body, 'reason'),
        toStoreCredit: textField(body, 'destination') === 'storeCredit',
      },
      now,
    )
    return cancelled.ok && cancelled.refundFailed
      ? { ok: false, error: 'CANCELLED_REFUND_FAILED' }
      : cancelled
  })

  const orderRefund = orderForm('refund', 'refunded', async (orderId, body, actor, now) => {
    const items = await db
      .selectFrom('order_item')
      .select(['id', 'sku', 'variant_sku'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
    const pieces = []
    for (const item of items) {
      const field = `refund-${item.id}`
      if (textField(body, field).trim() === '') continue
      const quantity = wholeNumberField(body, field)
      if (quantity === null) return { ok: false, error: 'INVALID_QUANTITY' }
      if (quantity > 0) pieces.push({ sku: item.variant_sku ?? item.sku, quantity })
    }
    const shipping = checkboxField(body, 'shipping')
    if (pieces.length === 0 && !shipping) return { ok: false, error: 'NOTHING_TO_REFUND' }
    return refundOrderAsStaff(
      desk(),
      actor,
      {
        orderId,
        items: pieces,
        shipping,
        toStoreCredit: textField(body, 'destination') === 'storeCredit',
        reason: textField(body, 'reason'),
      },
      now,
    )
  })

  const orderComment = orderForm('comment', 'commented', (orderId, body, actor, now) =>
    addOrderComment(db, actor, { orderId, body: textField(body, 'body') }, now),
  )

  const orderResendEmail = orderForm('resend', 'emailResent', (orderId, body, actor, now) =>
    resendOrderEmail(
      db,
      actor,
      { orderId, emailId: wholeNumberField(body, 'emailId') ?? 0 },
      now,
      desk().orderLinks,
    ),
  )

  /** An order's invoice or credit memo as a PDF, in the language of the order's store (as the shopper got it). */
  const documentPdf =
    (kind: 'invoice' | 'creditMemo'): AdminAction =>
    async (request, reply, admin) => {
      const params = request.params as { orderId: string; invoiceId?: string; creditMemoId?: string }
      const documentId = (kind === 'invoice' ? params.invoiceId : params.creditMemoId) ?? ''
      const orderId = orderIdOf(request)
      if (orderId === null || !ID_PATTERN.test(documentId)) return notFound(request, reply, admin)
      const order = await db
        .selectFrom('shop_order')
        .select('store_key')
        .where('id', '=', orderId)
        .executeTakeFirst()
      if (!order) return notFound(request, reply, admin)
      const locale = STORE_DEFINITIONS.find((store) => store.key === order.store_key)?.locale ?? 'en-GB'
      const rendered = await renderDocument(kind, orderId, Number(documentId), locale)
      if (!rendered) return notFound(request, reply, admin)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${rendered.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(rendered.pdf)
    }
  const renderDocument = async (
    kind: 'invoice' | 'creditMemo',
    orderId: number,
    documentId: number,
    locale: (typeof STORE_DEFINITIONS)[number]['locale'],
  ) => {
    if (kind === 'invoice') {
      const document = await loadInvoiceDocument(db, orderId, documentId)
      return (
        document && {
          pdf: await renderInvoicePdf(document, locale),
          fileName: invoicePdfFileName(document.record.invoice.number),
        }
      )
    }
    const document = await loadCreditMemoDocument(db, orderId, documentId)
    return (
      document && {
        pdf: await renderCreditMemoPdf(document, locale),
        fileName: creditMemoPdfFileName(document.memo.number),
      }
    )
  }

  return {
    order,
    orderInvoicePdf: documentPdf('invoice'),
    orderCreditMemoPdf: documentPdf('creditMemo'),
    orderShip,
    orderDeliver,
    orderCancel,
    orderRefund,
    orderComment,
    orderResendEmail,
  }
}
