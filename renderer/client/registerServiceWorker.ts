/** Registers the store's service worker at `{base}/service-worker.js` after the page loaded. */
export function registerServiceWorker(basePath: string): void {
  if (!('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker.register(`${basePath}/service-worker.js`, { scope: `${basePath}/` }).catch(() => {
      // A page works without its service worker; only offline support is lost.
    })
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
