// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { ShopContextProvider, type ShopContextValue } from '../components/shop/ShopContext.tsx'
import {
  createIslandRegistry,
  IslandRegistryProvider,
  type IslandRegistry,
} from '../components/island/islandRegistry.tsx'
import { serializeProps } from '../components/island/serializeProps.ts'
import { globalStyles } from '../components/theme/globalStyles.ts'
import { createServerI18n } from './i18n/serverI18n.ts'
import { PageContextProvider } from './usePageContext.tsx'
import { layoutOf, PageFrame } from './PageFrame.tsx'
import { scriptPreloadTags } from './scriptPreloads.ts'
import { documentMeta, seoHeadTags } from './documentMeta.ts'
import { PAGE_HTML_SLOT } from './pageHtmlSlot.ts'
import { renderProbe } from './renderProbe.ts'
import { reusedFrameOf } from './mainFrame.tsx'
import { insertFrameParts, ReusedFrameProvider } from '../components/layout/ReusedFrame.tsx'

export function onRenderHtml(pageContext: PageContextServer) {
  const { store, stores, storePath, screen } = pageContext
  const i18n = createServerI18n(store.locale)
  const shop: ShopContextValue = { store, stores, storePath }
  const pageElement = (islands: IslandRegistry) => (
    <PageContextProvider pageContext={pageContext}>
      <I18nProvider i18n={i18n}>
        <ShopContextProvider value={shop}>
          <IslandRegistryProvider registry={islands}>
            <PageFrame pageContext={pageContext} />
          </IslandRegistryProvider>
        </ShopContextProvider>
      </I18nProvider>
    </PageContextProvider>
  )
  const islands = createIslandRegistry()
  // The bench times React's render of the whole tree, frame included (renderProbe.ts).
  const renderInstead = renderProbe()?.((registry = createIslandRegistry()) => pageElement(registry))
  const pageHtml = renderInstead ? renderInstead(islands) : renderWithReusedFrame(islands)
  function renderWithReusedFrame(islands: IslandRegistry): string {
    const frame = reusedFrameOf(pageContext, i18n, shop)
    const html = renderToString(
      <ReusedFrameProvider frame={frame}>{pageElement(islands)}</ReusedFrameProvider>,
    )
    return insertFrameParts(html, frame)
  }
  const { title, description } = documentMeta(pageContext, i18n)
  const mode = screen === 'maintenance' || screen === 'offline' ? screen : 'normal'
  // Maintenance and offline screens reload every 5 s: the core script does it, this without JS.
  const selfReload = mode === 'normal' ? '' : '<noscript><meta http-equiv="refresh" content="5"></noscript>'
  // Stand-alone screens have no header; the checkout's frame has none either.
  const withHeader = mode === 'normal' && (Boolean(screen) || layoutOf(pageContext) !== 'checkout')
  const scriptPreloads = scriptPreloadTags(pageContext.globalContext.assetsManifest, withHeader)
  const shopJson = islands.count() > 0 ? serializeProps(shop) : ''
  // The data layer's language and currency, and the tag manager the shell's chunk loads after consent (GTM_ID).
  const gtmAttribute = pageContext.gtmId ? ` data-gtm-id="${pageContext.gtmId}"` : ''
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${store.locale}" data-store="${store.key}" data-base="${store.basePath}" data-mode="${mode}" data-theme="${pageContext.config.theme ?? 'grey'}" data-inactivity-timeout="${String(pageContext.inactivityTimeoutMs)}" data-datalayer-language="${pageContext.dataLayerLanguage}" data-currency="${store.currency}"${dangerouslySkipEscape(gtmAttribute)} class="${globalStyles}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${description}">
    ${dangerouslySkipEscape(seoHeadTags(pageContext))}
    <meta name="theme-color" content="#408fdb">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${dangerouslySkipEscape(scriptPreloads)}
    ${dangerouslySkipEscape(import.meta.env.DEV ? `<link rel="stylesheet" href="${DEV_SSR_CSS}">` : '')}
    ${dangerouslySkipEscape(selfReload)}
  </head>
  <body>
    ${dangerouslySkipEscape(PAGE_HTML_SLOT)}
    ${shopJson ? dangerouslySkipEscape(`<script type="application/json" id="shop-context">${shopJson}</script>`) : ''}
  </body>
</html>`
  // Vike scans and edits the document it gets (asset tags in the head, scripts before </body>):
  // given the shell alone, it never copies the page's 50–110 kB; the server puts them in the slot.
  return { documentHtml, pageContext: { pageHtml } }
}

// In dev, Vite serves the per-file Linaria links as modules, not CSS; the Linaria plugin keeps
// this one stylesheet with every server-rendered style current instead.
const DEV_SSR_CSS = '/_wyw-in-js/ssr.css'
