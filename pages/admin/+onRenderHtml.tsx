// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { PageContextProvider } from '../../renderer/usePageContext.tsx'
import { PAGE_HTML_SLOT } from '../../renderer/pageHtmlSlot.ts'
import { AdminLayout } from '../../components/admin/AdminLayout.tsx'
import { AdminRefusal } from '../../components/admin/AdminRefusal.tsx'
import { localeOfStaffLanguage } from '../../components/admin/staffLanguage.ts'
import { adminDocument } from '../../components/admin/admin.styles.ts'

// The back office's document: its own layout, no store, no shop script, never indexed.
export function onRenderHtml(pageContext: PageContextServer) {
  const { admin } = pageContext
  if (!admin) throw new Error('Admin pages render only through the back office plugin')
  const locale = localeOfStaffLanguage(admin.language)
  const i18n = createServerI18n(locale)
  const Page = pageContext.Page as ComponentType
  const pageHtml = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        <AdminLayout>{admin.screen ? <AdminRefusal screen={admin.screen} /> : <Page />}</AdminLayout>
      </I18nProvider>
    </PageContextProvider>,
  )
  const title = i18n._(
    admin.screen === 'notFound'
      ? msg`Page not found`
      : admin.screen
        ? msg`Not allowed`
        : (pageContext.config.title ?? msg`Back office`),
  )
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${admin.language}" class="${adminDocument}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${title} · ${i18n._(msg`Back office`)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${dangerouslySkipEscape(import.meta.env.DEV ? '<link rel="stylesheet" href="/_wyw-in-js/ssr.css">' : '')}
  </head>
  <body>
    ${dangerouslySkipEscape(PAGE_HTML_SLOT)}
  </body>
</html>`
  return { documentHtml, pageContext: { pageHtml } }
}
