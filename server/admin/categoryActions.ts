import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import {
  createCategory,
  updateCategory,
  type CategoryTexts,
  type CategoryUpdate,
} from '../../domain/backoffice/catalogue/categoryEditing.ts'
import {
  updateCategoryLook,
  uploadCategoryPicture,
  type CategoryLook,
} from '../../domain/backoffice/catalogue/categoryPicture.ts'
import { moveCategory, reorderCategory } from '../../domain/backoffice/catalogue/categoryTree.ts'
import { PRODUCT_LANGUAGES, PRODUCT_TEXT_FIELDS } from '../../domain/backoffice/catalogue/productTexts.ts'
import { checkboxField, textField, wholeNumberField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { categoryIdOf } from './categoryPageData.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'

const CATEGORIES_PATH = '/admin/categories'

/** What a categories form sends: every language's texts (`fr.name`…) and the two flags. */
function categoryUpdateOf(body: FormBody): CategoryUpdate {
  const texts = Object.fromEntries(
    PRODUCT_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        PRODUCT_TEXT_FIELDS.map((field) => [field, textField(body, `${language}.${field}`)]),
      ),
    ]),
  ) as unknown as Record<Language, CategoryTexts>
  return { texts, inMenu: checkboxField(body, 'inMenu'), enabled: checkboxField(body, 'enabled') }
}

/** What a category's picture form sends: the media id (`imageId`, empty: none), `alt.fr`… and the gender code (empty: none). */
function categoryLookOf(body: FormBody): CategoryLook {
  return {
    imageId: textField(body, 'imageId') || null,
    alt: Object.fromEntries(
      PRODUCT_LANGUAGES.map((code) => [code, textField(body, `alt.${code}`)]),
    ) as Record<Language, string>,
    gender: textField(body, 'gender') || null,
  }
}

/** The categories pages and their forms (docs/back-office.md#categories-and-menu). */
export function categoryActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return { notice: typeof done === 'string' ? done : null }
  }

  const categories: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))

  const category: AdminAction = async (request, reply, admin) => {
    const id = categoryIdOf(pathOf(request))
    const exists =
      id !== null &&
      (await db
        .selectFrom('category')
        .select('id')
        .where('id', '=', id)
        .where('parent_id', 'is not', null)
        .executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))
  }

  const categorySave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const id = categoryIdOf(path)
    if (id === null) return notFound(request, reply, admin)
    const body = (request.body ?? {}) as FormBody
    const result = await updateCategory(
      db,
      backOfficeActorOf(request, admin),
      id,
      categoryUpdateOf(body),
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed.length > 0 ? 'categorySaved' : 'productUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'category',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: path,
    })
  }

  const categoryCreate: AdminAction = async (request, reply, admin) => {
    const body = (request.body ?? {}) as FormBody
    const parentId = wholeNumberField(body, 'parentId')
    const result =
      parentId === null
        ? ({ ok: false, error: 'PARENT_NOT_FOUND' } as const)
        : await createCategory(
            db,
            backOfficeActorOf(request, admin),
            parentId,
            categoryUpdateOf(body),
            admin.now,
          )
    if (result.ok) return reply.redirect(`${CATEGORIES_PATH}/${result.id}?done=categoryCreated`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'newCategory',
      refusal: result,
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: CATEGORIES_PATH,
    })
  }

  const categoryReorder: AdminAction = async (request, reply, admin) => {
    const body = (request.body ?? {}) as FormBody
    const id = wholeNumberField(body, 'id')
    const direction = textField(body, 'direction')
    // A drag and drop sends the place it was dropped at; the buttons send a direction.
    const position = wholeNumberField(body, 'position')
    const to = direction === 'up' || direction === 'down' ? direction : position
    const result =
      id === null || to === null || to === 0
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await reorderCategory(db, backOfficeActorOf(request, admin), id, to, admin.now)
    if (result.ok) return reply.redirect(`${CATEGORIES_PATH}?done=categoryReordered#category-${id}`, 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'categoryReorder',
      refusal: { error: `CATEGORY_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: CATEGORIES_PATH,
    })
  }

  const categoryMove: AdminAction = async (request, reply, admin) => {
    const id = categoryIdOf(pathOf(request).replace(/\/move$/, ''))
    if (id === null) return notFound(request, reply, admin)
    const parentId = wholeNumberField((request.body ?? {}) as FormBody, 'parentId')
    const result =
      parentId === null
        ? ({ ok: false, error: 'PARENT_NOT_FOUND' } as const)
        : await moveCategory(db, backOfficeActorOf(request, admin), id, parentId, admin.now)
    if (result.ok) return reply.redirect(`${CATEGORIES_PATH}/${id}?done=categoryMoved`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'categoryMove',
      refusal: { error: `CATEGORY_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${CATEGORIES_PATH}/${id}`,
    })
  }

  const categoryPicture: AdminAction = async (request, reply, admin) => {
    const id = categoryIdOf(pathOf(request).replace(/\/picture$/, ''))
    if (id === null) return notFound(request, reply, admin)
    const result = await updateCategoryLook(
      db,
      backOfficeActorOf(request, admin),
      id,
      categoryLookOf((request.body ?? {}) as FormBody),
      admin.now,
    )
    if (result.ok) return reply.redirect(`${CATEGORIES_PATH}/${id}?done=categoryPictureSaved`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'categoryPicture',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `CATEGORY_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${CATEGORIES_PATH}/${id}`,
    })
  }

  // A multipart form: the back office's plugin has read its file into `request.pictureUpload`.
  const categoryPictureUpload: AdminAction = async (request, reply, admin) => {
    const id = categoryIdOf(pathOf(request).replace(/\/picture\/upload$/, ''))
    if (id === null) return notFound(request, reply, admin)
    const result = await uploadCategoryPicture(
      db,
      backOfficeActorOf(request, admin),
      app.pictureStorage,
      id,
      request.pictureUpload ?? 'MISSING',
      admin.now,
    )
    if (result.ok) return reply.redirect(`${CATEGORIES_PATH}/${id}?done=categoryPictureUploaded`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'categoryPictureUpload',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `CATEGORY_${result.error}` },
      invalidFieldsError: 'PICTURE_INVALID_FIELDS',
      url: `${CATEGORIES_PATH}/${id}`,
    })
  }

  return {
    categoryPictureUpload,
    categories,
    category,
    categorySave,
    categoryCreate,
    categoryReorder,
    categoryMove,
    categoryPicture,
  }
}
