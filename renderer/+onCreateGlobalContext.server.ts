// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types'
import type { renderSizeGuidePdf } from '../components/product/renderSizeGuidePdf.ts'
import type { renderPaymentProviderPage } from '../components/checkout/renderPaymentProviderPage.tsx'

// Vike types globalContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface GlobalContextServer {
      /** Renders the size guide PDF; it lives in the page build, where Lingui's macros and catalogues are compiled. */
      renderSizeGuidePdf: typeof renderSizeGuidePdf
      /** Renders the offline payment provider's challenge and wallet pages, translated. */
      renderPaymentProviderPage: (...view: Parameters<typeof renderPaymentProviderPage>) => Promise<string>
    }
  }
}

/**
 * Hands the server the functions that need the page build (compiled translations). Their modules
 * load at first use: imported here, the global context's creation (part of the dev server's
 * start) would compile all four catalogues and the provider pages before the server is ready.
 */
export async function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.renderSizeGuidePdf = async (locale) =>
    (await import('../components/product/renderSizeGuidePdf.ts')).renderSizeGuidePdf(locale)
  globalContext.renderPaymentProviderPage = async (view) =>
    (await import('../components/checkout/renderPaymentProviderPage.tsx')).renderPaymentProviderPage(view)
}
