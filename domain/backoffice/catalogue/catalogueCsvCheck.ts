import { sql, type Kysely } from 'kysely'
import { STORE_DEFINITIONS, type StoreKey } from '../../../config/stores.ts'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { slugify } from '../../../db/seed/slugify.ts'
import type { Cents } from '../../../pricing/money.ts'
import {
  CATEGORY_SEPARATOR,
  enabledColumn,
  PARENT_COLUMNS,
  TEXT_COLUMN_OF,
  textColumn,
  yesNoOf,
} from './catalogueCsvColumns.ts'
import { checkPictureUrl } from '../../media/remotePictures.ts'
import {
  readCatalogueCsv,
  readCatalogueCsvStream,
  type CsvFormat,
  type CsvPicture,
  type CsvProblem,
  type CsvProblemCode,
  type CsvRow,
} from './catalogueCsvRead.ts'
import { isSku, priceCentsOf, quantityOf } from './newProductForm.ts'
import { loadProductChoices } from './productChoices.ts'
import { PICTURE_ALT_MAX } from './productPictures.ts'
import {
  checkProductTexts,
  PRODUCT_LANGUAGES,
  PRODUCT_TEXT_FIELDS,
  type ProductTexts,
} from './productTexts.ts'

/** A sellable SKU of the file: a size of a configurable product, or a simple product itself. Undefined: keep what is stored. */
export interface PlannedSku {
  sku: string
  line: number
  exists: boolean
  colour?: string | null
  size?: string | null
  regularCents?: Cents
  finalCents?: Cents
  qty?: number
}

/** A product of the file with what it sets (undefined: keep what is stored, or the default of a new one). */
export interface PlannedProduct {
  sku: string
  type: 'simple' | 'configurable'
  line: number
  exists: boolean
  family?: string
  kind?: string
  /** The languages the file writes (a blank one that had no translation is left out). */
  texts: Partial<Record<Language, ProductTexts>>
  /** The text fields the file has a column for, by language (the others keep what is stored). */
  textFields: Partial<Record<Language, (keyof ProductTexts)[]>>
  categoryIds?: number[]
  gender?: string
  material?: string
  /** The stores each column says; a new product is off in a store its file does not name. */
  enabled: Partial<Record<StoreKey, boolean>>
  /** A simple product: itself; a configurable one: its sizes. */
  skus: PlannedSku[]
  /** The pictures the file gives it (a Shopify export's `Image Src`), fetched by the job. */
  pictures: PlannedPicture[]
}

/** A picture to fetch and attach to its product (docs/back-office.md#csv-import-and-export). */
export interface PlannedPicture {
  line: number
  url: string
  /** The colour code it shows, or null for the whole product. */
  colour: string | null
  position: number
  /** The English alternative text. */
  alt: string
}

/** What the dry run needs beyond the database: the hosts pictures may come from despite a private address. */
export interface CatalogueCheckOptions {
  pictureHosts?: readonly string[]
}

/** The dry run's answer: what the file would write, every problem, and counts. */
export interface CatalogueImportCheck {
  format: CsvFormat
  rowCount: number
  products: PlannedProduct[]
  problems: CsvProblem[]
  /** The file's columns that carry nothing into the shop. */
  unmapped: string[]
  summary: { products: number; newProducts: number; skus: number; newSkus: number }
}

interface StoredSku {
  sku: string
  type: string
  parent_sku: string | null
}

/** The most problems kept (one for each row of a 100 000-row file): past them the first ones say why. */
export const MAX_PROBLEMS = 100_000

/**
 * The dry run of a catalogue import (docs/back-office.md#csv-import-and-export): reads the file
 * and checks every row against the rules of the product forms and the database (SKUs, choices,
 * prices, stock, texts and URL keys free), reading only. Every problem is listed by line and
 * column; an import writes only a file without any.
 */
