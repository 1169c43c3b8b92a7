import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import { updateProduct } from '../../domain/backoffice/catalogue/productEditing.ts'
import {
  PRODUCT_LANGUAGES,
  PRODUCT_TEXT_FIELDS,
  type ProductTexts,
} from '../../domain/backoffice/catalogue/productTexts.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { productSkuOf } from './cataloguePageData.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'

/** The form's name of a field of a language (`fr.name`), the same as the rule's error keys. */
export const productFieldName = (language: Language, field: keyof ProductTexts) => `${language}.${field}`

/** The form's name of a store's "on sale" checkbox. */
export const storeFieldName = (storeKey: string) => `store.${storeKey}`

/** A product's page (/admin/products/<sku>) and its save (docs/back-office.md#catalogue). */
export function catalogueActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)

  const product: AdminAction = async (request, reply, admin) => {
    const sku = productSkuOf(pathOf(request))
    const exists =
      sku !== null &&
      (await db
        .selectFrom('product')
        .select('sku')
        .where('sku', '=', sku)
        .where('parent_sku', 'is', null)
        .executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    const done = (request.query as { done?: unknown }).done
    return sendAdminPage(
      request,
      reply,
      adminPageContext(app, admin, { notice: typeof done === 'string' ? done : null }),
    )
  }

  const productSave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const sku = productSkuOf(path)
    if (sku === null) return notFound(request, reply, admin)
    const body = (request.body ?? {}) as FormBody
    const texts = Object.fromEntries(
      PRODUCT_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          PRODUCT_TEXT_FIELDS.map((field) => [field, textField(body, productFieldName(language, field))]),
        ),
      ]),
    ) as unknown as Record<Language, ProductTexts>
    const enabledStores = app.stores
      .map((store) => store.key as string)
      .filter((key) => checkboxField(body, storeFieldName(key)))
    const result = await updateProduct(
      db,
      backOfficeActorOf(request, admin),
      app.stores,
      sku,
      { texts, enabledStores },
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed.length > 0 ? 'productSaved' : 'productUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'product',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: path,
    })
  }

  return { product, productSave }
}
