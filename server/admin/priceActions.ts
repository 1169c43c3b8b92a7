import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  cancelReduction,
  previewReduction,
  scheduleReduction,
} from '../../domain/backoffice/catalogue/priceReductions.ts'
import {
  priceFieldName,
  updatePrices,
  type PriceUpdate,
} from '../../domain/backoffice/catalogue/productPrices.ts'
import { addTierPrice, removeTierPrice } from '../../domain/backoffice/catalogue/tierPrices.ts'
import { echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { ADMIN_SCREEN_URL, adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { reductionRequestOf, typedCents, typedQuantity } from './pricesPageData.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

/** A product's prices, its reductions' schedule and their preview (docs/back-office.md#prices). */
export function priceActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const skuOf = (request: FastifyRequest) => (request.params as { sku?: string }).sku ?? ''
  const pageOf = (request: FastifyRequest) => `/admin/products/${encodeURIComponent(skuOf(request))}`
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, { screen: 'notFound' }), 404, ADMIN_SCREEN_URL)
  /** The product's page again with the form's refusal, each typed value kept. */
  const sentBack =
    (form: string, error: string, fields?: Record<string, string>): AdminAction =>
    (request, reply, admin) =>
      sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: { form, error, values: echoedValues(bodyOf(request)), ...(fields ? { fields } : {}) },
        }),
        422,
        pageOf(request),
      )

  const productPrices: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const skus = Object.keys(body)
      .filter((name) => name.startsWith('regular.'))
      .map((name) => name.slice('regular.'.length))
    const update: PriceUpdate = Object.fromEntries(
      skus.map((sku) => [
        sku,
        {
          regularPrice: typedCents(textField(body, priceFieldName('regular', sku))),
          finalPrice: typedCents(textField(body, priceFieldName('final', sku))),
        },
      ]),
    )
    const result = await updatePrices(
      db,
      backOfficeActorOf(request, admin),
      skuOf(request),
      update,
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${pageOf(request)}?done=${result.changed.length > 0 ? 'pricesSaved' : 'pricesUnchanged'}#prices`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    if (result.error === 'INVALID_FIELDS')
      return sentBack('prices', 'PRODUCT_INVALID_FIELDS', result.fields)(request, reply, admin)
    return sentBack('prices', result.error)(request, reply, admin)
  }

  const productReduction: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const typed = {
      finalPrice: textField(body, 'finalPrice').slice(0, 20),
      startsAt: textField(body, 'startsAt').slice(0, 20),
      endsAt: textField(body, 'endsAt').slice(0, 20),
    }
    const actor = backOfficeActorOf(request, admin)
    const reduction = reductionRequestOf(typed)
    if (textField(body, 'intent') === 'preview') {
      const preview = await previewReduction(db, actor, skuOf(request), reduction, admin.now)
      if (preview.ok)
        return reply.redirect(
          `${pageOf(request)}?${new URLSearchParams({ preview: '1', ...typed })}#reduction`,
          303,
        )
      if (preview.error === 'NOT_FOUND') return notFound(request, reply, admin)
      if (preview.error === 'INVALID_FIELDS')
        return sentBack('reduction', 'PRODUCT_INVALID_FIELDS', preview.fields)(request, reply, admin)
      return sentBack('reduction', preview.error)(request, reply, admin)
    }
    const result = await scheduleReduction(db, actor, skuOf(request), reduction, admin.now)
    if (result.ok)
      return reply.redirect(
        `${pageOf(request)}?done=${result.started ? 'reductionStarted' : 'reductionScheduled'}#prices`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    if (result.error === 'INVALID_FIELDS')
      return sentBack('reduction', 'PRODUCT_INVALID_FIELDS', result.fields)(request, reply, admin)
    return sentBack('reduction', result.error === 'OVERLAP' ? 'REDUCTION_OVERLAP' : result.error)(
      request,
      reply,
      admin,
    )
  }

  const productReductionCancel: AdminAction = async (request, reply, admin) => {
    const id = textField(bodyOf(request), 'id')
    const result = await cancelReduction(db, backOfficeActorOf(request, admin), skuOf(request), id, admin.now)
    if (result.ok) return reply.redirect(`${pageOf(request)}?done=reductionCancelled#prices`, 303)
    return sentBack(`reduction-${id}`, result.error === 'NOT_FOUND' ? 'REDUCTION_NOT_FOUND' : result.error)(
      request,
      reply,
      admin,
    )
  }

  const productTierAdd: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const result = await addTierPrice(
      db,
      backOfficeActorOf(request, admin),
      skuOf(request),
      { qty: typedQuantity(textField(body, 'qty')), price: typedCents(textField(body, 'price')) },
      admin.now,
    )
    if (result.ok) return reply.redirect(`${pageOf(request)}?done=tierPriceAdded#tier-prices`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    if (result.error === 'INVALID_FIELDS')
      return sentBack('tierPrice', 'PRODUCT_INVALID_FIELDS', result.fields)(request, reply, admin)
    return sentBack('tierPrice', result.error)(request, reply, admin)
  }

  const productTierRemove: AdminAction = async (request, reply, admin) => {
    const qty = typedQuantity(textField(bodyOf(request), 'qty')) ?? 0
    const result = await removeTierPrice(
      db,
      backOfficeActorOf(request, admin),
      skuOf(request),
      qty,
      admin.now,
    )
    if (result.ok) return reply.redirect(`${pageOf(request)}?done=tierPriceRemoved#tier-prices`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sentBack(`tierPrice-${qty}`, result.error)(request, reply, admin)
  }

  return { productPrices, productReduction, productReductionCancel, productTierAdd, productTierRemove }
}
