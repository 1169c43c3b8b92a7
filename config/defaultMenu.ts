/**
 * The header's menu of a store without entries of its own (docs/back-office.md#categories-and-menu):
 * the categories of the menu, then these custom links (`custom_link` ids, FAQ, contact, size guide,
 * blog) under a "Services" entry.
 */
export const MENU_CUSTOM_LINK_IDS = ['2', '3', '4', '1']

/** The "Services" entry's name in each language, as the header's catalogues word it. */
export const MENU_SERVICES_LABELS = { fr: 'Services', de: 'Service', en: 'Services', it: 'Servizi' } as const

/** How deep a store's menu goes: a top entry, its families, their kinds. */
export const MENU_MAX_DEPTH = 3
