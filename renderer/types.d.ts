import type { MessageDescriptor } from '@lingui/core'
import type { ShopPageContextInit } from '../server/renderShopPage.ts'
import type { Theme } from '../components/theme/tokens.ts'
import type { StoreKey } from '../config/stores.ts'
import type { EmailTemplateData } from '../domain/email/emailData.ts'
import type { EmailTemplateName } from '../domain/email/emailTemplateNames.ts'
import type { AdminPageContext } from '../server/admin/adminPageContext.ts'

/** What a page tells the document head: title, description, canonical URL, robots, structured data. */
export interface PageSeo {
  /** Page title without the brand suffix. */
  title?: string
  description?: string
  /** Store-relative canonical path (`/category/12`); defaults to the page's own path without query. */
  canonicalPath?: string
  /** The same page in each store (store-relative paths); defaults to the same path in every store. */
  alternates?: Partial<Record<StoreKey, string>>
  /** Keeps the page out of search indexes (filter combinations, internal search results). */
  noindex?: boolean
  /** schema.org objects, each rendered as a JSON-LD script. */
  jsonLd?: object[]
}

/** Which frame a page renders in (checkout, main or account layout; docs/storefront-rules.md#routes-and-layouts). */
export type LayoutName = 'main' | 'checkout' | 'account'

/** An e-mail to render: a template with the data that template takes (as `enqueueEmail` stored it in the outbox). */
export type TemplatedEmail<Name extends EmailTemplateName = EmailTemplateName> = {
  [N in Name]: { template: N; data: EmailTemplateData[N] }
}[Name]

declare global {
  namespace Vike {
    interface PageContext extends ShopPageContextInit {
      /** Data a page's +data hook returns; its `seo` part fills the document head. */
      data?: { seo?: PageSeo } & Record<string, unknown>
      /** The page's own HTML, which the server puts into the document's slot after Vike (renderer/pageHtmlSlot.ts). */
      pageHtml?: string
      /** The e-mail to render, set only by the outbox worker (pages/email). */
      email?: TemplatedEmail
      /** The rendered e-mail's subject, in the store's language. */
      emailSubject?: string
      /** The rendered e-mail document as the template wrote it, before Vike adds the build's script and stylesheet tags (pages/email). */
      emailHtml?: string
      /** What the back office's server gives its pages (pages/admin); absent on store pages. */
      admin?: AdminPageContext
    }
    interface Config {
      /** Frame of the page; nested folders inherit it. */
      layout?: LayoutName
      /** Page title (translated); the shop's default title when absent. */
      title?: MessageDescriptor
      /** Page background theme: grey by default, white when a page releases it. */
      theme?: Theme
    }
    interface ConfigResolved {
      layout?: LayoutName
      title?: MessageDescriptor
      theme?: Theme
    }
  }
}
export {}
