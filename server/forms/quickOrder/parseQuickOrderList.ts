/** One readable line of a pasted quick order list. */
export interface PastedLine {
  /** 1-based line number in the pasted text. */
  line: number
  sku: string
  /** The quantity as written ('1' when the line has none); its range is checked with the rows. */
  quantity: string
}

/** A line that could not be read as a SKU and a quantity. */
export interface BadLine {
  /** 1-based line number in the pasted text. */
  line: number
  /** The line as pasted, trimmed. */
  text: string
}

/** What a pasted list holds: the lines to order and the lines that could not be read. */
export interface ParsedQuickOrderList {
  lines: PastedLine[]
  badLines: BadLine[]
}

/** A comma, a semicolon or a tab (with spaces around), or else spaces, separate SKU and quantity. */
const SEPARATOR = /\s*[,;\t]\s*|\s+/
/** A number as people type it; whether it is a whole number in range is the rows' concern. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/

/**
 * Reads a pasted list, one product per line: `sku,qty`, `sku;qty`, `sku qty`, `sku<TAB>qty`
 * or a SKU alone (quantity 1). Blank lines are ignored; a line with more than two fields, no
 * SKU or a quantity that is not a number is reported with its line number.
 */
export function parseQuickOrderList(text: string): ParsedQuickOrderList {
  const lines: PastedLine[] = []
  const badLines: BadLine[] = []
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const trimmed = raw.trim()
    if (trimmed === '') return
    const line = index + 1
    const [sku = '', quantity = '', ...rest] = trimmed.split(SEPARATOR)
    const written = quantity === '' ? '1' : quantity
    if (sku === '' || rest.some((field) => field !== '') || !NUMBER.test(written))
      badLines.push({ line, text: trimmed })
    else lines.push({ line, sku, quantity: written })
  })
  return { lines, badLines }
}
