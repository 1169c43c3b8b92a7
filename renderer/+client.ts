// https://vike.dev/client
// The one script every page loads (≤ 3.25 KB gzip with the chunk that fills the header): React only arrives with a page's islands.
import { startShell } from './client/startShell.ts'

// An older browser gets the compatibility bundle first; a modern one loads nothing more. Every
// browser that runs this module script has promises, fetch and animation frames (they came before ES
// modules everywhere), so only what may still be missing is asked.
const missingFeatures = !('requestIdleCallback' in window && 'PluralRules' in Intl && 'ListFormat' in Intl)

if (missingFeatures)
  void import('./client/compatPolyfills.ts').then((compat) => compat.loadLocaleData()).then(startShell)
else startShell()
