import { describe, expect, it } from 'vitest'
import { pdfText } from '../../tests/helpers/pdfText.ts'
import { renderReturnLabelPdf, returnTrackingNumber } from './returnLabelPdf.ts'

const LABEL = {
  returnNumber: 'RMA-000042',
  orderNumber: '000000123',
  sender: {
    name: 'Léa Martin',
    address: {
      streetAddress: ['4 rue de la République'],
      postalCode: '69002',
      locality: 'Lyon',
      country: 'FR',
    },
  },
  recipient: {
    name: 'Pantoufle & Co SAS',
    address: {
      streetAddress: ['14 rue des Tisserands'],
      postalCode: '88400',
      locality: 'Gérardmer',
      country: 'FR',
    },
  },
  trackingNumber: returnTrackingNumber('RMA-000042'),
}

describe('prepaid return label', () => {
  it('gives each return its own tracking number of the offline carrier, with a check digit', () => {
    expect(returnTrackingNumber('RMA-000042')).toMatch(/^PCR\d{10}FR$/)
    expect(returnTrackingNumber('RMA-000042')).not.toBe(returnTrackingNumber('RMA-000043'))
    expect(returnTrackingNumber('RMA-000042')).toBe(returnTrackingNumber('RMA-000042'))
  })

  it.each([
    { locale: 'fr-FR' as const, title: 'Étiquette de retour prépayée', tracking: 'Numéro de suivi' },
    { locale: 'de-DE' as const, title: 'Frankiertes Rücksendeetikett', tracking: 'Sendungsnummer' },
  ])(
    '$locale: the PDF names the return, the order, both addresses and the tracking number under its barcode',
    async ({ locale, title, tracking }) => {
      const text = await pdfText(await renderReturnLabelPdf(LABEL, locale))
      expect(text).toContain(title)
      expect(text).toContain('RMA-000042')
      expect(text).toContain('000000123')
      expect(text).toContain('Léa Martin')
      expect(text).toContain('69002 Lyon')
      expect(text).toContain('Pantoufle & Co SAS')
      expect(text).toContain('88400 Gérardmer')
      expect(text).toContain(`${tracking} ${LABEL.trackingNumber}`)
    },
  )
})
