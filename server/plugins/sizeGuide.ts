import fp from 'fastify-plugin'
import { STORE_DEFINITIONS, type StoreLocale } from '../../config/stores.ts'
import { SIZE_GUIDE_PDF_NAMES, sizeGuidePdfPath } from '../../config/sizeGuide.ts'

const ONE_DAY_SECONDS = 86_400

/**
 * The size guide PDF in each store language at `/media/{name}.pdf` (guide-des-tailles.pdf,
 * groessentabelle.pdf …). It is rendered by the page build, which holds the compiled
 * translations, once per language in production and on every request in development.
 */
export const sizeGuidePlugin = fp(
  async (app) => {
    const isProduction = app.config.mode !== 'development'
    const rendered = new Map<StoreLocale, Promise<Buffer>>()
    const render = async (locale: StoreLocale) => {
      const { getGlobalContextAsync } = await import('vike/server')
      const globalContext = await getGlobalContextAsync(isProduction)
      if (globalContext.isClientSide) throw new Error('The size guide renders on the server only')
      return globalContext.renderSizeGuidePdf(locale)
    }
    for (const { language, locale } of STORE_DEFINITIONS) {
      app.get(sizeGuidePdfPath(language), async (_request, reply) => {
        let pdf = rendered.get(locale)
        if (!pdf) {
          pdf = render(locale)
          if (isProduction) rendered.set(locale, pdf)
          pdf.catch(() => rendered.delete(locale))
        }
        return reply
          .type('application/pdf')
          .header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`)
          .header('Content-Disposition', `inline; filename="${SIZE_GUIDE_PDF_NAMES[language]}"`)
          .send(await pdf)
      })
    }
  },
  { name: 'size-guide', dependencies: ['pages'] },
)
