import { RECENTLY_VIEWED_CHANGE_EVENT, recentlyViewedStorageKey } from './recentlyViewedKeys.ts'

/**
 * Calls `show` once the store's recently viewed list holds a product other than the one the
 * island leaves out (`excludeSku` of its props): at once, or when this tab or another one adds
 * one. Until then the list's island renders nothing, so React need not load for it (a first
 * visit never loads it). A quick look at the stored text, for the shell: the island itself
 * checks each entry (recentlyViewedStore.ts).
 */
export function whenRecentlyViewedToShow(island: HTMLElement, show: () => void): void {
  const key = recentlyViewedStorageKey(document.documentElement.dataset.store ?? '')
  const { props } = JSON.parse(island.querySelector('script')?.textContent ?? '{}') as {
    props?: { excludeSku?: string }
  }
  const toShow = () => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
      return Array.isArray(stored) && stored.some((entry) => entry?.sku !== props?.excludeSku)
    } catch {
      return false
    }
  }
  const check = () => {
    if (!toShow()) return
    removeEventListener('storage', check)
    removeEventListener(RECENTLY_VIEWED_CHANGE_EVENT, check)
    show()
  }
  addEventListener('storage', check)
  addEventListener(RECENTLY_VIEWED_CHANGE_EVENT, check)
  check()
}
