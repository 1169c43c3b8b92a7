import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Product families with their own sizes. */
export type SizeFamily = 'slippers' | 'socks' | 'clothing'

/** One size guide table: its caption, column headings and rows (size first). */
export interface SizeTable {
  family: SizeFamily
  caption: MessageDescriptor
  columns: MessageDescriptor[]
  rows: string[][]
}

type Gender = '299' | '300' | '301'

// Foot length from a European shoe size (Paris point: 2/3 cm, plus ease).
const footLength = (eu: number) => ((eu - 2) / 1.5).toFixed(1)
const shoeRows = (sizes: number[]) => sizes.map((size) => [String(size), footLength(size)])
const sockRows = (ranges: Array<[number, number]>) =>
  ranges.map(([from, to]) => [`${from}-${to}`, `${from}–${to}`, `${footLength(from)}–${footLength(to)}`])

const SHOE_COLUMNS = [msg`EU size`, msg`Foot length (cm)`]
const SOCK_COLUMNS = [msg`Sock size`, msg`Shoe sizes (EU)`, msg`Foot length (cm)`]

/** Size tables by gender code (299 men, 300 women, 301 kids), matching the sizes the shop sells. */
export const SIZE_TABLES: Record<Gender, SizeTable[]> = {
  '299': [
    {
      family: 'slippers',
      caption: msg`Slippers for men`,
      columns: SHOE_COLUMNS,
      rows: shoeRows([40, 41, 42, 43, 44, 45, 46]),
    },
    {
      family: 'socks',
      caption: msg`Socks for men`,
      columns: SOCK_COLUMNS,
      rows: sockRows([
        [39, 42],
        [43, 46],
      ]),
    },
    {
      family: 'clothing',
      caption: msg`Clothing for men`,
      columns: [msg`Size`, msg`Chest (cm)`, msg`Waist (cm)`],
      rows: [
        ['S', '88–94', '76–82'],
        ['M', '94–100', '82–88'],
        ['L', '100–106', '88–94'],
        ['XL', '106–112', '94–100'],
        ['XXL', '112–118', '100–106'],
      ],
    },
  ],
  '300': [
    {
      family: 'slippers',
      caption: msg`Slippers for women`,
      columns: SHOE_COLUMNS,
      rows: shoeRows([36, 37, 38, 39, 40, 41]),
    },
    {
      family: 'socks',
      caption: msg`Socks for women`,
      columns: SOCK_COLUMNS,
      rows: sockRows([
        [35, 38],
        [39, 42],
      ]),
    },
    {
      family: 'clothing',
      caption: msg`Clothing for women`,
      columns: [msg`Size`, msg`Bust (cm)`, msg`Waist (cm)`],
      rows: [
        ['XS', '78–82', '60–64'],
        ['S', '82–86', '64–68'],
        ['M', '86–90', '68–72'],
        ['L', '90–96', '72–78'],
        ['XL', '96–102', '78–84'],
      ],
    },
  ],
  '301': [
    {
      family: 'slippers',
      caption: msg`Slippers for kids`,
      columns: SHOE_COLUMNS,
      rows: shoeRows([24, 26, 28, 30, 32, 34]),
    },
    {
      family: 'socks',
      caption: msg`Socks for kids`,
      columns: SOCK_COLUMNS,
      rows: sockRows([
        [23, 26],
        [27, 30],
        [31, 34],
      ]),
    },
    {
      family: 'clothing',
      caption: msg`Clothing for kids`,
      columns: [msg`Size`, msg`Age`, msg`Height (cm)`],
      rows: [
        ['4A', '4', '98–104'],
        ['6A', '6', '110–116'],
        ['8A', '8', '122–128'],
        ['10A', '10', '134–140'],
        ['12A', '12', '146–152'],
      ],
    },
  ],
}

/**
 * The tables for a product: the family whose sizes it is sold in, for its gender; every
 * family of its gender when its sizes match none; nothing without a gender or sizes.
 */
export function sizeTablesFor(gender: string | null | undefined, sizes: readonly string[]): SizeTable[] {
  const tables = gender && gender in SIZE_TABLES ? SIZE_TABLES[gender as Gender] : []
  if (sizes.length === 0) return []
  const matching = tables.filter((table) => table.rows.some((row) => sizes.includes(row[0] as string)))
  return matching.length > 0 ? matching : tables
}

/** A table cell as `locale` writes it: decimal commas in French, German and Italian (25,3). */
export function localizeCell(cell: string, locale: string): string {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return separator === '.' ? cell : cell.replace(/(\d)\.(\d)/g, `$1${separator}$2`)
}
