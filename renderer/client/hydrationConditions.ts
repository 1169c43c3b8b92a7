import type { HydrationCondition } from '../../components/island/hydrationStrategy.ts'
import { whenRecentlyViewedToShow } from '../../components/recentlyViewed/whenRecentlyViewedToShow.ts'

/** Each condition an island may wait for (`data-hydrate-if`): it calls `met` once it holds, maybe never. */
const CONDITIONS: Record<HydrationCondition, (island: HTMLElement, met: () => void) => void> = {
  recentlyViewed: whenRecentlyViewedToShow,
}

/**
 * Calls `met` once the island's condition holds (at once for a condition this build does not
 * know). A chunk of its own: only pages with such an island fetch it.
 */
export function whenHydrationConditionMet(island: HTMLElement, met: () => void): void {
  const condition = CONDITIONS[island.dataset.hydrateIf as HydrationCondition]
  if (condition) condition(island, met)
  else met()
}
