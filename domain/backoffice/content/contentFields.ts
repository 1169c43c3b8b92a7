import type { WidgetForm } from './contentWidgets.ts'
import { LEGAL_PAGE_IDENTIFIERS } from '../../../config/legalPageKeys.ts'

/** A CMS page (its own URL) or a block (a piece that pages and products include). */
export type ContentKind = 'page' | 'block'

/** A page's or block's form as staff typed it (a block has no URL key nor meta description). */
export interface ContentForm {
  title: string
  urlKey: string
  /** A page's title for search engines and the browser's tab; blank: its title. */
  metaTitle: string
  metaDescription: string
  /** `YYYY-MM-DD` (UTC), blank for none: the shop shows it from that day's start. */
  availableFrom: string
  published: boolean
  /** The HTML content; null keeps the stored content (it has widgets this form does not edit). */
  html: string | null
  /** The widget form of a content with widgets; absent or null keeps its widgets as stored. */
  widgets?: WidgetForm | null
}

/** Why a field was refused (each shown beside its field). */
export type ContentFieldError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'IDENTIFIER_FORMAT'
  | 'IDENTIFIER_TAKEN'
  | 'LANGUAGE_UNKNOWN'
  | 'URL_KEY_FORMAT'
  | 'URL_KEY_TAKEN'
  | 'URL_KEY_FIXED'
  | 'DATE_FORMAT'
  | 'LINK_INVALID'
  | 'REQUIRED_PAGE'
  | 'SKU_UNKNOWN'
  | 'MEDIA_UNKNOWN'
  | 'COLOR_FORMAT'
  | 'WIDGET_TYPE_REQUIRED'
  | 'WIDGET_NOT_ALLOWED_HERE'
  | 'TOO_DEEP'
  | 'NOT_A_CONTAINER'

/** Refused fields by form name (`title`, `urlKey`, `html` …). */
export type ContentFieldErrors = Partial<Record<string, ContentFieldError>>

/** A page's or block's fields as stored. */
export interface ContentValues {
  title: string
  url_key: string
  meta_title: string
  meta_description: string
  available_from: Date | null
  published: boolean
}

/** Identifiers of pages and blocks: lower-case letters, digits, dashes and underscores. */
export const CONTENT_IDENTIFIER_PATTERN = /^[a-z0-9][a-z0-9_-]{1,62}$/

/** URL keys of pages: lower-case words joined by dashes (`conditions-generales-de-vente`). */
const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_URL_KEY_LENGTH = 120
const MAX_TITLE_LENGTH = 200
const MAX_META_DESCRIPTION_LENGTH = 300
/** Longer HTML would be cut by the storefront's reader (`parseCmsHtml`). */
export const MAX_HTML_LENGTH = 100_000

/**
 * Pages the law requires the shop to show at all times (docs/back-office.md#content): the legal
 * and shop information pages of the footer and the home page. They may be edited, never
 * unpublished, delayed, or moved to another URL key (the footer links to their keys).
 */
export function isRequiredPage(kind: ContentKind, identifier: string): boolean {
  return (
    kind === 'page' &&
    (identifier === 'home' || (LEGAL_PAGE_IDENTIFIERS as readonly string[]).includes(identifier))
  )
}

/**
 * Whether a link may stand in content: an http(s) address, a mail or phone link, or a path inside
 * the store (`/livraison`); never a script, another scheme, a protocol-relative or relative link.
 */
export function isContentLink(href: string): boolean {
  const link = href.trim()
  if (/^(https?:\/\/[^\s/]|mailto:|tel:)/i.test(link)) return true
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
}

/** The `href` values written in HTML, as typed (quoted or not). */
export function linksOfHtml(html: string): string[] {
  const pattern = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&'),
  )
}

/** The start (UTC) of a typed `YYYY-MM-DD` day; null when it is no such day. */
export function dayStartOf(typed: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed.trim())
  if (!match) return null
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`)
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== typed.trim() ? null : day
}

/**
 * Checks a page's or block's typed fields: a title, a page's URL key as lower-case words (a
 * required page keeps its key), a meta title of at most 200 characters, a meta description of at most 300 characters, a day or none, and
 * every link of the HTML. A required page may be neither unpublished nor delayed.
 */
export function checkContentFields(
  kind: ContentKind,
  identifier: string,
  form: ContentForm,
  storedUrlKey: string | null,
): { values: ContentValues; errors: ContentFieldErrors } {
  const errors: ContentFieldErrors = {}
  const title = form.title.trim()
  if (title === '') errors.title = 'REQUIRED'
  else if (title.length > MAX_TITLE_LENGTH) errors.title = 'TOO_LONG'
  const urlKey = kind === 'page' ? form.urlKey.trim() : ''
  if (kind === 'page') {
    if (urlKey === '') errors.urlKey = 'REQUIRED'
    else if (urlKey.length > MAX_URL_KEY_LENGTH || !URL_KEY_PATTERN.test(urlKey))
      errors.urlKey = 'URL_KEY_FORMAT'
    else if (isRequiredPage(kind, identifier) && storedUrlKey !== null && urlKey !== storedUrlKey)
      errors.urlKey = 'URL_KEY_FIXED'
  }
  const metaTitle = kind === 'page' ? form.metaTitle.trim() : ''
  if (metaTitle.length > MAX_TITLE_LENGTH) errors.metaTitle = 'TOO_LONG'
  const metaDescription = kind === 'page' ? form.metaDescription.trim() : ''
  if (metaDescription.length > MAX_META_DESCRIPTION_LENGTH) errors.metaDescription = 'TOO_LONG'
  const typedDay = form.availableFrom.trim()
  const availableFrom = typedDay === '' ? null : dayStartOf(typedDay)
  if (typedDay !== '' && availableFrom === null) errors.availableFrom = 'DATE_FORMAT'
  else if (availableFrom !== null && isRequiredPage(kind, identifier)) errors.availableFrom = 'REQUIRED_PAGE'
  if (!form.published && isRequiredPage(kind, identifier)) errors.published = 'REQUIRED_PAGE'
  if (form.html !== null) {
    if (form.html.length > MAX_HTML_LENGTH) errors.html = 'TOO_LONG'
    else if (!linksOfHtml(form.html).every(isContentLink)) errors.html = 'LINK_INVALID'
  }
  return {
    values: {
      title,
      url_key: urlKey,
      meta_title: metaTitle,
      meta_description: metaDescription,
      available_from: availableFrom,
      published: form.published,
    },
    errors,
  }
}
