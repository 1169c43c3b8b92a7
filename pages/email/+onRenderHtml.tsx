// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { ShopContextProvider } from '../../components/shop/ShopContext.tsx'
import { EMAIL_TEMPLATES } from '../../components/email/emailTemplates.ts'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { PageContextProvider } from '../../renderer/usePageContext.tsx'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// An e-mail is a document of its own: no page shell, no scripts, inline styles only.
export function onRenderHtml(pageContext: PageContextServer) {
  const { store, stores, storePath, email } = pageContext
  const Page = pageContext.Page as ComponentType
  if (!email) throw new Error('The e-mail route renders only for the outbox worker')
  const i18n = createServerI18n(store.locale)
  // A subject may name a value of the e-mail's data (`{number}`).
  const subject = i18n._({ ...EMAIL_TEMPLATES[email.template].subject, values: { ...email.data } })
  const bodyHtml = renderToStaticMarkup(
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        <ShopContextProvider value={{ store, stores, storePath }}>
          <Page />
        </ShopContextProvider>
      </I18nProvider>
    </PageContextProvider>,
  )
  const emailHtml = `<!DOCTYPE html>
<html lang="${store.locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(subject)}</title>
  </head>
  ${bodyHtml}
</html>`
  // Vike adds the build's script and stylesheet tags to the document it gets; mail clients run no
  // script and load no stylesheet, so the e-mail sent is the document as written here (`emailHtml`).
  return {
    documentHtml: escapeInject`${dangerouslySkipEscape(emailHtml)}`,
    pageContext: { emailSubject: subject, emailHtml },
  }
}
