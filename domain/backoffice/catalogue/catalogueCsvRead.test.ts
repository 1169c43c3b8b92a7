import { describe, expect, it } from 'vitest'
import { readCatalogueCsv, readCatalogueCsvStream } from './catalogueCsvRead.ts'
import { exportedCell } from './catalogueCsvColumns.ts'

describe('readCatalogueCsv', () => {
  it('numbers each row by the line it starts on, a quoted cell spanning lines included', () => {
    const file = readCatalogueCsv('sku,description_fr\nA-1,"two\nlines"\n\nA-2,one\n')
    expect(file.format).toBe('ours')
    expect(file.rows).toEqual([
      { line: 2, values: { sku: 'A-1', description_fr: 'two\nlines' } },
      { line: 5, values: { sku: 'A-2', description_fr: 'one' } },
    ])
    expect(file.problems).toEqual([])
  })

  it('reports unknown and repeated columns, a missing sku column, short rows and an unclosed quote by line', () => {
    expect(readCatalogueCsv('name_fr,colour,colour,price\nx,y,z\n').problems).toEqual([
      { line: 1, column: 'colour', error: 'REPEATED_COLUMN' },
      { line: 2, column: '', error: 'COLUMN_COUNT' },
      { line: 1, column: 'price', error: 'UNKNOWN_COLUMN' },
      { line: 1, column: 'sku', error: 'MISSING_COLUMN' },
    ])
    expect(readCatalogueCsv('sku\nA-1\n"A-2\n').problems).toEqual([
      { line: 3, column: '', error: 'UNREADABLE_CSV' },
    ])
    expect(readCatalogueCsv('sku\n').problems).toEqual([{ line: 1, column: '', error: 'EMPTY_FILE' }])
  })

  it('maps a Shopify export: options to sizes and colours, a product without options to a simple one, and names what it leaves', () => {
    const file = readCatalogueCsv(
      [
        'Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src',
        'cosy-mule,Cosy mule,<p>Warm</p>,Acme,Size,38,Color,Red,cm-38,29.90,39.90,4,https://cdn.example/1.jpg',
        'cosy-mule,,,,,39,,Red,cm-39,29.90,,2,',
        'cosy-mule,,,,,,,,,,,,https://cdn.example/2.jpg',
        'gift-socks,Gift socks,,Acme,Title,Default Title,,,gs-1,9.00,,7,',
      ].join('\n'),
    )
    expect(file.format).toBe('shopify')
    expect(file.unmapped).toEqual(['Vendor'])
    // On a variant's row, the picture of its colour; on a row of its own, the whole product's.
    expect(file.pictures).toEqual([
      { line: 2, sku: 'COSY-MULE', url: 'https://cdn.example/1.jpg', alt: '', position: '', colour: 'Red' },
      { line: 4, sku: 'COSY-MULE', url: 'https://cdn.example/2.jpg', alt: '', position: '', colour: null },
    ])
    expect(file.rows.map((row) => ({ line: row.line, ...row.values }))).toEqual([
      {
        line: 2,
        sku: 'CM-38',
        parent_sku: 'COSY-MULE',
        type: 'configurable',
        name_en: 'Cosy mule',
        description_en: '<p>Warm</p>',
        size: '38',
        colour: 'Red',
        final_price: '29.90',
        regular_price: '39.90',
        qty: '4',
      },
      {
        line: 3,
        sku: 'CM-39',
        parent_sku: 'COSY-MULE',
        type: 'configurable',
        name_en: 'Cosy mule',
        description_en: '<p>Warm</p>',
        size: '39',
        colour: 'Red',
        final_price: '29.90',
        regular_price: '29.90',
        qty: '2',
      },
      {
        line: 5,
        sku: 'GS-1',
        parent_sku: '',
        type: 'simple',
        name_en: 'Gift socks',
        final_price: '9.00',
        regular_price: '9.00',
        qty: '7',
      },
    ])
    expect(file.sourceColumn.size).toBe('Option1 Value')
    expect(file.sourceColumn.colour).toBe('Option2 Value')
  })

  it('reads back the cells the export kept from running as spreadsheet formulas, and leaves other apostrophes', () => {
    const names = [
      '=HYPERLINK("https://evil.example","Chausson")',
      '+33 1 23',
      '-Laine',
      '@SUM(A1)',
      "'Chausson' Brume",
    ]
    const written = names.map(exportedCell)
    expect(written.slice(0, 4).every((cell) => cell.startsWith("'"))).toBe(true)
    expect(written[4]).toBe("'Chausson' Brume")
    const file = readCatalogueCsv(
      `sku,name_fr\n${written.map((cell, index) => `A-${index},"${cell.replace(/"/g, '""')}"`).join('\n')}\n`,
    )
    expect(file.rows.map((row) => row.values.name_fr)).toEqual(names)
  })

  it('reads a stored file as a stream as it reads its text, and says a picture without a product', async () => {
    const text = [
      'Handle,Variant SKU,Option1 Name,Option1 Value,Image Src,Image Alt Text',
      'mule,MU-1,Size,38,,',
      'mule,,,,https://cdn.example/m.jpg,Side view',
      'orphan,,,,https://cdn.example/o.jpg,',
    ].join('\n')
    const bytes = Buffer.from(text)
    // Pieces cut inside a line, as a file stream gives them.
    const streamed = await readCatalogueCsvStream(
      (async function* () {
        for (let start = 0; start < bytes.length; start += 7) yield bytes.subarray(start, start + 7)
      })(),
    )
    expect(streamed).toEqual(readCatalogueCsv(text))
    expect(streamed.pictures).toEqual([
      {
        line: 3,
        sku: 'MULE',
        url: 'https://cdn.example/m.jpg',
        alt: 'Side view',
        position: '',
        colour: null,
      },
    ])
    expect(streamed.problems).toEqual([{ line: 4, column: 'Image Src', error: 'PICTURE_WITHOUT_PRODUCT' }])
    const open = 'sku,name_en\nA,"open\nB,x\n'
    const unreadable = await readCatalogueCsvStream(
      (async function* () {
        yield Buffer.from(open)
      })(),
    )
    expect(unreadable).toEqual(readCatalogueCsv(open))
    expect(unreadable.problems).toMatchObject([{ column: '', error: 'UNREADABLE_CSV' }])
  })
})
