import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { contentForEditing } from '../../domain/backoffice/content/contentEditing.ts'
import {
  ADDABLE_WIDGETS,
  findProductsForWidgets,
  mediaLibrary,
  type WidgetMedia,
  type WidgetPart,
} from '../../domain/backoffice/content/contentWidgets.ts'
import { listContent, type ContentSearch } from '../../domain/backoffice/content/contentList.ts'
import type { ContentKind } from '../../domain/backoffice/content/contentFields.ts'
import { isCmsShownAt } from '../../domain/cms/cmsVisibility.ts'
import { readerOf } from './carePageData.ts'
import { searchMediaLibrary, type MediaSearchAnswer } from '../../domain/backoffice/mediaLibrarySearch.ts'
import { mediaSearchOf } from './mediaSearchQuery.ts'

/** The stores as the content pages offer them: each with the language its pages and blocks are in. */
export interface ContentStoreChoice {
  key: string
  language: Language
  path: string
}

/** The content list (/admin/content): the filters as understood, the pages and blocks found. */
export interface ContentListPageData {
  filters: { q: string; store: string; kind: string; status: string }
  stores: ContentStoreChoice[]
  items: {
    kind: ContentKind
    identifier: string
    language: Language
    title: string
    urlKey: string | null
    published: boolean
    availableFrom: string | null
    /** Whether the shop shows it now (published, its first day come). */
    shown: boolean
    required: boolean
  }[]
}

/** A page's or block's form as its page fills it: every field as typed text. */
export interface ContentFormValues {
  title: string
  urlKey: string
  metaTitle: string
  metaDescription: string
  availableFrom: string
  published: boolean
  html: string | null
}

/** A page's or block's page (/admin/content/<pages|blocks>/<identifier>/<language>). */
export interface ContentPageData {
  content: {
    kind: ContentKind
    identifier: string
    language: Language
    /** The page's address in its store (none for a block). */
    shopPath: string | null
    required: boolean
    published: boolean
    uneditable: string[]
    values: ContentFormValues
    /** The content's parts as the widget form lists them (none when the HTML field edits it). */
    widgets: WidgetPart[]
  } | null
  /** The pictures a widget may show, the media library's and the products' (only for a content with widgets). */
  mediaLibrary: WidgetMedia[]
  /** The media library's search (`?picture=&picturePage=`), with the products' pictures (only for a content with widgets). */
  mediaSearch: MediaSearchAnswer | null
  /** The widget form's SKU search (`?sku=`): what was typed and the products found. */
  productSearch: { q: string; found: { sku: string; name: string }[] }
  /** The widget types a form may add. */
  addableWidgets: string[]
}

/** The new page or block page (/admin/content/new). */
export interface NewContentPageData {
  stores: ContentStoreChoice[]
}

/** What a content page's render reads. */
export type ContentAdminPageData = ContentListPageData | ContentPageData | NewContentPageData

/** The kinds as their URL segment names them. */
export const CONTENT_KIND_SEGMENTS: Record<string, ContentKind> = { pages: 'page', blocks: 'block' }

/** The address of a page's or block's page in the back office. */
export function contentAdminPath(kind: ContentKind, identifier: string, language: string): string {
  return `/admin/content/${kind === 'page' ? 'pages' : 'blocks'}/${encodeURIComponent(identifier)}/${language}`
}

/** The kind, identifier and language of a content page's address, or null. */
export function contentOf(
  pathname: string,
): { kind: ContentKind; identifier: string; language: string } | null {
  const match = /^\/admin\/content\/(pages|blocks)\/([^/]{1,200})\/([a-z]{2})$/.exec(pathname)
  if (!match) return null
  try {
    return {
      kind: CONTENT_KIND_SEGMENTS[match[1]!]!,
      identifier: decodeURIComponent(match[2]!),
      language: match[3]!,
    }
  } catch {
    return null
  }
}

function storeChoices(): ContentStoreChoice[] {
  return STORE_DEFINITIONS.map((store) => ({
    key: store.key,
    language: store.language,
    path: `/${store.defaultPathSegment}`,
  }))
}

/** The list's filters from its query: anything not understood is left out. */
export function contentSearchOf(query: URLSearchParams): ContentSearch & { q: string; store: string } {
  const q = (query.get('q') ?? '').trim().slice(0, 60)
  const store = STORE_DEFINITIONS.find((definition) => definition.key === query.get('store'))
  const kind = CONTENT_KIND_SEGMENTS[query.get('kind') ?? '']
  const status = query.get('status') ?? ''
  return {
    q,
    store: store?.key ?? '',
    ...(store ? { language: store.language } : {}),
    ...(kind ? { kind } : {}),
    ...(status === 'shown' || status === 'scheduled' || status === 'unpublished' ? { status } : {}),
  }
}

/** Loads the data of a content page, or undefined when `pathname` is none of them (the guard checked the role). */
export async function loadContentPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
  query: URLSearchParams,
): Promise<ContentAdminPageData | undefined> {
  if (!viewer) return undefined
  const actor = readerOf(viewer)
  if (pathname === '/admin/content') {
    const search = contentSearchOf(query)
    const now = new Date()
    const found = await listContent(db, actor, search, now)
    return {
      filters: {
        q: search.q,
        store: search.store,
        kind: search.kind ? `${search.kind}s` : '',
        status: search.status ?? '',
      },
      stores: storeChoices(),
      items: found.ok
        ? found.items.map((item) => ({
            ...item,
            availableFrom: item.availableFrom?.toISOString() ?? null,
            shown: isCmsShownAt({ published: item.published, available_from: item.availableFrom }, now),
          }))
        : [],
    }
  }
  if (pathname === '/admin/content/new') return { stores: storeChoices() }
  const address = contentOf(pathname)
  if (!address) return undefined
  const content = await contentForEditing(db, actor, address.kind, address.identifier, address.language)
  const withWidgets = content !== null && content.widgets.length > 0
  const skuQuery = (query.get('sku') ?? '').trim().slice(0, 60)
  const [library, found, mediaSearch] = withWidgets
    ? await Promise.all([
        mediaLibrary(db, content.language),
        findProductsForWidgets(db, content.language, skuQuery),
        searchMediaLibrary(db, actor, {
          ...mediaSearchOf(query),
          language: viewer.language,
          withProductPictures: true,
        }),
      ])
    : [[], [], null]
  const store = STORE_DEFINITIONS.find((definition) => definition.language === content?.language)
  return {
    content: content && {
      kind: content.kind,
      identifier: content.identifier,
      language: content.language,
      shopPath:
        content.kind === 'page' && store
          ? `/${store.defaultPathSegment}${content.identifier === 'home' ? '' : `/${content.urlKey}`}`
          : null,
      required: content.required,
      published: content.published,
      uneditable: content.uneditable,
      values: {
        title: content.title,
        urlKey: content.urlKey,
        metaTitle: content.metaTitle,
        metaDescription: content.metaDescription,
        availableFrom: content.availableFrom?.toISOString().slice(0, 10) ?? '',
        published: content.published,
        html: content.html,
      },
      widgets: content.widgets,
    },
    mediaLibrary: library,
    mediaSearch,
    productSearch: { q: skuQuery, found },
    addableWidgets: withWidgets ? ADDABLE_WIDGETS : [],
  }
}
