import type { Language } from '../../db/tables.ts'
import type { ContentContext } from '../../domain/backoffice/content/contentEditing.ts'
import { parseCmsHtml } from '../../components/cms/parseCmsHtml.ts'
import { serializeCmsHtml } from '../../components/cms/serializeCmsHtml.ts'

/**
 * What the content rules check against: the stores' languages, and the storefront's own HTML
 * reader (`parseCmsHtml`), so saved HTML is exactly what the shop renders.
 */
export function contentContext(stores: readonly { language: Language }[]): ContentContext {
  return {
    sanitizeHtml: (html) => serializeCmsHtml(parseCmsHtml(html)),
    languages: [...new Set(stores.map((store) => store.language))],
  }
}
