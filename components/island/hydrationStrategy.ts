/** When an island's JavaScript loads and hydrates (ARCHITECTURE.md, Rendering). */
export type HydrationStrategy = 'load' | 'idle' | 'visible'
