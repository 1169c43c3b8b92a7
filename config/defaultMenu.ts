/** How deep a store's menu goes: a top entry, its families, their kinds (docs/back-office.md#the-menu-per-store). */
export const MENU_MAX_DEPTH = 3
