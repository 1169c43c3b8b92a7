import { renderPage } from 'vike/server'
import { EMAIL_AMOUNT_TABLE_CLASS } from '../../components/email/emailAmountTable.ts'
import type { Store } from '../../config/stores.ts'
import type { EmailRenderRequest } from '../../components/email/emailTemplates.ts'
import { toPublicStore } from '../renderShopPage.ts'

/** A rendered e-mail: subject, HTML and its plain-text alternative, in the store's language. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/**
 * Renders a transactional e-mail with Vike (the internal route `/__email/:template`), so its
 * React template and Lingui messages go through the same build as the pages; the plain text
 * is derived from the HTML.
 */
export async function renderEmail(
  stores: readonly Store[],
  store: Store,
  email: EmailRenderRequest,
): Promise<RenderedEmail> {
  const pageContext = await renderPage({
    urlOriginal: `/__email/${email.template}`,
    headersOriginal: {},
    store: toPublicStore(store),
    stores: stores.map(toPublicStore),
    storePath: '/',
    screen: null,
    email,
  })
  const response = pageContext.httpResponse
  if (!response || response.statusCode !== 200 || !pageContext.emailSubject || !pageContext.emailHtml) {
    throw new Error(
      `E-mail template ${email.template} did not render (status ${response?.statusCode ?? 'none'})`,
      { cause: pageContext.errorWhileRendering },
    )
  }
  const html = pageContext.emailHtml
  // Loaded with the first e-mail, not at start-up (docs/performance.md).
  const { convert } = await import('html-to-text')
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'title', format: 'skip' },
      { selector: `table.${EMAIL_AMOUNT_TABLE_CLASS}`, format: 'dataTable', options: { maxColumnWidth: 60 } },
    ],
  })
  return { subject: pageContext.emailSubject, html, text }
}
