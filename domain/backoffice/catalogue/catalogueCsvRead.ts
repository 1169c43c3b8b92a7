import { pipeline } from 'node:stream/promises'
import { parse as parseStream } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { CATALOGUE_CSV_COLUMNS, importedCell } from './catalogueCsvColumns.ts'

/** What is wrong with a cell (or a whole line when `column` is empty), by line of the file from 1. */
export interface CsvProblem {
  line: number
  /** The column as the file names it (`regular_price`, `Variant Price`), or empty for the line. */
  column: string
  error: CsvProblemCode
}

/** Why a cell or a line was refused (the import page words each one). */
export type CsvProblemCode =
  | 'UNREADABLE_CSV'
  | 'EMPTY_FILE'
  | 'UNKNOWN_COLUMN'
  | 'REPEATED_COLUMN'
  | 'MISSING_COLUMN'
  | 'COLUMN_COUNT'
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_SKU'
  | 'SKU_REPEATED'
  | 'SKU_TAKEN'
  | 'NOT_IMPORTABLE'
  | 'PARENT_MISMATCH'
  | 'TYPE_MISMATCH'
  | 'PARENT_COLUMN_DIFFERS'
  | 'UNKNOWN_CHOICE'
  | 'UNKNOWN_OPTION'
  | 'INVALID_PRICE'
  | 'FINAL_ABOVE_REGULAR'
  | 'INVALID_QUANTITY'
  | 'INVALID_YES_NO'
  | 'INVALID_URL_KEY'
  | 'URL_KEY_TAKEN'
  | 'URL_KEY_REPEATED'
  | 'NO_TRANSLATION'
  | 'INVALID_PICTURE_URL'
  | 'PICTURE_HOST_REFUSED'
  | 'PICTURE_WITHOUT_PRODUCT'
  | 'INVALID_POSITION'
  | PictureFetchProblem

/** Why a picture of the file could not be taken when the job fetched it (`Image Src`). */
export type PictureFetchProblem =
  'PICTURE_FETCH_FAILED' | 'PICTURE_TOO_LARGE' | 'PICTURE_NOT_AN_IMAGE' | 'PICTURE_TOO_MANY_PIXELS'

/** A file's format, from its header: ours, or a Shopify product export. */
export type CsvFormat = 'ours' | 'shopify'

/** A row of the file in our columns (only those the file has), with the line it starts on. */
export interface CsvRow {
  line: number
  values: Record<string, string>
}

/** A file read: its rows in our columns, the name each of our columns has in the file, and what could not be read. */
export interface CsvFile {
  format: CsvFormat
  rows: CsvRow[]
  /** Our column → the file's column it came from (the same name for our format). */
  sourceColumn: Record<string, string>
  /** The file's columns that carry nothing into the shop (a Shopify export's `Vendor`, `Image Src`…). */
  unmapped: string[]
  problems: CsvProblem[]
  /** The pictures a Shopify export's `Image Src` gives, in the file's order. */
  pictures: CsvPicture[]
}

/** A picture of the file (a Shopify export's `Image Src`), for the product whose SKU it names. */
export interface CsvPicture {
  line: number
  /** The product's SKU: the handle's (a configurable product) or its variant's (a simple one). */
  sku: string
  url: string
  /** `Image Alt Text`: the English alternative text. */
  alt: string
  /** `Image Position` as written, or empty (then the order of the product's pictures in the file). */
  position: string
  /** The colour as the file writes it when the picture is on a variant's row of a product with a colour; null: the whole product. */
  colour: string | null
}

/** The columns that say a file is a Shopify product export. */
const SHOPIFY_SIGNATURE = ['Handle', 'Variant SKU']

/** A Shopify option's name (any case) → our column. */
const SHOPIFY_OPTION_COLUMNS: Record<string, 'size' | 'colour'> = {
  size: 'size',
  taille: 'size',
  größe: 'size',
  grösse: 'size',
  taglia: 'size',
  color: 'colour',
  colour: 'colour',
  couleur: 'colour',
  farbe: 'colour',
  colore: 'colour',
}

/** The Shopify columns read; every other one is reported as not mapped. */
const SHOPIFY_MAPPED = new Set([
  'Handle',
  'Title',
  'Body (HTML)',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'SEO Title',
  'SEO Description',
  'Image Src',
  'Image Alt Text',
  'Image Position',
])

interface RawRecord {
  line: number
  cells: string[]
}

