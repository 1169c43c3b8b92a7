/**
 * After a page load the page is at the top, or at the element named by the URL hash, which
 * gets the focus (spec §2). When only the hash changes and no element matches, nothing moves.
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
  // Back and forward keep the scroll position the browser restores.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (!focusTarget() && !location.hash && navigation?.type !== 'back_forward') window.scrollTo(0, 0)
  window.addEventListener('hashchange', () => void focusTarget())
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [contenteditable]')
}
