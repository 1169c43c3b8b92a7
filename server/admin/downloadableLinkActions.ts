import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import {
  addDownloadableLink,
  removeDownloadableLink,
  updateDownloadableLink,
  type TypedDownloadableLink,
} from '../../domain/backoffice/catalogue/downloadableLinks.ts'
import { PRODUCT_LANGUAGES } from '../../domain/backoffice/catalogue/productTexts.ts'
import { textField, wholeNumberField, type FormBody } from '../forms/formFields.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { productSkuOf } from './cataloguePageData.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'
import type { AdminAction } from './signInActions.ts'

/** The form name of a file's remove button, whose refusal the page shows beside that file. */
export const downloadableLinkFormName = (linkId: number | string) => `download-${linkId}`

/** The form name of a file's titles and downloads, whose refusal the page shows beside that file's fields. */
export const downloadableLinkEditFormName = (linkId: number | string) => `download-edit-${linkId}`

/** A file's titles and downloads as typed (`<language>.title`, `numberOfDownloads`). */
function typedLink(body: FormBody): TypedDownloadableLink {
  return {
    titles: Object.fromEntries(
      PRODUCT_LANGUAGES.map((language) => [language, textField(body, `${language}.title`).slice(0, 1_000)]),
    ) as Record<Language, string>,
    numberOfDownloads: textField(body, 'numberOfDownloads').slice(0, 20),
  }
}

/** A downloadable product's file forms (docs/back-office.md#creating-products): add (multipart), change in place and remove. */
export function downloadableLinkActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  // `/admin/products/<sku>/downloads[/remove]` → the product's page.
  const productPathOf = (request: FastifyRequest) =>
    (request.url.split('?')[0] ?? '').replace(/\/downloads(?:\/remove|\/update)?$/, '')

  const productDownloadAdd: AdminAction = async (request, reply, admin) => {
    const path = productPathOf(request)
    const sku = productSkuOf(path)
    const body = (request.body ?? {}) as FormBody
    const result =
      sku === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await addDownloadableLink(
            db,
            backOfficeActorOf(request, admin),
            app.downloadStorage,
            sku,
            request.pictureUpload ?? 'MISSING',
            typedLink(body),
            admin.now,
          )
    if (result.ok) return reply.redirect(`${path}?done=downloadAdded`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'downloadAdd',
      refusal: result,
      invalidFieldsError: 'DOWNLOAD_INVALID_FIELDS',
      url: path,
    })
  }

  const productDownloadRemove: AdminAction = async (request, reply, admin) => {
    const path = productPathOf(request)
    const sku = productSkuOf(path)
    const linkId = wholeNumberField((request.body ?? {}) as FormBody, 'link')
    const result =
      sku === null || linkId === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await removeDownloadableLink(
            db,
            backOfficeActorOf(request, admin),
            app.downloadStorage,
            sku,
            linkId,
            admin.now,
          )
    if (result.ok) return reply.redirect(`${path}?done=downloadRemoved`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: downloadableLinkFormName(linkId ?? ''),
      refusal: result,
      invalidFieldsError: 'DOWNLOAD_INVALID_FIELDS',
      url: path,
    })
  }

  const productDownloadUpdate: AdminAction = async (request, reply, admin) => {
    const path = productPathOf(request)
    const sku = productSkuOf(path)
    const body = (request.body ?? {}) as FormBody
    const linkId = wholeNumberField(body, 'link')
    const result =
      sku === null || linkId === null
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await updateDownloadableLink(
            db,
            backOfficeActorOf(request, admin),
            sku,
            linkId,
            typedLink(body),
            admin.now,
          )
    if (result.ok) return reply.redirect(`${path}?done=downloadSaved#download-${linkId}`, 303)
    if (result.error === 'NOT_FOUND') return sendAdminNotFound(app, request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: downloadableLinkEditFormName(linkId ?? ''),
      refusal: result,
      invalidFieldsError: 'DOWNLOAD_INVALID_FIELDS',
      url: path,
    })
  }

  return { productDownloadAdd, productDownloadRemove, productDownloadUpdate }
}
