import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import {
  addProductPicture,
  removeProductPicture,
  updateProductPicture,
  type PictureResult,
} from '../../domain/backoffice/catalogue/productPictures.ts'
import { PRODUCT_LANGUAGES } from '../../domain/backoffice/catalogue/productTexts.ts'
import { textField, wholeNumberField, type FormBody } from '../forms/formFields.ts'
import type { AdminRequest } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { productSkuOf } from './cataloguePageData.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'

/** The form's name of a picture's alternative text in a language (`fr.alt`), the same as the rule's error keys. */
export const pictureAltFieldName = (language: Language) => `${language}.alt`

/** The form name of a picture's change form, whose refusal the page shows beside that picture. */
export const pictureFormName = (pictureId: number | string) => `picture-${pictureId}`

/** A product's picture forms (docs/back-office.md#pictures): add (multipart), change and remove. */
export function pictureActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  // `/admin/products/<sku>/pictures[/update|/remove]` → the product's page.
  const productPathOf = (request: FastifyRequest) =>
    (request.url.split('?')[0] ?? '').replace(/\/pictures(?:\/(?:update|remove))?$/, '')
  const altsOf = (body: FormBody) =>
    Object.fromEntries(
      PRODUCT_LANGUAGES.map((language) => [language, textField(body, pictureAltFieldName(language))]),
    ) as Record<Language, string>

  /** 303 back to the product's page with a notice, or its page again (422) with the refused form. */
  const answer = (
    request: FastifyRequest,
    reply: Parameters<AdminAction>[1],
    admin: AdminRequest,
    result: PictureResult,
    form: string,
    notice: string,
  ) => {
    const path = productPathOf(request)
    if (result.ok) return reply.redirect(`${path}?done=${notice}`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form,
      refusal: result,
      invalidFieldsError: 'PICTURE_INVALID_FIELDS',
      url: path,
    })
  }

  const pictureAdd: AdminAction = async (request, reply, admin) => {
    const sku = productSkuOf(productPathOf(request))
    const body = (request.body ?? {}) as FormBody
    const result =
      sku === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await addProductPicture(
            db,
            backOfficeActorOf(request, admin),
            app.pictureStorage,
            sku,
            request.pictureUpload ?? 'MISSING',
            {
              colour: textField(body, 'colour'),
              position: wholeNumberField(body, 'position'),
              alt: altsOf(body),
            },
            admin.now,
          )
    return answer(request, reply, admin, result, 'pictureAdd', 'pictureAdded')
  }

  const pictureUpdate: AdminAction = async (request, reply, admin) => {
    const sku = productSkuOf(productPathOf(request))
    const body = (request.body ?? {}) as FormBody
    const pictureId = wholeNumberField(body, 'picture')
    const result =
      sku === null || pictureId === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await updateProductPicture(
            db,
            backOfficeActorOf(request, admin),
            sku,
            pictureId,
            { position: wholeNumberField(body, 'position'), alt: altsOf(body) },
            admin.now,
          )
    return answer(request, reply, admin, result, pictureFormName(pictureId ?? ''), 'pictureSaved')
  }

  const pictureRemove: AdminAction = async (request, reply, admin) => {
    const sku = productSkuOf(productPathOf(request))
    const pictureId = wholeNumberField((request.body ?? {}) as FormBody, 'picture')
    const result =
      sku === null || pictureId === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await removeProductPicture(
            db,
            backOfficeActorOf(request, admin),
            app.pictureStorage,
            sku,
            pictureId,
            admin.now,
          )
    return answer(request, reply, admin, result, pictureFormName(pictureId ?? ''), 'pictureRemoved')
  }

  return { pictureAdd, pictureUpdate, pictureRemove }
}