export async function checkCatalogueCsv(
  db: Kysely<Database>,
  source: string | AsyncIterable<Uint8Array>,
  options: CatalogueCheckOptions = {},
): Promise<CatalogueImportCheck> {
  const file = typeof source === 'string' ? readCatalogueCsv(source) : await readCatalogueCsvStream(source)
  const problems = [...file.problems]
  const columnName = (column: string) => file.sourceColumn[column] ?? column
  const problem = (line: number, column: string, error: CsvProblemCode) =>
    problems.push({ line, column: columnName(column), error })
  const has = (column: string) => column in (file.rows[0]?.values ?? {})

  const choices = await loadProductChoices(db, 'en')
  const families = new Map(choices.families.map((choice) => [choice.family, new Set(choice.kinds)]))
  const categoryIds = new Set(choices.categories.map((category) => category.id))
  const optionValue = optionMatcher(choices)
  const upperSkus = [
    ...new Set(
      file.rows
        .flatMap((row) => [row.values.sku ?? '', row.values.parent_sku ?? ''])
        .filter((sku) => sku !== ''),
    ),
  ].map((sku) => sku.trim().toUpperCase())
  const stored = await storedSkus(db, upperSkus)
  const translated = await translatedLanguages(
    db,
    [...stored.values()].map((row) => row.sku),
  )

  const products = new Map<string, PlannedProduct>()
  const firstRowOf = new Map<string, CsvRow>()
  const seenSkus = new Set<string>()
  for (const row of file.rows) {
    const cell = (column: string) => (row.values[column] ?? '').trim()
    const sku = cell('sku')
    const parentSku = cell('parent_sku')
    if (sku === '') problem(row.line, 'sku', 'REQUIRED')
    else if (!isSku(sku)) problem(row.line, 'sku', 'INVALID_SKU')
    else if (seenSkus.has(sku)) problem(row.line, 'sku', 'SKU_REPEATED')
    seenSkus.add(sku)
    if (parentSku !== '' && !isSku(parentSku)) problem(row.line, 'parent_sku', 'INVALID_SKU')
    const type = parentSku === '' ? 'simple' : 'configurable'
    if (has('type') && cell('type') !== type) problem(row.line, 'type', 'TYPE_MISMATCH')
    const storedSku = stored.get(sku.toUpperCase())
    if (storedSku && storedSku.sku !== sku) problem(row.line, 'sku', 'SKU_TAKEN')
    else if (storedSku && (storedSku.parent_sku ?? '') !== parentSku)
      problem(row.line, 'parent_sku', 'PARENT_MISMATCH')
    else if (storedSku && storedSku.parent_sku === null && storedSku.type !== 'simple')
      problem(row.line, 'sku', 'NOT_IMPORTABLE')
    const productSku = parentSku === '' ? sku : parentSku
    if (parentSku !== '') {
      const storedParent = stored.get(parentSku.toUpperCase())
      if (storedParent && storedParent.sku !== parentSku) problem(row.line, 'parent_sku', 'SKU_TAKEN')
      else if (storedParent && storedParent.type !== 'configurable')
        problem(row.line, 'parent_sku', 'NOT_IMPORTABLE')
      if (seenSkus.has(parentSku) && !products.has(parentSku)) problem(row.line, 'parent_sku', 'SKU_REPEATED')
    }

    let product = products.get(productSku)
    if (product && product.type !== type) problem(row.line, 'sku', 'SKU_REPEATED')
    if (!product) {
      const exists = stored.get(productSku.toUpperCase())?.sku === productSku
      product = readProductColumns(row, type, exists, translated.get(productSku) ?? new Set())
      products.set(productSku, product)
      firstRowOf.set(productSku, row)
    } else {
      // A size's row repeats its parent's columns: the first row of the product says them.
      const first = firstRowOf.get(productSku) as CsvRow
      for (const column of PARENT_COLUMNS)
        if (
          column !== 'type' &&
          column in row.values &&
          (row.values[column] ?? '').trim() !== (first.values[column] ?? '').trim()
        )
          problem(row.line, column, 'PARENT_COLUMN_DIFFERS')
    }
    const planned: PlannedSku = {
      sku,
      line: row.line,
      exists: storedSku?.sku === sku,
    }
    // A Shopify product's options are its own: whether a row has a colour or size is the row's to say.
    const rowHas = (column: string) => column in row.values
    for (const column of ['colour', 'size'] as const) {
      if (!rowHas(column)) continue
      const value = cell(column)
      if (value === '') {
        if (type === 'configurable') problem(row.line, column, 'REQUIRED')
        planned[column] = null
        continue
      }
      const known = optionValue(column, value)
      if (known === null) problem(row.line, column, 'UNKNOWN_CHOICE')
      planned[column] = known ?? value
    }
    if (type === 'configurable' && !planned.exists)
      for (const column of ['colour', 'size'] as const)
        if (!rowHas(column)) problem(row.line, column, 'REQUIRED')
    readSkuPrices(row, planned, problem)
    product.skus.push(planned)
  }

  for (const product of products.values())
    checkProduct(product, firstRowOf.get(product.sku) as CsvRow, problem)
  for (const product of products.values()) {
    const row = firstRowOf.get(product.sku) as CsvRow
    if (product.family !== undefined && !families.has(product.family))
      problem(row.line, 'family', 'UNKNOWN_CHOICE')
    else if (
      product.kind !== undefined &&
      product.family !== undefined &&
      !families.get(product.family)?.has(product.kind)
    )
      problem(row.line, 'kind', 'UNKNOWN_CHOICE')
    if (product.categoryIds?.some((id) => !categoryIds.has(id)))
      problem(row.line, 'categories', 'UNKNOWN_CHOICE')
    if (product.gender !== undefined && !choices.genders.some((choice) => choice.value === product.gender))
      problem(row.line, 'gender', 'UNKNOWN_CHOICE')
    if (
      product.material !== undefined &&
      !choices.materials.some((choice) => choice.value === product.material)
    )
      problem(row.line, 'material', 'UNKNOWN_CHOICE')
  }
  await checkUrlKeys(db, [...products.values()], firstRowOf, problem)
  planPictures(
    file.pictures,
    products,
    options.pictureHosts ?? [],
    (value) => optionValue('colour', value),
    problem,
  )

  problems.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column))
  const list = [...products.values()]
  const skus = list.flatMap((product) => (product.type === 'configurable' ? product.skus : []))
  return {
    format: file.format,
    rowCount: file.rows.length,
    products: list,
    problems: problems.slice(0, MAX_PROBLEMS),
    unmapped: file.unmapped,
    summary: {
      products: list.length,
      newProducts: list.filter((product) => !product.exists).length,
      skus: file.rows.length,
      newSkus:
        list.filter((product) => !product.exists && product.type === 'simple').length +
        skus.filter((sku) => !sku.exists).length,
    },
  }
}

