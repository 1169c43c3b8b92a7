// Lingui's React bindings import the use-sync-external-store shim for React < 18; React 19 has the hook itself.
export { useSyncExternalStore } from 'react'
