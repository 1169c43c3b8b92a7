/**
 * When an island's JavaScript loads and hydrates (docs/architecture.md#islands): at load, when
 * the browser is idle, when it scrolls into view, or at the shopper's first interaction with
 * it (pointer, focus or touch) — the island's HTML works before that, as plain HTML.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'
