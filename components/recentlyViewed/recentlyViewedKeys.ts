/** The localStorage key of a store's recently viewed list: one list per store (names, URLs and prices differ). */
export const recentlyViewedStorageKey = (storeKey: string) => `recently-viewed:${storeKey}`

/** The event this tab sends when it changes the list (other tabs get `storage`). */
export const RECENTLY_VIEWED_CHANGE_EVENT = 'recently-viewed-change'