/**
 * Gives each product the pictures of the file: a URL the fetcher would take (http or https, no
 * credentials, not a private address unless its host is allowed), a position (`Image Position`,
 * else the picture's order among the product's in the file) and an alternative text. Only the
 * URL is checked here; the job fetches it.
 */
function planPictures(
  pictures: CsvPicture[],
  products: Map<string, PlannedProduct>,
  allowedHosts: readonly string[],
  colourOf: (value: string) => string | null,
  problem: (line: number, column: string, error: CsvProblemCode) => void,
): void {
  for (const picture of pictures) {
    const product = products.get(picture.sku)
    if (!product) {
      problem(picture.line, 'Image Src', 'PICTURE_WITHOUT_PRODUCT')
      continue
    }
    const url = checkPictureUrl(picture.url, allowedHosts)
    if (url !== 'OK')
      problem(
        picture.line,
        'Image Src',
        url === 'HOST_REFUSED' ? 'PICTURE_HOST_REFUSED' : 'INVALID_PICTURE_URL',
      )
    let position = product.pictures.length + 1
    if (picture.position !== '') {
      const typed = /^\d{1,3}$/.test(picture.position) ? Number(picture.position) : 0
      if (typed < 1) problem(picture.line, 'Image Position', 'INVALID_POSITION')
      position = typed
    }
    if (picture.alt.length > PICTURE_ALT_MAX) problem(picture.line, 'Image Alt Text', 'TOO_LONG')
    product.pictures.push({
      line: picture.line,
      url: picture.url,
      colour: picture.colour === null ? null : colourOf(picture.colour),
      position,
      alt: picture.alt,
    })
  }
}

/** Matches a colour or size as written (its code, or its label in any language, any case) to its code. */
function optionMatcher(
  choices: Awaited<ReturnType<typeof loadProductChoices>>,
): (column: 'colour' | 'size', value: string) => string | null {
  const byColumn = { colour: choices.colours, size: choices.sizes }
  return (column, value) => {
    const options = byColumn[column]
    const exact = options.find((option) => option.value === value)
    if (exact) return exact.value
    const lower = value.toLowerCase()
    return (
      options.find((option) => option.value.toLowerCase() === lower || option.label.toLowerCase() === lower)
        ?.value ?? null
    )
  }
}

async function storedSkus(db: Kysely<Database>, upperSkus: string[]): Promise<Map<string, StoredSku>> {
  const found = new Map<string, StoredSku>()
  for (let start = 0; start < upperSkus.length; start += 5_000) {
    const { rows } = await sql<StoredSku>`
      select sku, type, parent_sku from product
      where upper(sku) = any (${upperSkus.slice(start, start + 5_000)}::text[])`.execute(db)
    for (const row of rows) found.set(row.sku.toUpperCase(), row)
  }
  return found
}

