import type { StoreLocale } from '../../config/stores.ts'
import type { PostalAddress } from '../../config/shopConfig.ts'
import { shopperText } from '../shopperText.ts'
import { RETURN_LABEL_TEXTS } from './returnLabelMessages.ts'

/** What a prepaid return label shows: the return, its order, the sender and the tracking number. */
export interface ReturnLabel {
  returnNumber: string
  orderNumber: string
  /** The customer's name and the address the order was delivered to: where the parcel comes from. */
  sender: { name: string; address: PostalAddress }
  /** The shop's company and returns address, as its store's settings give them. */
  recipient: { name: string; address: PostalAddress }
  trackingNumber: string
}

/** The offline carrier's code before every tracking number. */
const CARRIER_PREFIX = 'PCR'

/**
 * The offline carrier's tracking number of a return: its prefix, the return's digits padded to
 * nine, and a check digit (the UPU S10 weights), so a mistyped number is caught.
 */
export function returnTrackingNumber(returnNumber: string): string {
  const digits = returnNumber.replace(/\D/g, '').slice(-9).padStart(9, '0')
  const weights = [8, 6, 4, 2, 3, 5, 9, 7]
  const sum = [...digits.slice(1)].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  )
  const check = 11 - (sum % 11)
  return `${CARRIER_PREFIX}${digits}${check === 10 ? 0 : check === 11 ? 5 : check}FR`
}

// Code 39: each character is 9 elements (bar, space, …), 3 of them wide.
const CODE39: Record<string, string> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  A: 'wnnnnwnnw',
  B: 'nnwnnwnnw',
  C: 'wnwnnwnnn',
  D: 'nnnnwwnnw',
  E: 'wnnnwwnnn',
  F: 'nnwnwwnnn',
  G: 'nnnnnwwnw',
  H: 'wnnnnwwnn',
  I: 'nnwnnwwnn',
  J: 'nnnnwwwnn',
  K: 'wnnnnnnww',
  L: 'nnwnnnnww',
  M: 'wnwnnnnwn',
  N: 'nnnnwnnww',
  O: 'wnnnwnnwn',
  P: 'nnwnwnnwn',
  Q: 'nnnnnnwww',
  R: 'wnnnnnwwn',
  S: 'nnwnnnwwn',
  T: 'nnnnwnwwn',
  U: 'wwnnnnnnw',
  V: 'nwwnnnnnw',
  W: 'wwwnnnnnn',
  X: 'nwnnwnnnw',
  Y: 'wwnnwnnnn',
  Z: 'nwwnwnnnn',
  '*': 'nwnnwnwnn',
}

/** Draws `text` as a Code 39 barcode (start and stop `*`) at x, y, `height` points high. */
function drawCode39(doc: PDFKit.PDFDocument, text: string, x: number, y: number, height: number): void {
  const narrow = 1.2
  const wide = narrow * 3
  let position = x
  for (const character of `*${text}*`) {
    const pattern = CODE39[character] ?? CODE39['*']!
    ;[...pattern].forEach((element, index) => {
      const width = element === 'w' ? wide : narrow
      if (index % 2 === 0) doc.rect(position, y, width, height).fill('#000000')
      position += width
    })
    position += narrow
  }
}

const addressLines = (name: string, address: PostalAddress) => [
  name,
  ...address.streetAddress,
  `${address.postalCode} ${address.locality}`,
  address.country,
]

/** A return's prepaid label of the offline carrier as an A4 PDF: sender, the shop's returns address, return and order numbers, tracking number and its barcode. */
export async function renderReturnLabelPdf(label: ReturnLabel, locale: StoreLocale): Promise<Buffer> {
  // pdfkit is loaded by the first document, not at start-up.
  const { default: PDFDocument } = await import('pdfkit')
  const text = (message: (typeof RETURN_LABEL_TEXTS)[keyof typeof RETURN_LABEL_TEXTS]) =>
    shopperText(locale, message)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${text(RETURN_LABEL_TEXTS.title)} ${label.returnNumber}`, Author: label.recipient.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.rect(40, 40, 515, 400).lineWidth(2).stroke('#000000')
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(text(RETURN_LABEL_TEXTS.title), 56, 56)
  doc.font('Helvetica').fontSize(10).text(text(RETURN_LABEL_TEXTS.postagePaid), 56, 80)
  doc.font('Helvetica-Bold').fontSize(10).text(text(RETURN_LABEL_TEXTS.from), 56, 110)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(addressLines(label.sender.name, label.sender.address).join('\n'), 56, 124)
  doc.font('Helvetica-Bold').fontSize(12).text(text(RETURN_LABEL_TEXTS.to), 300, 110)
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(addressLines(label.recipient.name, label.recipient.address).join('\n'), 300, 126)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${text(RETURN_LABEL_TEXTS.returnNumber)} ${label.returnNumber}`, 56, 230)
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${text(RETURN_LABEL_TEXTS.order)} ${label.orderNumber}`, 56, 246)
  drawCode39(doc, label.trackingNumber, 56, 280, 70)
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#000000')
    .text(`${text(RETURN_LABEL_TEXTS.tracking)} ${label.trackingNumber}`, 56, 360)
  doc.fontSize(9).text(text(RETURN_LABEL_TEXTS.instructions), 56, 400, { width: 480 })
  doc.end()
  return done
}

/** The label's file name: `return-label-RMA-000042.pdf`. */
export const returnLabelFileName = (returnNumber: string) => `return-label-${returnNumber}.pdf`
