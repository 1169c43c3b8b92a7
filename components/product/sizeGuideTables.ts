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
  /** How the first cell (the size code) reads, when not as its code ("4A" reads "4 years"). */
  sizeLabel?: (size: string) => MessageDescriptor
}

type Gender = '299' | '300' | '301'

// Foot length from a European shoe size (Paris point: 2/3 cm, plus ease).
const footLength = (eu: number) => ((eu - 2) / 1.5).toFixed(1)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)
const shoeRows = (sizes: number[]) => sizes.map((size) => [String(size), footLength(size)])
const sockRows = (ranges: Array<[number, number]>) =>
  ranges.map(([from, to]) => [`${from}-${to}`, `${from}–${to}`, `${footLength(from)}–${footLength(to)}`])

// Children's garment sizes are ages ("4A"): shown in words, as the size options name them.
const ageLabel = (size: string) => {
  const age = Number.parseInt(size, 10)
  return msg`${age} years`
}

const SHOE_COLUMNS = [msg`EU size`, msg`Foot length (cm)`]
const SOCK_COLUMNS = [msg`Sock size`, msg`Shoe sizes (EU)`, msg`Foot length (cm)`]

/** Size tables by gender code (299 men, 300 women, 301 kids), matching the sizes the shop sells. */
export const SIZE_TABLES: Record<Gender, SizeTable[]> = {
  '299': [
    {
      family: 'slippers',
      caption: msg`Slippers for men`,
      columns: SHOE_COLUMNS,
      rows: shoeRows(range(39, 46)),
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
      rows: shoeRows(range(35, 42)),
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
      rows: shoeRows(range(24, 34)),
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
      columns: [msg`Age`, msg`Height (cm)`],
      rows: [
        ['4A', '98–104'],
        ['6A', '110–116'],
        ['8A', '122–128'],
        ['10A', '134–140'],
        ['12A', '146–152'],
      ],
      sizeLabel: ageLabel,
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
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return separator === '.' ? cell : cell.replace(/(\d)\.(\d)/g, `$1${separator}$2`)
}
