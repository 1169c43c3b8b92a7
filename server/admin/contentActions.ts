import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables.ts'
import {
  contentDraft,
  createContent,
  saveContent,
  setContentPublished,
  type ContentSaveResult,
} from '../../domain/backoffice/content/contentEditing.ts'
import type { ContentForm, ContentKind } from '../../domain/backoffice/content/contentFields.ts'
import { checkboxField, textField, wholeNumberField, type FormBody } from '../forms/formFields.ts'
import type { WidgetForm } from '../../domain/backoffice/content/contentWidgets.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminNotFound, sendCatalogueFormAgain, type CatalogueRefusal } from './catalogueFormAnswers.ts'
import { contentContext } from './contentContext.ts'
import { CONTENT_KIND_SEGMENTS, contentAdminPath, contentOf } from './contentPageData.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

/** Longest HTML a form may send (the storefront's reader reads no more). */
const MAX_TYPED_HTML = 100_000

/** Most parts a widget form lists (the home page has some twenty). */
const MAX_WIDGET_PARTS = 200

/** A nested part's name: `widgets.<path>.<field>` with a path of indexes joined by `/` (`widgets.2/0.title`). */
const NESTED_FIELD = /^widgets\.(\d{1,3}(?:\/\d{1,3}){1,5})\.(.+)$/

/** A widget type to add inside a row, slider or slide: `widgets.<path>._add` (`widgets.0/2._add`). */
const ADD_INSIDE_FIELD = /^widgets\.(\d{1,3}(?:\/\d{1,3}){0,5})\._add$/

/**
 * The widget types to add inside parts, by their paths: every chosen one, and the part whose
 * "Add" button was pressed (`addInside`, its path) even without a type, so it is refused beside it.
 */
function additionsOf(body: FormBody): Record<string, string> {
  const chosen = Object.keys(body).flatMap((name) => {
    const path = ADD_INSIDE_FIELD.exec(name)?.[1]
    const type = path === undefined ? '' : textField(body, name).slice(0, 100)
    return path !== undefined && type !== '' ? [[path, type] as const] : []
  })
  const pressed = textField(body, 'addInside')
  const pressedPath = ADD_INSIDE_FIELD.exec(`widgets.${pressed}._add`)?.[1]
  const additions = Object.fromEntries(chosen.slice(0, MAX_WIDGET_PARTS))
  if (pressedPath !== undefined && !(pressedPath in additions)) additions[pressedPath] = ''
  return additions
}

/** One part's fields as sent under `prefix` (`widgets.2.`): its typed values, position and removal. */
function partFormOf(body: FormBody, prefix: string, fallbackPosition: number) {
  const values = Object.fromEntries(
    Object.keys(body)
      .filter((name) => name.startsWith(prefix) && !name.startsWith(`${prefix}_`))
      .map((name) => [name.slice(prefix.length), textField(body, name).slice(0, 5_000)]),
  )
  const position = wholeNumberField(body, `${prefix}_position`, MAX_WIDGET_PARTS)
  return { values, position: position ?? fallbackPosition, remove: checkboxField(body, `${prefix}_remove`) }
}

/** The widget form as sent (`widgets.<index>.<field>`, nested parts `widgets.<path>.<field>`), or null when the page had none. */
export function widgetFormOf(body: FormBody): WidgetForm | null {
  if (textField(body, 'widgetsSent') !== '1') return null
  const count = Math.min(wholeNumberField(body, 'widgetCount') ?? 0, MAX_WIDGET_PARTS)
  const parts = Array.from({ length: count }, (_, index) => partFormOf(body, `widgets.${index}.`, index + 1))
  const paths = new Set(Object.keys(body).flatMap((name) => NESTED_FIELD.exec(name)?.[1] ?? []))
  const nested = Object.fromEntries(
    [...paths].slice(0, MAX_WIDGET_PARTS).map((path) => {
      const index = Number(path.split('/').at(-1))
      return [path, partFormOf(body, `widgets.${path}.`, index + 1)]
    }),
  )
  const add = textField(body, 'addWidget')
  return { parts, nested, add: add === '' ? null : add, addInside: additionsOf(body) }
}

/** A page's or block's form as typed; `html` is null when the form has no HTML field (content with widgets). */
export function contentFormOf(body: FormBody): ContentForm {
  const field = (name: string, length: number) => textField(body, name).slice(0, length)
  return {
    title: field('title', 300),
    urlKey: field('urlKey', 200),
    metaTitle: field('metaTitle', 300),
    metaDescription: field('metaDescription', 400),
    availableFrom: field('availableFrom', 20),
    published: checkboxField(body, 'published'),
    html: typeof body.html === 'string' ? body.html.slice(0, MAX_TYPED_HTML + 1) : null,
    widgets: widgetFormOf(body),
  }
}

/** A content rule's refusal as the form answer reads it: each refused field with its code. */
function refusalOf(result: Exclude<ContentSaveResult, { ok: true }>): CatalogueRefusal {
  if (result.error !== 'INVALID_FIELDS') return { error: result.error }
  const fields = Object.entries(result.fields).flatMap(([name, code]) => (code ? [[name, code]] : []))
  return { error: result.error, fields: Object.fromEntries(fields) as Record<string, string> }
}