/** The parser's options: a BOM, empty lines skipped, rows of any length (their length is a problem of ours), each with its line. */
const PARSE_OPTIONS = { bom: true, skip_empty_lines: true, relax_column_count: true, info: true } as const

/** A parsed record with the line it starts on: the parser counts the line a record ends on, and a quoted cell may span lines. */
function recordOf({ record, info }: { record: string[]; info: { lines: number } }): RawRecord {
  return {
    line: info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
    cells: record.map(importedCell),
  }
}

function unreadable(error: unknown): CsvProblem {
  const line =
    typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1
  return { line, column: '', error: 'UNREADABLE_CSV' }
}

function readRecords(text: string): { records: RawRecord[]; problem: CsvProblem | null } {
  try {
    const parsed = parse(text, PARSE_OPTIONS) as unknown as { record: string[]; info: { lines: number } }[]
    return { records: parsed.map(recordOf), problem: null }
  } catch (error) {
    return { records: [], problem: unreadable(error) }
  }
}

/**
 * Reads a catalogue CSV file from a stream of bytes (a stored upload), as {@link readCatalogueCsv}
 * reads a text: the file is parsed as it is read, never held whole.
 */
export async function readCatalogueCsvStream(input: AsyncIterable<Uint8Array | string>): Promise<CsvFile> {
  const records: RawRecord[] = []
  try {
    await pipeline(input, parseStream(PARSE_OPTIONS), async (parsed: AsyncIterable<unknown>) => {
      for await (const one of parsed)
        records.push(recordOf(one as { record: string[]; info: { lines: number } }))
    })
  } catch (error) {
    // The parser's own errors are the file's problem; a file that cannot be read at all is the job's.
    if (!String((error as { code?: unknown }).code ?? '').startsWith('CSV_')) throw error
    return fileOfRecords([], unreadable(error))
  }
  return fileOfRecords(records, null)
}

/**
 * Reads a catalogue CSV file (docs/back-office.md#csv-import-and-export): ours, or a Shopify
 * product export (told by its `Handle` and `Variant SKU` columns) mapped to our columns. Lines
 * that cannot be read, unknown or repeated columns and rows of the wrong length are problems.
 */
export function readCatalogueCsv(text: string): CsvFile {
  const { records, problem } = readRecords(text)
  return fileOfRecords(records, problem)
}

/** A file of its parsed records (the first the header), or of the problem that stopped the parser. */
function fileOfRecords(records: RawRecord[], problem: CsvProblem | null): CsvFile {
  const empty: CsvFile = {
    format: 'ours',
    rows: [],
    sourceColumn: {},
    unmapped: [],
    problems: [],
    pictures: [],
  }
  if (problem) return { ...empty, problems: [problem] }
  const [header, ...body] = records
  if (!header || body.length === 0)
    return { ...empty, problems: [{ line: 1, column: '', error: 'EMPTY_FILE' }] }
  const names = header.cells.map((cell) => cell.trim())
  const problems: CsvProblem[] = []
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index)
      problems.push({ line: header.line, column: name, error: 'REPEATED_COLUMN' })
  })
  for (const record of body)
    if (record.cells.length !== names.length)
      problems.push({ line: record.line, column: '', error: 'COLUMN_COUNT' })
  const cellsOf = (record: RawRecord) =>
    Object.fromEntries(names.map((name, index) => [name, record.cells[index] ?? '']))
  if (SHOPIFY_SIGNATURE.every((name) => names.includes(name)))
    return readShopify(
      names,
      body.map((record) => ({ line: record.line, values: cellsOf(record) })),
      problems,
    )

  for (const name of names)
    if (!CATALOGUE_CSV_COLUMNS.includes(name))
      problems.push({ line: header.line, column: name, error: 'UNKNOWN_COLUMN' })
  if (!names.includes('sku')) problems.push({ line: header.line, column: 'sku', error: 'MISSING_COLUMN' })
  const known = names.filter((name) => CATALOGUE_CSV_COLUMNS.includes(name))
  return {
    format: 'ours',
    rows: body.map((record) => {
      const cells = cellsOf(record)
      return { line: record.line, values: Object.fromEntries(known.map((name) => [name, cells[name] ?? ''])) }
    }),
    sourceColumn: Object.fromEntries(known.map((name) => [name, name])),
    unmapped: [],
    problems,
    pictures: [],
  }
}

/** A Shopify handle as a SKU: upper case, other characters as dashes. */
export function skuOfHandle(handle: string): string {
  return handle
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '-')
}

