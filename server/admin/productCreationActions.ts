import type { FastifyInstance } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import { PRODUCT_LANGUAGES } from '../../domain/backoffice/catalogue/productTexts.ts'
import {
  BUNDLE_OPTION_ROWS,
  type TypedNewProduct,
  type TypedVariant,
} from '../../domain/backoffice/catalogue/newProductForm.ts'
import { echoedValues, textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendCatalogueFormAgain } from './catalogueFormAnswers.ts'

/** The new product page's path. */
export const NEW_PRODUCT_PATH = '/admin/products/new'

/**
 * The values of a group of checkboxes named `<prefix>.<value>` (`colour.red`, `category.110`):
 * one name per box, so a form sent back keeps each one ticked.
 */
export function tickedValues(body: FormBody, prefix: string): string[] {
  return Object.keys(body)
    .filter((name) => name.startsWith(`${prefix}.`) && textField(body, name) !== '')
    .map((name) => name.slice(prefix.length + 1))
}

/** The variants' typed fields, `variant.<colour>.<size>.<field>`, by `<colour>.<size>`. */
function typedVariants(body: FormBody): Record<string, TypedVariant> {
  const variants: Record<string, TypedVariant> = {}
  for (const name of Object.keys(body)) {
    const match = /^variant\.(.+)\.(sku|qty|price)$/.exec(name)
    if (!match) continue
    const key = match[1] as string
    const variant = (variants[key] ??= { sku: '', qty: '', price: '' })
    variant[match[2] as keyof TypedVariant] = textField(body, name)
  }
  return variants
}

/** The new product form as typed, from its body. */
export function typedNewProductOf(body: FormBody): TypedNewProduct {
  return {
    type: textField(body, 'type'),
    sku: textField(body, 'sku'),
    family: textField(body, 'family'),
    kind: textField(body, 'kind'),
    texts: Object.fromEntries(
      PRODUCT_LANGUAGES.map((language) => [
        language,
        { name: textField(body, `${language}.name`), urlKey: textField(body, `${language}.urlKey`) },
      ]),
    ) as Record<Language, { name: string; urlKey: string }>,
    price: textField(body, 'price'),
    qty: textField(body, 'qty'),
    categoryIds: tickedValues(body, 'category'),
    gender: textField(body, 'gender'),
    material: textField(body, 'material'),
    stickers: tickedValues(body, 'sticker'),
    newFrom: textField(body, 'newFrom'),
    newTo: textField(body, 'newTo'),
    colours: tickedValues(body, 'colour'),
    sizes: tickedValues(body, 'size'),
    variants: typedVariants(body),
    bundleOptions: Array.from({ length: BUNDLE_OPTION_ROWS }, (_, row) => ({
      label: textField(body, `bundle.${row}.label`).slice(0, 300),
      skus: textField(body, `bundle.${row}.skus`).slice(0, 2_000),
      qty: textField(body, `bundle.${row}.qty`).slice(0, 20),
    })),
    giftCard: {
      amounts: textField(body, 'giftCard.amounts').slice(0, 300),
      openMin: textField(body, 'giftCard.openMin').slice(0, 20),
      openMax: textField(body, 'giftCard.openMax').slice(0, 20),
      kind: textField(body, 'giftCard.kind') || 'virtual',
    },
  }
}

/** The new product page (/admin/products/new) and its form (docs/back-office.md#creating-products). */
export function productCreationActions(app: FastifyInstance) {
  const db = app.shopDatabase.db

  const productNew: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin))

  const productCreate: AdminAction = async (request, reply, admin) => {
    const body = (request.body ?? {}) as FormBody
    // "Show the variants": the same form again, with a row per colour × size to adjust.
    if (textField(body, 'step') === 'variants')
      return sendAdminPage(
        request,
        reply,
        adminPageContext(app, admin, {
          formState: { form: 'newProductDraft', error: '', values: echoedValues(body) },
        }),
        200,
        NEW_PRODUCT_PATH,
      )
    const result = await createProduct(
      db,
      backOfficeActorOf(request, admin),
      app.stores,
      typedNewProductOf(body),
      admin.now,
    )
    if (result.ok)
      return reply.redirect(`/admin/products/${encodeURIComponent(result.sku)}?done=productCreated`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'newProduct',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: NEW_PRODUCT_PATH,
      statusCode: result.error === 'FORBIDDEN' ? 403 : 422,
    })
  }

  return { productNew, productCreate }
}
