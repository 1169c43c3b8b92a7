/**
 * After a page load the page is at the top, or at the element named by the URL hash, which
 * gets the focus. When only the hash changes and no element matches, nothing moves; nor does
 * anything when the shopper has already put the focus somewhere before the scripts ran.
 */
export function focusHashTarget(): void {
  const focusTarget = () => {
    const id = decodeURIComponent(location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (!target) return false
    if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1')
    target.scrollIntoView()
    target.focus({ preventScroll: true })
    return true
  }
  window.addEventListener('hashchange', () => void focusTarget())
  // A shopper already in a field (typing while the scripts came on a slow line) stays where they are.
  if (shopperHasFocused()) return
  // Back and forward keep the scroll position the browser restores.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (!focusTarget() && !location.hash && navigation?.type !== 'back_forward') window.scrollTo(0, 0)
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [contenteditable]')
}

function shopperHasFocused(): boolean {
  const active = document.activeElement
  return active !== null && active !== document.body && active !== document.documentElement
}
