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

/** The replay of typed values: its own chunk, fetched only when a shopper typed before an island hydrated. */
const loadReplay = () => import('./replayTypedValues.ts').then((module) => module.replayTypedValues)

let shared: Promise<{ i18n: I18n; shop: ShopContextValue }> | undefined

/** The page's i18n and shop context, set up once for all islands; each island adds its messages. */
function pageContext(): Promise<{ i18n: I18n; shop: ShopContextValue }> {
  shared ??= (async () => {
    const shop = JSON.parse(
      document.getElementById('shop-context')?.textContent ?? 'null',
    ) as ShopContextValue
    const i18n = setupI18n({ locale: shop.store.locale, messages: { [shop.store.locale]: {} } })
    return { i18n, shop }
  })()
  return shared
}

/** The page's i18n with the messages of island `id` added (Lingui merges them into the locale's). */
async function i18nWithMessagesOf(id: string): Promise<{ i18n: I18n; shop: ShopContextValue }> {
  const context = await pageContext()
  context.i18n.load(context.shop.store.locale, await loadCatalog(context.shop.store.locale, id))
  return context
}

/** The events of typing into a field (a box's or a radio's choice comes as a click, which is not among them). */
const TYPING_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'] as const

/**
 * Keeps typing in the island's fields from React while it hydrates: React would otherwise
 * hydrate the whole island inside the key's event, a task the shopper waits for
 * (docs/performance.md#interaction-latency). The field still takes the text itself, and
 * `onHydrated` hands what it holds to the hydrated island. Answers the function that lets the
 * events through again.
 */
function holdTypingWhileHydrating(element: HTMLElement): () => void {
  const hold = (event: Event) => event.stopPropagation()
  for (const type of TYPING_EVENTS) element.addEventListener(type, hold, true)
  return () => {
    for (const type of TYPING_EVENTS) element.removeEventListener(type, hold, true)
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
  if (!load || !root) {
    console.error(`Unknown island "${id}"`)
    return
  }
  // Typing seen now fetches the replay beside the island's chunk, so that it runs as soon as the island is committed.
  const replayLoading = mode === 'hydrate' && typedValuesUnder(root).length > 0 ? loadReplay() : null
  const [{ i18n, shop }, module] = await Promise.all([i18nWithMessagesOf(id), load()])
  const Component = module[islandExportName(id)]
  if (typeof Component !== 'function') {
    console.error(`Island file for "${id}" does not export ${islandExportName(id)}`)
    return
  }
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
  // Work the island's first render would do at once (its module's `warmUp(shop)`, e.g. making the money format: the page's first Intl format loads the locale's data), done in a task of its own so that a tap meanwhile does not wait for it inside the hydration it forces.
  const warmUp = module.warmUp
  if (typeof warmUp === 'function') {
    ;(warmUp as (shop: ShopContextValue) => void)(shop)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  // What the shopper typed while the island's script loaded (and during hydration) is given back to it once hydrated.
  const typedBefore = mode === 'hydrate' ? typedValuesUnder(root) : []
  const replay = typedBefore.length > 0 ? await (replayLoading ?? loadReplay()) : null
  let letTypingThrough = () => {}
  const onHydrated =
    mode === 'hydrate'
      ? () => {
          letTypingThrough()
          const typedNow = typedValuesUnder(root)
          const typed = [
            ...typedNow,
            ...typedBefore.filter((before) => !typedNow.some((now) => now.field === before.field)),
          ]
          if (typed.length === 0) return
          // Typed only while React hydrated (rare): the replay is fetched now, from the snapshot.
          if (replay) replay(typed)
          else void loadReplay().then((late) => late(typed))
        }
      : undefined
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
    // As a transition React hydrates in slices of a few ms, so a tap elsewhere meanwhile is not kept waiting (a tap on this island hydrates the rest at once).
    letTypingThrough = holdTypingWhileHydrating(element)
    startTransition(() => {
      hydrateRoot(root, tree, options)
    })
  }
  element.setAttribute('data-hydrated', '')
}
