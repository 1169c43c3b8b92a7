type Mode = 'hydrate' | 'render'

/** Events that count as a first interaction with an island. */
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const

/**
 * Hydrates each island when its strategy says: at load, when the browser is idle, when it
 * scrolls into view, or at the first interaction; an island with a condition first waits for it.
 * The hydration code (and React) is only fetched when an island needs it.
 */
export function startIslands(mode: Mode): void {
  const islands = document.querySelectorAll<HTMLElement>('shop-island')
  if (islands.length === 0) return
  const hydrate = (element: HTMLElement) =>
    import('../../components/island/hydrateIsland.ts').then((module) => module.hydrateIsland(element, mode))
  const whenVisible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      whenVisible.unobserve(entry.target)
      void hydrate(entry.target as HTMLElement)
    }
  })
  const schedule = (island: HTMLElement) => {
    const strategy = island.dataset.hydrate
    if (strategy === 'visible') whenVisible.observe(island)
    else if (strategy === 'interaction') onFirstInteraction(island, () => void hydrate(island))
    // Browsers without it got the compatibility bundle first (renderer/+client.ts).
    else if (strategy === 'idle') requestIdleCallback(() => void hydrate(island))
    else void hydrate(island)
  }
  for (const island of islands) {
    if (island.dataset.hydrateIf)
      void import('./hydrationConditions.ts').then((conditions) =>
        conditions.whenHydrationConditionMet(island, () => schedule(island)),
      )
    else schedule(island)
  }
}

function onFirstInteraction(element: HTMLElement, start: () => void): void {
  // A pointer already resting on the island (scripts came late) sends no new pointerenter.
  if (element.matches(':hover, :focus-within')) {
    start()
    return
  }
  const once = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, once)
    // After the next paint, so that the tap that brought the pointer (or focus) paints first (docs/performance.md#interaction-latency).
    requestAnimationFrame(() => setTimeout(start))
  }
  for (const type of INTERACTIONS) element.addEventListener(type, once, { passive: true })
}
