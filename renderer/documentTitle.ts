import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { BRAND_NAME } from '../components/layout/Logo.tsx'

const SCREEN_TITLES = {
  maintenance: msg`503 - Currently unavailable`,
  offline: msg`You are offline`,
  notFound: msg`404 : page not found `,
  badRequest: msg`This address is not valid`,
  uriTooLong: msg`This address is too long`,
}

const DEFAULT_TITLE = msg`Slippers, socks and clothing for men, women and kids`
const DEFAULT_DESCRIPTION = msg`Warm slippers, soft socks and comfortable clothing for the whole family, delivered to your door or to a pickup point.`
const ERROR_TITLE = msg`An error occured.`

/** Title and description of a page: its data, then its config, then the shop's defaults. */
export function documentMeta(pageContext: PageContextServer, i18n: I18n): { title: string; description: string } {
  const description = pageContext.data?.description ?? i18n._(DEFAULT_DESCRIPTION)
  if (pageContext.screen) return { title: i18n._(SCREEN_TITLES[pageContext.screen]).trim(), description }
  if (pageContext.pageId?.endsWith('/_error')) {
    const title = pageContext.is404 ? SCREEN_TITLES.notFound : ERROR_TITLE
    return { title: `${i18n._(title).trim()} | ${BRAND_NAME}`, description }
  }
  const pageTitle = pageContext.data?.title ?? (pageContext.config.title ? i18n._(pageContext.config.title) : null)
  return { title: pageTitle ? `${pageTitle} | ${BRAND_NAME}` : `${BRAND_NAME} | ${i18n._(DEFAULT_TITLE)}`, description }
}
