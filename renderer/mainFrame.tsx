import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import type { PageContextServer } from 'vike/types'
import { ShopContextProvider, type ShopContextValue } from '../components/shop/ShopContext.tsx'
import { createIslandRegistry, IslandRegistryProvider } from '../components/island/islandRegistry.tsx'
import { MainLayout, MAIN_CONTENT } from '../components/layout/MainLayout.tsx'
import {
  FrameTemplateProvider,
  recordFrameTemplate,
  type FrameTemplate,
} from '../components/layout/frameTemplate.tsx'
import {
  createReusedFrame,
  type MainFrameTemplate,
  type ReusedFrame,
} from '../components/layout/ReusedFrame.tsx'
import { PageContextProvider } from './usePageContext.tsx'

/**
 * The main layout's frame for this page: rendered once per store, year and version of the
 * layout's data, then reused by every page with its own parts filled in (docs/architecture.md#the-reused-frame).
 * The layout data (menu, footer, feature flags) come from the short-lived caches a purge of the
 * menu, the footer's settings or the shop clears (server/plugins/pages.ts): a new load is a new
 * object, so an edited menu makes a new frame at the next page.
 */
export function reusedFrameOf(
  pageContext: PageContextServer,
  i18n: I18n,
  shop: ShopContextValue,
): ReusedFrame {
  return createReusedFrame(() => mainFrameTemplate(pageContext, i18n, shop))
}

/** What the frame shows besides the store and its language: the rest of the page context is not the frame's to read. */
type LayoutData = Pick<PageContextServer, 'mainMenu' | 'footer' | 'features' | 'wishlistEnabled'>

function mainFrameTemplate(
  pageContext: PageContextServer,
  i18n: I18n,
  shop: ShopContextValue,
): MainFrameTemplate {
  const { mainMenu, footer, features, wishlistEnabled } = pageContext
  const layoutData: LayoutData = { mainMenu, footer, features, wishlistEnabled }
  // The footer's copyright line shows the year.
  const key = [
    shop.store.key,
    new Date().getFullYear(),
    versionOf(mainMenu),
    versionOf(footer),
    versionOf(features),
    wishlistEnabled,
  ].join(' ')
  const cached = frames.get(key)
  if (cached) return cached
  const template = cutAtMainContent(
    recordFrameTemplate((recorder) =>
      renderToString(
        <FrameTemplateProvider recorder={recorder}>
          {/* The frame reads only the layout's data; its per-page parts are holes, filled per request. */}
          <PageContextProvider pageContext={layoutData as PageContextServer}>
            <I18nProvider i18n={i18n}>
              <ShopContextProvider value={{ ...shop, storePath: NO_PAGE }}>
                <IslandRegistryProvider registry={createIslandRegistry()}>
                  <MainLayout>{null}</MainLayout>
                </IslandRegistryProvider>
              </ShopContextProvider>
            </I18nProvider>
          </PageContextProvider>
        </FrameTemplateProvider>,
      ),
    ),
  )
  frames.set(key, template)
  // Old versions go first: a frame is a few kilobytes, a store has one current frame.
  if (frames.size > MAX_FRAMES) frames.delete(frames.keys().next().value as string)
  return template
}

// A path no page has: a per-page part rendered without its hole would show no page as current.
const NO_PAGE = '/\uE003no-page'

const MAX_FRAMES = 64
const frames = new Map<string, MainFrameTemplate>()

let lastVersion = 0
const versions = new WeakMap<object, number>()

/** A number per layout data object: the short-lived caches hand every page the same object until it is reloaded. */
function versionOf(value: object | null | undefined): number {
  if (!value) return 0
  let version = versions.get(value)
  if (version === undefined) {
    version = ++lastVersion
    versions.set(value, version)
  }
  return version
}

function cutAtMainContent({ statics, fills }: FrameTemplate): MainFrameTemplate {
  const main = fills.indexOf(MAIN_CONTENT)
  if (main === -1) throw new Error('The main frame rendered no place for the page')
  return {
    before: { statics: statics.slice(0, main + 1), fills: fills.slice(0, main) },
    after: { statics: statics.slice(main + 1), fills: fills.slice(main + 1) },
  }
}
