// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types'
import { renderSizeGuidePdf } from '../components/product/renderSizeGuidePdf.ts'
import { renderPaymentProviderPage } from '../components/checkout/renderPaymentProviderPage.tsx'

// Vike types globalContext through this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface GlobalContextServer {
      /** Renders the size guide PDF; it lives in the page build, where Lingui's macros and catalogues are compiled. */
      renderSizeGuidePdf: typeof renderSizeGuidePdf
      /** Renders the offline payment provider's challenge and wallet pages, translated. */
      renderPaymentProviderPage: typeof renderPaymentProviderPage
    }
  }
}

/** Hands the server the functions that need the page build (compiled translations). */
export async function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.renderSizeGuidePdf = renderSizeGuidePdf
  globalContext.renderPaymentProviderPage = renderPaymentProviderPage
}
