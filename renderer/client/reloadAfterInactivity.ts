/**
 * Reloads the page when it becomes visible again after being hidden longer than the
 * inactivity timeout (docs/storefront-rules.md#page-states), so a shopper never acts on a stale cart or prices.
 */
export function reloadAfterInactivity(timeoutMs: number): void {
  let hiddenAt: number | null = null
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now()
    } else if (hiddenAt !== null && Date.now() - hiddenAt > timeoutMs) {
      location.reload()
    } else {
      hiddenAt = null
    }
  })
}