async function translatedLanguages(
  db: Kysely<Database>,
  skus: string[],
): Promise<Map<string, Set<Language>>> {
  const languages = new Map<string, Set<Language>>()
  for (let start = 0; start < skus.length; start += 5_000) {
    const rows = await db
      .selectFrom('product_translation')
      .select(['sku', 'language'])
      .where('sku', 'in', skus.slice(start, start + 5_000))
      .execute()
    for (const row of rows) {
      const set = languages.get(row.sku) ?? new Set<Language>()
      set.add(row.language as Language)
      languages.set(row.sku, set)
    }
  }
  return languages
}

function readProductColumns(
  row: CsvRow,
  type: 'simple' | 'configurable',
  exists: boolean,
  translated: Set<Language>,
): PlannedProduct & { translated: Set<Language> } {
  const cell = (column: string) => (row.values[column] ?? '').trim()
  const has = (column: string) => column in row.values
  const product: PlannedProduct & { translated: Set<Language> } = {
    sku: type === 'simple' ? cell('sku') : cell('parent_sku'),
    type,
    line: row.line,
    exists,
    texts: {},
    textFields: {},
    enabled: {},
    skus: [],
    pictures: [],
    translated,
  }
  if (has('family')) product.family = cell('family')
  if (has('kind')) product.kind = cell('kind')
  if (has('gender')) product.gender = cell('gender')
  if (has('material')) product.material = cell('material')
  if (has('categories'))
    product.categoryIds = [
      ...new Set(
        cell('categories')
          .split(CATEGORY_SEPARATOR)
          .map((id) => id.trim())
          .filter((id) => id !== '')
          .map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : -1)),
      ),
    ].sort((a, b) => a - b)
  return product
}

/** The row's prices and stock on its SKU, with their problems. */
function readSkuPrices(
  row: CsvRow,
  planned: PlannedSku,
  problem: (line: number, column: string, error: CsvProblemCode) => void,
): void {
  const cell = (column: string) => (row.values[column] ?? '').trim()
  const has = (column: string) => column in row.values
  if (has('regular_price')) {
    const cents = priceCentsOf(cell('regular_price'))
    if (cell('regular_price') === '') problem(row.line, 'regular_price', 'REQUIRED')
    else if (cents === null || cents === 0) problem(row.line, 'regular_price', 'INVALID_PRICE')
    else planned.regularCents = cents
  } else if (!planned.exists) problem(row.line, 'regular_price', 'REQUIRED')
  if (has('final_price') && cell('final_price') !== '') {
    const cents = priceCentsOf(cell('final_price'))
    if (cents === null || cents === 0) problem(row.line, 'final_price', 'INVALID_PRICE')
    else planned.finalCents = cents
  } else if (planned.regularCents !== undefined && !planned.exists) planned.finalCents = planned.regularCents
  if (
    planned.finalCents !== undefined &&
    planned.regularCents !== undefined &&
    planned.finalCents > planned.regularCents
  )
    problem(row.line, 'final_price', 'FINAL_ABOVE_REGULAR')
  if (has('qty')) {
    const qty = quantityOf(cell('qty') === '' ? '0' : cell('qty'))
    if (qty === null) problem(row.line, 'qty', 'INVALID_QUANTITY')
    else planned.qty = qty
  } else if (!planned.exists) planned.qty = 0
}

