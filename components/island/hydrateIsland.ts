import { createElement, startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setupI18n, type I18n } from '@lingui/core'
import { loadCatalog } from '../../renderer/i18n/loadCatalog.ts'
import type { ShopContextValue } from '../shop/ShopContext.tsx'
import { IslandProviders } from './IslandProviders.tsx'
import { islandExportName } from './islandExportName.ts'
import { islandErrorLog } from './islandErrorLog.ts'
import { typedValuesUnder } from './keepTypedValues.ts'

// Each island file becomes its own chunk; only the ones on the page are fetched.
const islandModules = import.meta.glob<Record<string, unknown>>('../**/*.island.tsx')

/** The replay of typed values: its own chunk, fetched only when a shopper typed or tapped before an island hydrated. */
const loadReplay = () => import('./replayTypedValues.ts').then((module) => module.replayTypedValues)

/** The page's i18n and shop context, set up once for all islands; each island adds its messages. */
let shared: { i18n: I18n; shop: ShopContextValue } | undefined

/** The page's i18n with the messages of island `id` added (Lingui merges them into the locale's). */
async function i18nWithMessagesOf(id: string): Promise<{ i18n: I18n; shop: ShopContextValue }> {
  if (!shared) {
    const shop = JSON.parse(
      document.getElementById('shop-context')?.textContent ?? 'null',
    ) as ShopContextValue
    shared = { i18n: setupI18n({ locale: shop.store.locale, messages: { [shop.store.locale]: {} } }), shop }
  }
  shared.i18n.load(shared.shop.store.locale, await loadCatalog(shared.shop.store.locale, id))
  return shared
}

/**
 * The events for which React, when one reaches an island while it hydrates, hydrates the whole
 * island inside that event (its selective hydration: react-dom's `discreteReplayableEvents`,
 * which `beforeinput` is not among); `submit` is held to be sent again.
 */
const HELD_EVENTS =
  'click auxclick dblclick contextmenu mousedown mouseup pointerdown pointerup pointercancel touchstart touchend touchcancel dragstart dragend drop keydown keypress keyup compositionstart compositionend textInput input change copy cut paste reset submit'.split(
    ' ',
  )

/**
 * Keeps the shopper's typing, taps and choices in the island from React while it hydrates: React
 * would otherwise hydrate the whole island inside the event, a task the shopper waits for
 * (docs/performance.md#interaction-latency). The browser still does what they do (a field takes
 * the text, a pasted or dropped one too, a radio its tick); a form sent is held. The document's
 * listeners for these listen in the capture phase, before this (docs/architecture.md#islands).
 * Answers the function that lets the events through again and says what was held, for
 * `onHydrated` to hand over.
 */
function holdInputWhileHydrating(element: HTMLElement, onHeld: () => void): () => Event[] {
  const held: Event[] = []
  let holding = true
  const hold = (event: Event) => {
    if (!holding) return
    event.stopPropagation()
    if (event.type === 'submit') event.preventDefault()
    // Once, after the first event: fetching a chunk adds its preload links to the page, work the shopper would wait for.
    if (held.push(event) === 1) setTimeout(onHeld)
  }
  // Passive (touches scroll at once) but for the form sent, which is held. Left in place once idle: fewer bytes than removing them.
  for (const type of HELD_EVENTS)
    element.addEventListener(type, hold, { capture: true, passive: type !== 'submit' })
  return () => {
    holding = false
    return held
  }
}

/**
 * Hydrates one `<shop-island>` (or renders it from scratch in the server-rendering fallback
 * mode) with the same providers the server used.
 */
export async function hydrateIsland(element: HTMLElement, mode: 'hydrate' | 'render'): Promise<void> {
  const id = element.dataset.island ?? ''
  const load = islandModules[`../${id}.island.tsx`]
  const root = element.querySelector('shop-island-root')
  if (!load || !root) return console.error('Unknown island', id)
  // The replay of what the shopper did, fetched once they did something, so that it runs as soon as the island is committed.
  let replay: ReturnType<typeof loadReplay> | undefined
  const fetchReplay = () => (replay ??= loadReplay())
  const [{ i18n, shop }, module] = await Promise.all([i18nWithMessagesOf(id), load()])
  const Component = module[islandExportName(id)]
  // A file that does not export the island under its name.
  if (typeof Component !== 'function') return console.error('Unknown island', id)
  const { props: serializedProps, identifierPrefix } = JSON.parse(
    element.querySelector('script')?.textContent ?? '{}',
  ) as {
    props: object
    identifierPrefix: string
  }
  // Props the server left out of the JSON because the island's markup carries them (Island's propsInMarkup).
  const propsFromMarkup = module.propsFromMarkup
  const props =
    typeof propsFromMarkup === 'function'
      ? { ...(propsFromMarkup as (root: Element) => object)(root), ...serializedProps }
      : serializedProps
  // Work the island's first render would do at once (its module's `warmUp(shop)`, e.g. making the money format: the page's first Intl format loads the locale's data), done in a task of its own: a tap meanwhile waits for shorter tasks.
  const warmUp = module.warmUp
  if (typeof warmUp === 'function') {
    ;(warmUp as (shop: ShopContextValue) => void)(shop)
    await new Promise((resolve) => setTimeout(resolve))
  }
  // What the shopper typed while the island's script loaded is given back to it once hydrated: its replay is ready first.
  if (mode === 'hydrate' && typedValuesUnder(root).length) await fetchReplay()
  let letInputThrough: () => Event[]
  // Once the island is committed: it says so (tests and benches wait for it), and takes what the shopper did meanwhile.
  const onHydrated = () => {
    element.setAttribute('data-hydrated', '')
    if (mode === 'render') return
    const held = letInputThrough()
    // What the fields hold now: hydrating keeps what the shopper typed, and leaves out what they erased.
    const typed = typedValuesUnder(root)
    if (!(typed.length + held.length)) return
    // In a microtask once fetched, so still before any other task (replayTypedValues); held just before the commit, a moment later, from the snapshot.
    void fetchReplay().then((replayTypedValues) => replayTypedValues(typed, held))
  }
  const tree = createElement(IslandProviders, {
    i18n,
    shop,
    onHydrated,
    children: createElement(Component as ComponentType<object>, props),
  })
  const log = islandErrorLog(shop.store.basePath)
  const reportError = (context: string) => (error: unknown) => {
    console.error(error)
    log.logError(`island ${id}: ${context}`, error)
  }
  const options = {
    identifierPrefix,
    onUncaughtError: reportError('render'),
    onRecoverableError: reportError('hydration'),
  }
  if (mode === 'render') {
    createRoot(root, options).render(tree)
  } else {
    // As a transition React hydrates in slices of a few ms, so a tap meanwhile is not kept waiting (one on this island is held from React, see holdInputWhileHydrating).
    letInputThrough = holdInputWhileHydrating(element, fetchReplay)
    startTransition(() => {
      hydrateRoot(root, tree, options)
    })
  }
}
