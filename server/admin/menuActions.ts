import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Language } from '../../db/tables/columnTypes.ts'
import {
  addMenuEntry,
  copyCurrentMenu,
  moveMenuEntry,
  removeMenuEntry,
  reorderMenuEntry,
  updateMenuEntry,
  type MenuEntryInput,
} from '../../domain/backoffice/catalogue/menuEditing.ts'
import {
  addMenuCustomLink,
  removeMenuCustomLink,
  reorderMenuCustomLink,
  updateMenuCustomLink,
  type MenuCustomLinkInput,
} from '../../domain/backoffice/catalogue/menuCustomLinks.ts'
import { checkboxField, textField, wholeNumberField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import { sendAdminNotFound, sendCatalogueFormAgain } from './catalogueFormAnswers.ts'
import { DEFAULT_MENU_STORE, menuEntryIdOf } from './menuPageData.ts'
import { sendAdminPage } from './renderAdminPage.ts'
import type { AdminAction } from './signInActions.ts'

const MENU_PATH = '/admin/menu'
const LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']

/** What an entry's form sends: its kind, its category or product, a link's labels (`label.fr`…) and URL, its switch. */
function entryInputOf(body: FormBody): MenuEntryInput {
  return {
    kind: textField(body, 'kind'),
    categoryId: wholeNumberField(body, 'categoryId'),
    product: textField(body, 'product'),
    labels: Object.fromEntries(LANGUAGES.map((code) => [code, textField(body, `label.${code}`)])) as Record<
      Language,
      string
    >,
    url: textField(body, 'url'),
    enabled: checkboxField(body, 'enabled'),
  }
}

/** What a custom link's form sends: a label (`label.fr`…) and an address (`url.fr`…) per language. */
function customLinkInputOf(body: FormBody): MenuCustomLinkInput {
  const perLanguage = (prefix: string) =>
    Object.fromEntries(LANGUAGES.map((code) => [code, textField(body, `${prefix}.${code}`)])) as Record<
      Language,
      string
    >
  return { labels: perLanguage('label'), urls: perLanguage('url') }
}

/** The custom link's id in `/admin/menu/links/<id>` (and its `/remove`), or null. */
function customLinkIdOf(path: string): string | null {
  return /^\/admin\/menu\/links\/(\d{1,9})(?:\/remove)?$/.exec(path)?.[1] ?? null
}

/** The menu page of a store, at an entry when given. */
function menuUrl(storeKey: string, done: string, entryId?: number): string {
  return `${MENU_PATH}?store=${encodeURIComponent(storeKey)}&done=${done}${entryId ? `#entry-${entryId}` : ''}`
}

/** The menu pages and their forms (docs/back-office.md#categories-and-menu). */
export function menuActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? ''
  const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody
  const notFound: AdminAction = (request, reply, admin) => sendAdminNotFound(app, request, reply, admin)
  const noticeOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown }).done
    return { notice: typeof done === 'string' ? done : null }
  }
  /** The store a form names, kept so its page is shown again after a refusal. */
  const storeOf = (request: FastifyRequest) => textField(bodyOf(request), 'store') || DEFAULT_MENU_STORE

  const menu: AdminAction = (request, reply, admin) =>
    sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))

  const menuEntry: AdminAction = async (request, reply, admin) => {
    const id = menuEntryIdOf(pathOf(request))
    const exists =
      id !== null && (await db.selectFrom('menu_entry').select('id').where('id', '=', id).executeTakeFirst())
    if (!exists) return notFound(request, reply, admin)
    return sendAdminPage(request, reply, adminPageContext(app, admin, noticeOf(request)))
  }

  const menuCreate: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const storeKey = storeOf(request)
    const parentText = textField(body, 'parentId')
    const parentId = parentText === '' ? null : wholeNumberField(body, 'parentId')
    const result =
      parentText !== '' && parentId === null
        ? ({ ok: false, error: 'PARENT_NOT_FOUND' } as const)
        : await addMenuEntry(
            db,
            backOfficeActorOf(request, admin),
            storeKey,
            parentId,
            entryInputOf(body),
            admin.now,
          )
    if (result.ok) return reply.redirect(menuUrl(storeKey, 'menuEntryAdded', result.id), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuEntryNew',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${MENU_PATH}?store=${encodeURIComponent(storeKey)}`,
    })
  }

  const menuCopy: AdminAction = async (request, reply, admin) => {
    const storeKey = textField(bodyOf(request), 'store')
    const result = await copyCurrentMenu(db, backOfficeActorOf(request, admin), storeKey, admin.now)
    if (result.ok) return reply.redirect(menuUrl(storeKey, 'menuCopied'), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuCopy',
      refusal: { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${MENU_PATH}?store=${encodeURIComponent(storeOf(request))}`,
    })
  }

  const menuReorder: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const id = wholeNumberField(body, 'id')
    const direction = textField(body, 'direction')
    // A drag and drop sends the place it was dropped at; the buttons send a direction.
    const position = wholeNumberField(body, 'position')
    const to = direction === 'up' || direction === 'down' ? direction : position
    const result =
      id === null || to === null || to === 0
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await reorderMenuEntry(db, backOfficeActorOf(request, admin), id, to, admin.now)
    if (result.ok) return reply.redirect(menuUrl(result.storeKey, 'menuReordered', id ?? undefined), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuReorder',
      refusal: { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${MENU_PATH}?store=${encodeURIComponent(storeOf(request))}`,
    })
  }

  const menuEntrySave: AdminAction = async (request, reply, admin) => {
    const path = pathOf(request)
    const id = menuEntryIdOf(path)
    if (id === null) return notFound(request, reply, admin)
    const result = await updateMenuEntry(
      db,
      backOfficeActorOf(request, admin),
      id,
      entryInputOf(bodyOf(request)),
      admin.now,
    )
    if (result.ok) return reply.redirect(menuUrl(result.storeKey, 'menuEntrySaved', id), 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuEntry',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: path,
    })
  }

  const menuEntryMove: AdminAction = async (request, reply, admin) => {
    const id = menuEntryIdOf(pathOf(request).replace(/\/move$/, ''))
    if (id === null) return notFound(request, reply, admin)
    const body = bodyOf(request)
    const parentText = textField(body, 'parentId')
    const parentId = parentText === '' ? null : wholeNumberField(body, 'parentId')
    const result =
      parentText !== '' && parentId === null
        ? ({ ok: false, error: 'PARENT_NOT_FOUND' } as const)
        : await moveMenuEntry(db, backOfficeActorOf(request, admin), id, parentId, admin.now)
    if (result.ok) return reply.redirect(menuUrl(result.storeKey, 'menuEntryMoved', id), 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuEntryMove',
      refusal: { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${MENU_PATH}/${id}`,
    })
  }

  const menuEntryRemove: AdminAction = async (request, reply, admin) => {
    const id = menuEntryIdOf(pathOf(request).replace(/\/remove$/, ''))
    if (id === null) return notFound(request, reply, admin)
    const result = await removeMenuEntry(db, backOfficeActorOf(request, admin), id, admin.now)
    if (result.ok) return reply.redirect(menuUrl(result.storeKey, 'menuEntryRemoved'), 303)
    if (result.error === 'NOT_FOUND') return notFound(request, reply, admin)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuEntryRemove',
      refusal: { error: `MENU_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: `${MENU_PATH}/${id}`,
    })
  }

  /** The menu page with the services' links, for the store the form came from. */
  const linksUrl = (request: FastifyRequest, done?: string, id?: string) =>
    `${MENU_PATH}?store=${encodeURIComponent(storeOf(request))}${done ? `&done=${done}` : ''}#${id ? `link-${id}` : 'services-links'}`

  const menuLinkCreate: AdminAction = async (request, reply, admin) => {
    const result = await addMenuCustomLink(
      db,
      backOfficeActorOf(request, admin),
      customLinkInputOf(bodyOf(request)),
      admin.now,
    )
    if (result.ok) return reply.redirect(linksUrl(request, 'menuLinkAdded', result.id), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuLinkNew',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `MENU_LINK_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: linksUrl(request).replace(/#.*$/, ''),
    })
  }

  const menuLinkSave: AdminAction = async (request, reply, admin) => {
    const id = customLinkIdOf(pathOf(request))
    if (id === null) return notFound(request, reply, admin)
    const result = await updateMenuCustomLink(
      db,
      backOfficeActorOf(request, admin),
      id,
      customLinkInputOf(bodyOf(request)),
      admin.now,
    )
    if (result.ok) return reply.redirect(linksUrl(request, 'menuLinkSaved', id), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: result.error === 'INVALID_FIELDS' ? `menuLink-${id}` : 'menuLinks',
      refusal: result.error === 'INVALID_FIELDS' ? result : { error: `MENU_LINK_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: linksUrl(request).replace(/#.*$/, ''),
      ...(result.error === 'NOT_FOUND' ? { statusCode: 404 } : {}),
    })
  }

  const menuLinkReorder: AdminAction = async (request, reply, admin) => {
    const body = bodyOf(request)
    const id = textField(body, 'id')
    const direction = textField(body, 'direction')
    // A drag and drop sends the place it was dropped at; the buttons send a direction.
    const position = wholeNumberField(body, 'position')
    const to = direction === 'up' || direction === 'down' ? direction : position
    const result =
      !/^\d{1,9}$/.test(id) || to === null || to === 0
        ? ({ ok: false, error: 'NOT_FOUND' } as const)
        : await reorderMenuCustomLink(db, backOfficeActorOf(request, admin), id, to, admin.now)
    if (result.ok) return reply.redirect(linksUrl(request, 'menuLinkReordered', id), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuLinks',
      refusal: { error: `MENU_LINK_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: linksUrl(request).replace(/#.*$/, ''),
    })
  }

  const menuLinkRemove: AdminAction = async (request, reply, admin) => {
    const id = customLinkIdOf(pathOf(request))
    if (id === null) return notFound(request, reply, admin)
    const result = await removeMenuCustomLink(db, backOfficeActorOf(request, admin), id, admin.now)
    if (result.ok) return reply.redirect(linksUrl(request, 'menuLinkRemoved'), 303)
    return sendCatalogueFormAgain(app, request, reply, admin, {
      form: 'menuLinks',
      refusal: { error: `MENU_LINK_${result.error}` },
      invalidFieldsError: 'PRODUCT_INVALID_FIELDS',
      url: linksUrl(request).replace(/#.*$/, ''),
      statusCode: result.error === 'NOT_FOUND' ? 404 : 422,
    })
  }

  return {
    menuLinkCreate,
    menuLinkReorder,
    menuLinkSave,
    menuLinkRemove,
    menu,
    menuEntry,
    menuCreate,
    menuCopy,
    menuReorder,
    menuEntrySave,
    menuEntryMove,
    menuEntryRemove,
  }
}