/**
 * A Shopify export in our columns. Its first row of a handle holds the product's title, body and
 * option names; each row with a `Variant SKU` is a sellable SKU (rows of pictures alone carry
 * none, only their `Image Src`: a picture of the whole product; on a variant's row, of its colour). A handle whose options are a size and/or a colour is a configurable product (its SKU
 * the handle's, upper case); one without options (`Title` / `Default Title`) a simple product
 * with the variant's SKU. Titles, bodies and SEO fields go to English.
 */
function readShopify(names: string[], records: CsvRow[], problems: CsvProblem[]): CsvFile {
  const rows: CsvRow[] = []
  const sourceColumn: Record<string, string> = {
    sku: 'Variant SKU',
    parent_sku: 'Handle',
    type: 'Handle',
    name_en: 'Title',
    description_en: 'Body (HTML)',
    meta_title_en: 'SEO Title',
    meta_description_en: 'SEO Description',
    regular_price: 'Variant Compare At Price',
    final_price: 'Variant Price',
    qty: 'Variant Inventory Qty',
  }
  let product = null as { handle: string; values: Record<string, string>; options: [string, string] } | null
  /** Each handle's product SKU, known from its first variant's row. */
  const skuOfHandleInFile = new Map<string, string>()
  const pictures: (Omit<CsvPicture, 'sku'> & { handle: string })[] = []
  for (const record of records) {
    const cell = (name: string) => (record.values[name] ?? '').trim()
    const handle = cell('Handle')
    const picture =
      cell('Image Src') === ''
        ? null
        : {
            handle,
            line: record.line,
            url: cell('Image Src'),
            alt: cell('Image Alt Text'),
            position: cell('Image Position'),
            colour: null as string | null,
          }
    if (picture) pictures.push(picture)
    if (product?.handle !== handle) {
      product = { handle, values: {}, options: [cell('Option1 Name'), cell('Option2 Name')] }
      const given: [string, string][] = [
        ['name_en', record.values.Title ?? ''],
        ['description_en', record.values['Body (HTML)'] ?? ''],
        ['meta_title_en', record.values['SEO Title'] ?? ''],
        ['meta_description_en', record.values['SEO Description'] ?? ''],
      ]
      for (const [column, value] of given) if (value.trim() !== '') product.values[column] = value.trim()
    }
    if (cell('Variant SKU') === '') continue
    const values: Record<string, string> = { ...product.values, sku: cell('Variant SKU').toUpperCase() }
    let configurable = false
    product.options.forEach((optionName, index) => {
      const column = `Option${index + 1} Value`
      const value = cell(column)
      if (optionName === '' || optionName.toLowerCase() === 'title') return
      const ours = SHOPIFY_OPTION_COLUMNS[optionName.toLowerCase()]
      if (!ours) {
        problems.push({ line: record.line, column: `Option${index + 1} Name`, error: 'UNKNOWN_OPTION' })
        return
      }
      configurable = true
      values[ours] = value
      sourceColumn[ours] = column
      // A picture on a variant's row shows that variant's colour, as Shopify's `Variant Image` does.
      if (ours === 'colour' && picture) picture.colour = value
    })
    values.type = configurable ? 'configurable' : 'simple'
    const parentSku = configurable ? skuOfHandle(handle) : ''
    values.parent_sku = parentSku
    if (!skuOfHandleInFile.has(handle))
      skuOfHandleInFile.set(handle, configurable ? parentSku : cell('Variant SKU').toUpperCase())
    const price = cell('Variant Price')
    const compareAt = cell('Variant Compare At Price')
    if (price !== '') values.final_price = price
    // Shopify's "compare at" is the price before the reduction; without one the price is the regular price.
    values.regular_price = compareAt !== '' ? compareAt : price
    if (names.includes('Variant Inventory Qty')) values.qty = cell('Variant Inventory Qty')
    rows.push({ line: record.line, values })
  }
  return {
    format: 'shopify',
    rows,
    sourceColumn,
    unmapped: names.filter((name) => !SHOPIFY_MAPPED.has(name)),
    problems,
    pictures: pictures.flatMap(({ handle, ...picture }) => {
      const sku = skuOfHandleInFile.get(handle)
      // A picture of a handle without any variant's row has no product to go to: said, never skipped.
      if (sku === undefined) {
        problems.push({ line: picture.line, column: 'Image Src', error: 'PICTURE_WITHOUT_PRODUCT' })
        return []
      }
      return [{ ...picture, sku }]
    }),
  }
}
