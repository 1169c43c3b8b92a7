/**
 * Source of a store's service worker. It keeps one page, the offline screen, and serves it
 * for navigations that fail because the network is down; everything else goes to the network.
 * The cache name carries a version so a new deployment replaces the old offline page.
 */
export function serviceWorkerSource(basePath: string, version: string): string {
  const offlineUrl = `${basePath}/service-worker/offline.html`
  const cacheName = `shop-offline-${version}`
  return `'use strict'
const OFFLINE_URL = ${JSON.stringify(offlineUrl)}
const CACHE_NAME = ${JSON.stringify(cacheName)}
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('shop-offline-') && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return
  event.respondWith(
    fetch(event.request).catch(() => caches.open(CACHE_NAME).then((cache) => cache.match(OFFLINE_URL)).then((page) => page || Response.error())),
  )
})
`
}
