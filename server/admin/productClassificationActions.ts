import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  addVariants,
  classifyProduct,
  removeVariant,
  type ClassifyResult,
} from '../../domain/backoffice/catalogue/productClassifying.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import { ADMIN_SCREEN_URL, adminPageContext, type AdminRequest } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { productSkuOf } from './cataloguePageData.ts'
import { tickedValues } from './productCreationActions.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'

/** The product page's path of a form's path (`/admin/products/SL-1/classification` → `/admin/products/SL-1`). */
function productPathOf(request: FastifyRequest, suffix: string): string {
  const path = request.url.split('?')[0] ?? ''
  return path.endsWith(suffix) ? path.slice(0, -suffix.length) : path
}

/** A product's classification and variants forms (docs/back-office.md#creating-products). */
export function productClassificationActions(app: FastifyInstance) {
  const db = app.shopDatabase.db

  /** Redirects to the product's page with a notice, or shows it again with what was refused. */
  async function reply(
    request: FastifyRequest,
    reply: Parameters<AdminAction>[1],
    admin: AdminRequest,
    form: string,
    productPath: string,
    result: ClassifyResult,
    notice: string,
  ) {
    if (result.ok)
      return reply.redirect(`${productPath}?done=${result.changed ? notice : 'productUnchanged'}`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form,
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: productPath,
      statusCode: result.error === 'FORBIDDEN' ? 403 : 422,
    })
  }

  const notFound: AdminAction = (request, response, admin) =>
    sendAdminPage(
      request,
      response,
      adminPageContext(app, admin, { screen: 'notFound' }),
      404,
      ADMIN_SCREEN_URL,
    )

  const productClassify: AdminAction = async (request, response, admin) => {
    const productPath = productPathOf(request, '/classification')
    const sku = productSkuOf(productPath)
    if (sku === null) return notFound(request, response, admin)
    const body = (request.body ?? {}) as FormBody
    const result = await classifyProduct(
      db,
      backOfficeActorOf(request, admin),
      sku,
      {
        categoryIds: tickedValues(body, 'category'),
        gender: textField(body, 'gender'),
        material: textField(body, 'material'),
        stickers: tickedValues(body, 'sticker'),
        newFrom: textField(body, 'newFrom'),
        newTo: textField(body, 'newTo'),
      },
      admin.now,
    )
    return reply(request, response, admin, 'classification', productPath, result, 'productClassified')
  }

  const productVariantsAdd: AdminAction = async (request, response, admin) => {
    const productPath = productPathOf(request, '/variants')
    const sku = productSkuOf(productPath)
    if (sku === null) return notFound(request, response, admin)
    const body = (request.body ?? {}) as FormBody
    const result = await addVariants(
      db,
      backOfficeActorOf(request, admin),
      sku,
      { colours: tickedValues(body, 'colour'), sizes: tickedValues(body, 'size') },
      admin.now,
    )
    return reply(request, response, admin, 'variantsAdd', productPath, result, 'variantsAdded')
  }

  const productVariantRemove: AdminAction = async (request, response, admin) => {
    const productPath = productPathOf(request, '/variants/remove')
    const sku = productSkuOf(productPath)
    if (sku === null) return notFound(request, response, admin)
    const body = (request.body ?? {}) as FormBody
    const result = await removeVariant(
      db,
      backOfficeActorOf(request, admin),
      sku,
      textField(body, 'variant'),
      admin.now,
    )
    return reply(request, response, admin, 'variantRemove', productPath, result, 'variantRemoved')
  }

  return { productClassify, productVariantsAdd, productVariantRemove }
}
