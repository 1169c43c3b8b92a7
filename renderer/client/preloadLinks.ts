/** How long a link must stay in view on a phone or tablet before it is preloaded (docs/storefront-rules.md#links). */
const IN_VIEW_DELAY_MS = 500

/**
 * Preloads in-app pages: on hover or focus everywhere, and on phones and tablets after a link
 * has been in view for 500 ms. Never when the shopper asked to save data.
 */
export function watchLinksForPreload(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  const preloaded = new Set<string>([location.href.split('#')[0] ?? ''])
  const preload = (link: HTMLAnchorElement) => {
    const url = link.href.split('#')[0] ?? ''
    if (link.origin !== location.origin || link.target || link.hasAttribute('download') || preloaded.has(url))
      return
    preloaded.add(url)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = url
    document.head.append(hint)
  }
  const onPointer = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (link instanceof HTMLAnchorElement) preload(link)
  }
  document.addEventListener('mouseover', onPointer, { passive: true })
  document.addEventListener('focusin', onPointer)
  if (!matchMedia('(max-width: 1023px), (pointer: coarse)').matches) return
  const timers = new Map<Element, number>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const link = entry.target as HTMLAnchorElement
        if (entry.isIntersecting) {
          timers.set(
            link,
            window.setTimeout(() => (preload(link), observer.unobserve(link)), IN_VIEW_DELAY_MS),
          )
        } else {
          clearTimeout(timers.get(link))
          timers.delete(link)
        }
      }
    },
    { rootMargin: '0px' },
  )
  for (const link of document.querySelectorAll('a[href]')) observer.observe(link)
}
