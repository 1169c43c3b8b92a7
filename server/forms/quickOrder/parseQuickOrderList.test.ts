import { describe, expect, it } from 'vitest'
import { parseQuickOrderList } from './parseQuickOrderList.ts'

describe('parseQuickOrderList', () => {
  it.each([
    ['a comma', 'SO-00012,3'],
    ['a semicolon', 'SO-00012;3'],
    ['spaces', 'SO-00012   3'],
    ['a tab', 'SO-00012\t3'],
    ['a comma with spaces around', '  SO-00012 , 3  '],
  ])('reads a SKU and a quantity separated by %s', (_, text) => {
    expect(parseQuickOrderList(text)).toEqual({
      lines: [{ line: 1, sku: 'SO-00012', quantity: '3' }],
      badLines: [],
    })
  })

  it('gives a SKU without a quantity the quantity 1', () => {
    expect(parseQuickOrderList('SO-00012\nSO-00013,').lines).toEqual([
      { line: 1, sku: 'SO-00012', quantity: '1' },
      { line: 2, sku: 'SO-00013', quantity: '1' },
    ])
  })

  it('ignores blank lines but counts them in the line numbers', () => {
    expect(parseQuickOrderList('\n  \r\nSO-00012 2\r\n\n').lines).toEqual([
      { line: 3, sku: 'SO-00012', quantity: '2' },
    ])
  })

  it('reports lines it cannot read with their line number and text', () => {
    const parsed = parseQuickOrderList('SO-00012,2\nSO-00013 two\n,4\nA;B;C\nSO-00014 1 5\nSO-00015\t1')
    expect(parsed.lines.map((line) => line.sku)).toEqual(['SO-00012', 'SO-00015'])
    expect(parsed.badLines).toEqual([
      { line: 2, text: 'SO-00013 two' },
      { line: 3, text: ',4' },
      { line: 4, text: 'A;B;C' },
      { line: 5, text: 'SO-00014 1 5' },
    ])
  })

  it('keeps quantities out of range as written, for the rows to refuse', () => {
    expect(parseQuickOrderList('A 0\nB 10000\nC 1.5').lines.map((line) => line.quantity)).toEqual([
      '0',
      '10000',
      '1.5',
    ])
  })

  it('reads an empty text as nothing at all', () => {
    expect(parseQuickOrderList('')).toEqual({ lines: [], badLines: [] })
  })
})
