/**
 * When an island's JavaScript loads and hydrates (docs/architecture.md#islands): at load, when
 * the browser is idle, when it scrolls into view, or at the shopper's first interaction with
 * it (pointer, focus or touch) — the island's HTML works before that, as plain HTML.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'

/**
 * What must hold in this browser before an island's strategy is even considered: an island the
 * server renders empty, and that stays empty until the browser has something for it, waits for
 * that (docs/architecture.md#islands). `recentlyViewed`: the store's recently viewed list holds a
 * product other than the page's own (`excludeSku` of the island's props).
 */
export type HydrationCondition = 'recentlyViewed'
