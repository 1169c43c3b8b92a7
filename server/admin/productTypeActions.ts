import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import {
  MAX_BUNDLE_OPTIONS,
  MAX_BUNDLE_SELECTIONS,
  saveBundleOptions,
  type TypedBundleOption,
} from '../../domain/backoffice/catalogue/bundleEditing.ts'
import { saveGiftCardAmounts } from '../../domain/backoffice/catalogue/giftCardAmounts.ts'
import { PRODUCT_LANGUAGES } from '../../domain/backoffice/catalogue/productTexts.ts'
import { checkboxField, textField, type FormBody } from '../forms/formFields.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { productSkuOf } from './cataloguePageData.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'
import type { AdminAction } from './signInActions.ts'

/** Rows of a numbered field (`option.<row>.…`) the form sent, in order, below `limit`. */
function rowsOf(body: FormBody, pattern: RegExp, limit: number): number[] {
  const rows = new Set<number>()
  for (const name of Object.keys(body)) {
    const row = pattern.exec(name)?.[1]
    if (row !== undefined && Number(row) < limit) rows.add(Number(row))
  }
  return [...rows].sort((a, b) => a - b)
}

const idOf = (typed: string) => (/^\d{1,9}$/.test(typed) ? Number(typed) : null)

/** The bundle's form as typed: `option.<row>.id|label.<language>|required|position|remove` and `option.<row>.selection.<row>.id|sku|qty|position|remove`. */
export function typedBundleOptions(body: FormBody): TypedBundleOption[] {
  // A few blank rows beyond the limits, so a form over them is refused rather than cut.
  return rowsOf(body, /^option\.(\d{1,3})\./, MAX_BUNDLE_OPTIONS + 5).map((row) => {
    const prefix = `option.${row}.`
    return {
      id: idOf(textField(body, `${prefix}id`)),
      labels: Object.fromEntries(
        PRODUCT_LANGUAGES.map((language) => [
          language,
          textField(body, `${prefix}label.${language}`).slice(0, 1_000),
        ]),
      ) as Record<Language, string>,
      required: checkboxField(body, `${prefix}required`),
      position: textField(body, `${prefix}position`).slice(0, 20),
      remove: checkboxField(body, `${prefix}remove`),
      selections: rowsOf(
        body,
        new RegExp(`^option\\.${row}\\.selection\\.(\\d{1,3})\\.`),
        MAX_BUNDLE_SELECTIONS + 5,
      ).map((selectionRow) => {
        const field = `${prefix}selection.${selectionRow}.`
        return {
          id: idOf(textField(body, `${field}id`)),
          sku: textField(body, `${field}sku`).slice(0, 100),
          qty: textField(body, `${field}qty`).slice(0, 20),
          position: textField(body, `${field}position`).slice(0, 20),
          remove: checkboxField(body, `${field}remove`),
        }
      }),
    }
  })
}

/** A bundle's options and a gift card's amounts, saved on their product page (docs/back-office.md#bundle-options). */
export function productTypeActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  // `/admin/products/<sku>/bundle` → the product's page.
  const productPathOf = (request: FastifyRequest) =>
    (request.url.split('?')[0] ?? '').replace(/\/(?:bundle|gift-card)$/, '')
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody

  const productBundleSave: AdminAction = async (request, reply, admin) => {
    const path = productPathOf(request)
    const sku = productSkuOf(path)
    const result =
      sku === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await saveBundleOptions(
            db,
            backOfficeActorOf(request, admin),
            sku,
            typedBundleOptions(bodyOf(request)),
            admin.now,
          )
    if (result.ok)
      return reply.redirect(`${path}?done=${result.changed ? 'bundleSaved' : 'productUnchanged'}#bundle`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'bundle',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: path,
      statusCode: result.error === 'FORBIDDEN' ? 403 : 422,
    })
  }

  const productGiftCardSave: AdminAction = async (request, reply, admin) => {
    const path = productPathOf(request)
    const sku = productSkuOf(path)
    const body = bodyOf(request)
    const result =
      sku === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await saveGiftCardAmounts(
            db,
            backOfficeActorOf(request, admin),
            sku,
            {
              amounts: textField(body, 'giftCard.amounts').slice(0, 500),
              openMin: textField(body, 'giftCard.openMin').slice(0, 20),
              openMax: textField(body, 'giftCard.openMax').slice(0, 20),
              // The shop e-mails its gift cards: the page offers no other kind.
              kind: 'virtual',
            },
            admin.now,
          )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed ? 'giftCardSaved' : 'productUnchanged'}#gift-card`,
        303,
      )
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'giftCard',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: path,
      statusCode: result.error === 'FORBIDDEN' ? 403 : 422,
    })
  }

  return { productBundleSave, productGiftCardSave }
}
