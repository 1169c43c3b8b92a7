import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Json, Language } from './columnTypes.ts'

/** A CMS page in one language, its content as HTML and as editor blocks. */
export interface CmsPageTable {
  identifier: string
  language: Language
  title: string
  url_key: string
  /** The title of its document (`<title>`); empty: its title (docs/back-office.md#content). */
  meta_title: Generated<string>
  meta_description: string
  content: string
  content_wysiwyg: Json<unknown>
  /** Whether the shop shows it (docs/back-office.md#content). */
  published: Generated<boolean>
  /** The first moment the shop shows it; null: as soon as it is published. */
  available_from: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A CMS block (a piece of content pages embed) in one language. */
export interface CmsBlockTable {
  identifier: string
  language: Language
  title: string
  content: string
  content_wysiwyg: Json<unknown>
  /** Whether the shop shows it (docs/back-office.md#content). */
  published: Generated<boolean>
  /** The first moment the shop shows it; null: as soon as it is published. */
  available_from: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A question and its answer in the FAQ of a language, under its topic. */
export interface FaqEntryTable {
  id: number
  language: Language
  topic: string
  question: string
  answer: string
  position: number
}

/** An interface text in one language, by its id. */
export interface TranslationTable {
  id: string
  language: Language
  value: string
}

/** A link the storefront shows (the legal pages' among them) in one language. */
export interface CustomLinkTable {
  id: string
  language: Language
  label: string
  url: string
}

/** A custom link under "Services" in the header of a store without entries (migration 0083), at `position`. */
export interface MenuCustomLinkTable {
  link_id: string
  position: number
}

/**
 * An entry of a store's own header menu (migration 0076): a category, a product or a custom link
 * (`labels` per language, `url`), under `parent_id` (up to three levels), at `position`.
 */
export interface MenuEntryTable {
  id: Generated<number>
  store_key: string
  parent_id: number | null
  position: number
  kind: 'category' | 'product' | 'link'
  category_id: number | null
  sku: string | null
  labels: ColumnType<Partial<Record<Language, string>>, string | undefined, string>
  url: ColumnType<string, string | undefined, string>
  enabled: ColumnType<boolean, boolean | undefined, boolean>
}

/** The tables of CMS pages and blocks, the FAQ, interface texts, custom links and store menus, by name. */
export interface CmsTables {
  cms_page: CmsPageTable
  cms_block: CmsBlockTable
  faq_entry: FaqEntryTable
  translation: TranslationTable
  custom_link: CustomLinkTable
  menu_custom_link: MenuCustomLinkTable
  menu_entry: MenuEntryTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CMS_COLUMNS = {
  cms_page: {
    identifier: 'not null',
    language: 'not null',
    title: 'not null',
    url_key: 'not null',
    meta_title: 'not null',
    meta_description: 'not null',
    content: 'not null',
    content_wysiwyg: 'not null',
    published: 'not null',
    available_from: 'null',
  },
  cms_block: {
    identifier: 'not null',
    language: 'not null',
    title: 'not null',
    content: 'not null',
    content_wysiwyg: 'not null',
    published: 'not null',
    available_from: 'null',
  },
  faq_entry: {
    id: 'not null',
    language: 'not null',
    topic: 'not null',
    question: 'not null',
    answer: 'not null',
    position: 'not null',
  },
  translation: { id: 'not null', language: 'not null', value: 'not null' },
  custom_link: { id: 'not null', language: 'not null', label: 'not null', url: 'not null' },
  menu_custom_link: { link_id: 'not null', position: 'not null' },
  menu_entry: {
    id: 'not null',
    store_key: 'not null',
    parent_id: 'null',
    position: 'not null',
    kind: 'not null',
    category_id: 'null',
    sku: 'null',
    labels: 'not null',
    url: 'not null',
    enabled: 'not null',
  },
} as const satisfies ColumnsOf<CmsTables>
