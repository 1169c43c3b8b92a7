import { msg } from '@lingui/core/macro'
import type { StoreLocale } from '../../config/stores.ts'
import { SIZE_TABLES, localizeCell, type SizeTable } from './sizeGuideTables.ts'
import { BRAND_NAME } from '../layout/Logo.tsx'
import { colors } from '../theme/tokens.ts'
import { createServerI18n } from '../../renderer/i18n/serverI18n.ts'
import { BRAND_DOMAIN } from '../../config/shopConfig.ts'

const TITLE = msg`Size guide`
const HOW_TO_MEASURE = msg`Stand on a sheet of paper with your heel against a wall and mark the tip of your longest toe: the distance to the wall is your foot length. Between two sizes, take the larger one.`
const GENDER_HEADINGS = { '299': msg`Men`, '300': msg`Women`, '301': msg`Kids` } as const

/**
 * The size guide as an A4 PDF in `locale`: every size table of the shop (slippers, socks,
 * clothing for men, women and kids), the same tables the product pages show.
 */
export async function renderSizeGuidePdf(locale: StoreLocale): Promise<Buffer> {
  // pdfkit is loaded by the first document, not at start-up.
  const { default: PDFDocument } = await import('pdfkit')
  const i18n = createServerI18n(locale)
  const title = `${BRAND_NAME} – ${i18n._(TITLE)}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: BRAND_NAME, Subject: i18n._(TITLE) },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colors.textBlack).text(title)
  doc.moveDown(0.5).font('Helvetica').fontSize(10).text(i18n._(HOW_TO_MEASURE))
  for (const [gender, tables] of Object.entries(SIZE_TABLES)) {
    doc
      .moveDown(1)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(i18n._(GENDER_HEADINGS[gender as keyof typeof GENDER_HEADINGS]))
    for (const table of tables) drawTable(doc, table, locale, (descriptor) => i18n._(descriptor))
  }
  doc.moveDown(1).font('Helvetica').fontSize(9).fillColor(colors.greyText).text(BRAND_DOMAIN)
  doc.end()
  return done
}

function drawTable(
  doc: PDFKit.PDFDocument,
  table: SizeTable,
  locale: StoreLocale,
  translate: (descriptor: SizeTable['caption']) => string,
): void {
  // Keep a table and its caption on one page.
  if (doc.y + 40 + table.rows.length * 18 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(colors.textBlack)
    .text(translate(table.caption), doc.page.margins.left)
  doc.moveDown(0.3).font('Helvetica').fontSize(10)
  doc.table({
    maxWidth: 360,
    defaultStyle: { border: 0.5, borderColor: colors.greyBorder, padding: 4 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: colors.brandSecondary } : undefined),
    data: [
      table.columns.map((column) => ({
        text: translate(column),
        type: 'TH' as const,
        font: { src: 'Helvetica-Bold' },
      })),
      ...table.rows.map((row) => row.map((cell) => localizeCell(cell, locale))),
    ],
  })
}
