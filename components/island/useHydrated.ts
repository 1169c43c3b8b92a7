import { useSyncExternalStore } from 'react'

/** Nothing to subscribe to: the flag never changes once the island runs. */
const noSubscription = () => () => undefined

/**
 * False in the server markup and during hydration, true once the island runs in the browser:
 * what only works with JavaScript (own validation, a disabled field) switches on with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