/** The content pages' forms (docs/back-office.md#content): create, save, publish and unpublish, preview. */
export function contentActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const context = contentContext(app.config.stores)
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return typeof done === 'string' ? done : null
  }
  const exists = async (kind: ContentKind, identifier: string, language: string) => {
    const row =
      kind === 'page'
        ? await db
            .selectFrom('cms_page')
            .select('identifier')
            .where('identifier', '=', identifier)
            .where('language', '=', language as Language)
            .executeTakeFirst()
        : await db
            .selectFrom('cms_block')
            .select('identifier')
            .where('identifier', '=', identifier)
            .where('language', '=', language as Language)
            .executeTakeFirst()
    return row !== undefined
  }

  const contentPage: AdminAction = async (request, reply, admin) => {
    const address = contentOf(pathOf(request))
    if (!address || !(await exists(address.kind, address.identifier, address.language)))
      return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, { notice: noticeOf(request) }))
  }

  const contentCreate: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const kind = CONTENT_KIND_SEGMENTS[textField(body, 'kind')] ?? 'page'
    const result = await createContent(
      db,
      backOfficeActorOf(request, admin),
      context,
      kind,
      { identifier: textField(body, 'identifier').slice(0, 100), language: textField(body, 'language') },
      { ...contentFormOf(body), html: textField(body, 'html').slice(0, MAX_TYPED_HTML + 1) },
      admin.now,
    )
    if (result.ok && result.identifier && result.language)
      return reply.redirect(
        `${contentAdminPath(kind, result.identifier, result.language)}?done=contentCreated`,
        303,
      )
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'content',
      refusal: result.ok ? { error: 'FORBIDDEN' } : refusalOf(result),
      invalidFieldsError: 'CONTENT_INVALID_FIELDS',
      url: '/admin/content/new',
    })
  }

  const contentSave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const address = contentOf(path)
    if (!address) return notFound(request, reply, admin)
    if (textField(bodyOf(request), 'findProduct') === '1')
      return (await exists(address.kind, address.identifier, address.language))
        ? productSearchAgain(request, reply, admin)
        : notFound(request, reply, admin)
    const result = await saveContent(
      db,
      backOfficeActorOf(request, admin),
      context,
      address.kind,
      address.identifier,
      address.language,
      contentFormOf(bodyOf(request)),
      admin.now,
    )
    if (result.ok)
      return reply.redirect(
        `${path}?done=${result.changed.length > 0 ? 'contentSaved' : 'contentUnchanged'}`,
        303,
      )
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'content',
      refusal: refusalOf(result),
      invalidFieldsError: 'CONTENT_INVALID_FIELDS',
      url: path,
    })
  }

  /**
   * The widget form's SKU search, sent with the form (its "Search" button): the form comes back
   * with every typed value and the products found, saving nothing.
   */
  const productSearchAgain: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const typed = textField(bodyOf(request), 'sku').trim().slice(0, 60)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'content',
      refusal: { error: '' },
      invalidFieldsError: 'CONTENT_INVALID_FIELDS',
      url: `${path}?${new URLSearchParams({ sku: typed }).toString()}`,
      statusCode: 200,
    })
  }

  const contentPublished: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/published$/, '')
    const address = contentOf(page)
    if (!address) return notFound(request, reply, admin)
    const published = textField(bodyOf(request), 'published') === '1'
    const result = await setContentPublished(
      db,
      backOfficeActorOf(request, admin),
      address.kind,
      address.identifier,
      address.language,
      published,
      admin.now,
    )
    if (result.ok)
      return reply.redirect(`${page}?done=${published ? 'contentPublished' : 'contentUnpublished'}`, 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'contentPublished',
      refusal: { error: result.error === 'SAME_STATUS' ? 'CONTENT_SAME_STATUS' : result.error },
      invalidFieldsError: 'CONTENT_INVALID_FIELDS',
      url: page,
    })
  }

  /**
   * The shop's page rendered from the form as typed, saved nowhere (docs/back-office.md#content);
   * a block's in a neutral page of its store, under its title. The guard checked `content.view`
   * and the form's CSRF token; a wrong field sends the form back.
   */
  const contentPreview: AdminAction = async (request, reply, admin) => {
    const page = pathOf(request).replace(/\/preview$/, '')
    const address = contentOf(page)
    if (!address) return notFound(request, reply, admin)
    const result = await contentDraft(
      db,
      backOfficeActorOf(request, admin),
      context,
      address.identifier,
      address.language,
      contentFormOf(bodyOf(request)),
      address.kind,
    )
    if (!result.ok && result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    if (!result.ok)
      return sendCatalogueFormAgain(app, request, reply, admin, {
        form: 'content',
        refusal: refusalOf(result),
        invalidFieldsError: 'CONTENT_INVALID_FIELDS',
        url: page,
      })
    const store = app.stores.find((candidate) => candidate.language === result.draft.language)
    if (!store) return notFound(request, reply, admin)
    const rendered = await app.renderCmsPreview(request, store, result.draft)
    return reply
      .code(rendered.statusCode)
      .headers({ ...rendered.headers, 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' })
      .send(rendered.body)
  }

  return { contentPage, contentCreate, contentSave, contentPublished, contentPreview }
}
