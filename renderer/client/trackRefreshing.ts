/**
 * The 'refreshing' route state (docs/storefront-rules.md#page-states): on while the browser leaves for another page,
 * off again when a page is shown (also when it comes back from the back-forward cache).
 */
export function trackRefreshing(root: HTMLElement): void {
  window.addEventListener('beforeunload', () => root.setAttribute('data-refreshing', ''))
  window.addEventListener('pageshow', () => root.removeAttribute('data-refreshing'))
}