/** The product's own columns (from its first row): texts, what a new one needs, its stores. */
function checkProduct(
  product: PlannedProduct & { translated?: Set<Language> },
  row: CsvRow,
  problem: (line: number, column: string, error: CsvProblemCode) => void,
): void {
  const has = (column: string) => column in row.values
  const cell = (column: string) => (row.values[column] ?? '').trim()
  const translated = product.translated ?? new Set<Language>()
  delete product.translated
  const typed = {} as Record<Language, ProductTexts>
  const written = new Set<Language>()
  for (const language of PRODUCT_LANGUAGES) {
    const texts = {} as ProductTexts
    for (const field of PRODUCT_TEXT_FIELDS) {
      const column = textColumn(field, language)
      if (has(column)) written.add(language)
      texts[field] = row.values[column] ?? ''
    }
    // A file without the URL key's column (a Shopify export) gives a new translation one from its name.
    if (!has(textColumn('urlKey', language)) && !translated.has(language) && texts.name.trim() !== '')
      texts.urlKey = slugify(texts.name)
    typed[language] = texts
  }
  const { texts, errors } = checkProductTexts(
    typed,
    new Set([...translated].filter((language) => written.has(language))),
  )
  for (const language of PRODUCT_LANGUAGES) {
    if (!written.has(language)) continue
    const given = texts[language]
    // A column the file leaves out keeps the stored text.
    if (!given) continue
    product.texts[language] = given
    product.textFields[language] = PRODUCT_TEXT_FIELDS.filter(
      (field) => has(textColumn(field, language)) || (field === 'urlKey' && !translated.has(language)),
    )
  }
  for (const [field, error] of Object.entries(errors)) {
    const [language, name] = field.split('.') as [Language, keyof ProductTexts]
    if (!has(textColumn(name, language)) && translated.has(language)) continue
    problem(
      row.line,
      `${TEXT_COLUMN_OF[name]}_${language}`,
      error === 'URL_KEY_TAKEN' ? 'URL_KEY_TAKEN' : error,
    )
  }
  for (const store of STORE_DEFINITIONS) {
    const column = enabledColumn(store.key)
    if (!has(column)) continue
    const value = yesNoOf(cell(column))
    if (value === null) problem(row.line, column, 'INVALID_YES_NO')
    else product.enabled[store.key] = value
  }
  if (product.exists) return
  if (Object.keys(product.texts).length === 0 && translated.size === 0)
    problem(row.line, 'name_en', 'NO_TRANSLATION')
  for (const column of ['family', 'kind', 'gender', 'material'] as const)
    if (!product[column]) problem(row.line, column, 'REQUIRED')
  if (!product.categoryIds || product.categoryIds.length === 0) problem(row.line, 'categories', 'REQUIRED')
}

/** Each URL key written: not given twice in the file, and free in the shop (or this product's own, or an old URL of it). */
async function checkUrlKeys(
  db: Kysely<Database>,
  products: PlannedProduct[],
  firstRowOf: Map<string, CsvRow>,
  problem: (line: number, column: string, error: CsvProblemCode) => void,
): Promise<void> {
  for (const language of PRODUCT_LANGUAGES) {
    const keys = new Map<string, string>()
    for (const product of products) {
      const key = product.texts[language]?.urlKey
      if (!key) continue
      const line = (firstRowOf.get(product.sku) as CsvRow).line
      if (keys.has(key)) problem(line, textColumn('urlKey', language), 'URL_KEY_REPEATED')
      else keys.set(key, product.sku)
    }
    const list = [...keys.keys()]
    for (let start = 0; start < list.length; start += 5_000) {
      const chunk = list.slice(start, start + 5_000)
      const [rewrites, translations] = await Promise.all([
        db
          .selectFrom('url_rewrite')
          .select(['request_path', 'entity_type', 'entity_id', 'redirect_to'])
          .where('language', '=', language)
          .where('request_path', 'in', chunk)
          .execute(),
        db
          .selectFrom('product_translation')
          .select(['url_key', 'sku'])
          .where('language', '=', language)
          .where('url_key', 'in', chunk)
          .execute(),
      ])
      // A redirect is free for the product it leads to (an old URL of its own).
      const targets = rewrites.flatMap((row) => (row.redirect_to ? [row.redirect_to.replace(/^\//, '')] : []))
      const owners =
        targets.length === 0
          ? []
          : await db
              .selectFrom('product_translation')
              .select(['url_key', 'sku'])
              .where('language', '=', language)
              .where('url_key', 'in', targets)
              .execute()
      const ownerOf = new Map(owners.map((row) => [row.url_key, row.sku]))
      const taken = new Set<string>()
      for (const row of translations) if (row.sku !== keys.get(row.url_key)) taken.add(row.url_key)
      for (const row of rewrites) {
        const sku = keys.get(row.request_path)
        const owner = ownerOf.get((row.redirect_to ?? '').replace(/^\//, ''))
        if (
          row.entity_type === 'product'
            ? row.entity_id !== sku
            : row.entity_type !== 'redirect' || owner !== sku
        )
          taken.add(row.request_path)
      }
      for (const key of taken) {
        const sku = keys.get(key) as string
        problem((firstRowOf.get(sku) as CsvRow).line, textColumn('urlKey', language), 'URL_KEY_TAKEN')
      }
    }
  }
}
