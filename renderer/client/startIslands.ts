type Mode = 'hydrate' | 'render'

/**
 * Hydrates each island when its strategy says: at load, when the browser is idle, or when
 * it scrolls into view. The hydration code (and React) is only fetched if there is an island.
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
  for (const island of islands) {
    const strategy = island.dataset.hydrate
    if (strategy === 'visible') whenVisible.observe(island)
    else if (strategy === 'idle' && 'requestIdleCallback' in window) requestIdleCallback(() => void hydrate(island))
    else if (strategy === 'idle') setTimeout(() => void hydrate(island), 200)
    else void hydrate(island)
  }
}
