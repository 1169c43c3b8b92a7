/**
 * The compatibility bundle (docs/storefront-rules.md#limits-and-constants): loaded by the page script only when the browser lacks one
 * of the features the shop's scripts use (`missingFeatures` in `renderer/+client.ts`); modern
 * browsers never fetch it. Each polyfill checks for itself and installs only what is missing.
 */
import 'core-js/actual/promise'
import 'whatwg-fetch'
import '@formatjs/intl-getcanonicallocales/polyfill.js'
import '@formatjs/intl-locale/polyfill.js'
import '@formatjs/intl-pluralrules/polyfill.js'
import '@formatjs/intl-listformat/polyfill.js'

/** Each store language's plural and list rules: only the page's own language is fetched. */
const LOCALE_DATA: Record<string, () => Promise<unknown[]>> = {
  en: () =>
    Promise.all([
      import('@formatjs/intl-pluralrules/locale-data/en.js'),
      import('@formatjs/intl-listformat/locale-data/en.js'),
    ]),
  fr: () =>
    Promise.all([
      import('@formatjs/intl-pluralrules/locale-data/fr.js'),
      import('@formatjs/intl-listformat/locale-data/fr.js'),
    ]),
  de: () =>
    Promise.all([
      import('@formatjs/intl-pluralrules/locale-data/de.js'),
      import('@formatjs/intl-listformat/locale-data/de.js'),
    ]),
  it: () =>
    Promise.all([
      import('@formatjs/intl-pluralrules/locale-data/it.js'),
      import('@formatjs/intl-listformat/locale-data/it.js'),
    ]),
}

// No library left to choose for these two: each is a one-line fallback onto timers, as the specs allow.
if (!('requestAnimationFrame' in window)) {
  Object.assign(window, {
    requestAnimationFrame: (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
  })
}
if (!('requestIdleCallback' in window)) {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => {
      const start = Date.now()
      return setTimeout(
        () => callback({ didTimeout: false, timeRemaining: () => Math.max(0, 50 - (Date.now() - start)) }),
        1,
      )
    },
    cancelIdleCallback: (handle: number) => clearTimeout(handle),
  })
}

/** Loads the page language's Intl data for the polyfills above; resolves when the page's scripts may run. */
export async function loadLocaleData(): Promise<void> {
  const language = document.documentElement.lang.slice(0, 2)
  await (LOCALE_DATA[language] ?? LOCALE_DATA.en!)()
}
