import { createContext, useContext, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nProvider, useLingui } from '@lingui/react'
import { PageContextProvider, usePageContext } from '../../renderer/usePageContext.tsx'
import { ShopContextProvider, useShop } from '../shop/ShopContext.tsx'
import { IslandRegistryProvider, useIslandRegistry } from '../island/islandRegistry.tsx'
import { fillFrameTemplate, type FrameTemplate } from './frameTemplate.tsx'

/** The main layout's frame (cookie banner, skip link, header; footer) rendered once, cut around `<main>`. */
export interface MainFrameTemplate {
  before: FrameTemplate
  after: FrameTemplate
}

/** Which part of the frame a {@link FramePart} stands for. */
export type FramePartName = keyof MainFrameTemplate

/**
 * One page's use of a reused frame: the layout asks for the template when it renders (pages
 * without the main layout never build one) and leaves the parts it filled here, for
 * {@link insertFrameParts} to put in the page's markup.
 */
export interface ReusedFrame {
  template(): MainFrameTemplate
  /** Keeps a part as filled for this request. */
  keep(part: FramePartName, html: string): void
  /** A part as filled for this request, once its place rendered. */
  filled(part: FramePartName): string | undefined
}

/** A page's use of the given frame template, built at the first part the layout renders. */
export function createReusedFrame(template: () => MainFrameTemplate): ReusedFrame {
  let kept: MainFrameTemplate | undefined
  const filled: Partial<Record<FramePartName, string>> = {}
  return {
    template: () => (kept ??= template()),
    keep: (part, html) => void (filled[part] = html),
    filled: (part) => filled[part],
  }
}

const ReusedFrameContext = createContext<ReusedFrame | null>(null)

/** Lets the main layout of the page below reuse a frame instead of rendering it. */
export function ReusedFrameProvider({ frame, children }: { frame: ReusedFrame; children: ReactNode }) {
  return <ReusedFrameContext.Provider value={frame}>{children}</ReusedFrameContext.Provider>
}

/** The frame the main layout reuses, or null when it renders its own. */
export function useReusedFrame(): ReusedFrame | null {
  return useContext(ReusedFrameContext)
}

// Stands in the page's markup for a part of the frame until insertFrameParts puts it there.
const PART_MARKERS: Record<FramePartName, string> = {
  before: '\uE002shop:frame-before\uE002',
  after: '\uE002shop:frame-after\uE002',
}

/**
 * A part of a reused frame, filled for this request where it renders: in document order, so
 * the islands of the header take the numbers they have in a page rendered whole.
 */
export function FramePart({ frame, part }: { frame: ReusedFrame; part: FramePartName }) {
  const pageContext = usePageContext()
  const { i18n } = useLingui()
  const shop = useShop()
  const islands = useIslandRegistry()
  const renderElement = (element: ReactElement) =>
    renderToString(
      <PageContextProvider pageContext={pageContext}>
        <I18nProvider i18n={i18n}>
          <ShopContextProvider value={shop}>
            <IslandRegistryProvider registry={islands}>{element}</IslandRegistryProvider>
          </ShopContextProvider>
        </I18nProvider>
      </PageContextProvider>,
    )
  frame.keep(part, fillFrameTemplate(frame.template()[part], { storePath: shop.storePath, renderElement }))
  return PART_MARKERS[part]
}

/**
 * The page's markup with the frame's parts in place of their markers. The first marker opens
 * the page and the last ends it, so neither search reads the page's middle.
 */
export function insertFrameParts(pageHtml: string, frame: ReusedFrame): string {
  const before = frame.filled('before')
  const after = frame.filled('after')
  if (before === undefined || after === undefined) return pageHtml
  const start = pageHtml.indexOf(PART_MARKERS.before)
  const end = pageHtml.lastIndexOf(PART_MARKERS.after)
  if (start === -1 || end < start) return pageHtml
  return (
    pageHtml.slice(0, start) +
    before +
    pageHtml.slice(start + PART_MARKERS.before.length, end) +
    after +
    pageHtml.slice(end + PART_MARKERS.after.length)
  )
}
