import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { BRAND_NAME } from '../components/layout/Logo.tsx'
import { serializeProps } from '../components/island/serializeProps.ts'
import { DEFAULT_STORE_KEY } from '../config/stores.ts'

const SCREEN_TITLES = {
  maintenance: msg`503 - Currently unavailable`,
  offline: msg`You are offline`,
  notFound: msg`404: page not found`,
  badRequest: msg`This address is not valid`,
  uriTooLong: msg`This address is too long`,
}

const DEFAULT_TITLE = msg`Slippers, socks and clothing for men, women and kids`
const DEFAULT_DESCRIPTION = msg`Warm slippers, soft socks and comfortable clothing for the whole family, delivered to your door or to a pickup point.`
const ERROR_TITLE = msg`An error occured.`

/** Title and description of a page: its data, then its config, then the shop's defaults. */
export function documentMeta(
  pageContext: PageContextServer,
  i18n: I18n,
): { title: string; description: string } {
  const seo = pageContext.data?.seo
  const description = seo?.description || i18n._(DEFAULT_DESCRIPTION)
  if (pageContext.screen) return { title: i18n._(SCREEN_TITLES[pageContext.screen]).trim(), description }
  if (isErrorPage(pageContext)) {
    const title = pageContext.is404 ? SCREEN_TITLES.notFound : ERROR_TITLE
    return { title: `${i18n._(title).trim()} | ${BRAND_NAME}`, description }
  }
  const pageTitle = seo?.title ?? (pageContext.config.title ? i18n._(pageContext.config.title) : null)
  return {
    title: pageTitle ? `${pageTitle} | ${BRAND_NAME}` : `${BRAND_NAME} | ${i18n._(DEFAULT_TITLE)}`,
    description,
  }
}

/**
 * Canonical URL, hreflang alternates (the same page in the other stores, and x-default),
 * robots and JSON-LD of a page. Screens, error pages and per-shopper pages are never indexed.
 */
export function seoHeadTags(pageContext: PageContextServer): string {
  const { store, stores, storePath } = pageContext
  const seo = pageContext.data?.seo
  const indexable =
    !pageContext.screen &&
    !isErrorPage(pageContext) &&
    !seo?.noindex &&
    !/private|no-store/.test(pageContext.config.cacheControl ?? '')
  if (!indexable) {
    // A filtered listing stays out of indexes but names the unfiltered page it narrows.
    const narrows = seo?.noindex && seo.canonicalPath && !pageContext.screen && !isErrorPage(pageContext)
    const canonical = narrows
      ? `\n    <link rel="canonical" href="${escapeAttribute(store.baseUrl + seo.canonicalPath)}">`
      : ''
    return `<meta name="robots" content="noindex, follow">${canonical}`
  }
  const canonicalPath = seo?.canonicalPath ?? storePath
  const tags = [`<link rel="canonical" href="${escapeAttribute(store.baseUrl + canonicalPath)}">`]
  for (const other of stores) {
    const path = seo?.alternates ? seo.alternates[other.key] : canonicalPath
    if (path === undefined) continue
    tags.push(
      `<link rel="alternate" hreflang="${other.locale}" href="${escapeAttribute(other.baseUrl + path)}">`,
    )
    if (other.key === DEFAULT_STORE_KEY)
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(other.baseUrl + path)}">`)
  }
  for (const object of seo?.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${serializeProps(object)}</script>`)
  return tags.join('\n    ')
}

function isErrorPage(pageContext: PageContextServer): boolean {
  return pageContext.pageId?.endsWith('/_error') ?? false
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
