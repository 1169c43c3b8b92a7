import { describe, expect, it } from 'vitest'
import { CARRIERS, carrierTitleOf, isCarrierCode, isTrackingNumber, trackingUrlOf } from './carriers.ts'

describe('carriers', () => {
  it('links every carrier to an https tracking page that carries the number', () => {
    for (const code of Object.keys(CARRIERS)) {
      const url = new URL(trackingUrlOf(code, 'AB123456789FR')!)
      expect(url.protocol).toBe('https:')
      expect(url.href).toContain('AB123456789FR')
    }
  })

  it('names the carrier and knows only the codes of its table', () => {
    expect(carrierTitleOf('mondial_relay')).toBe('Mondial Relay')
    expect(isCarrierCode('dhl')).toBe(true)
    expect(isCarrierCode('toString')).toBe(false)
    expect(trackingUrlOf('pigeon', '1234')).toBeNull()
  })

  it('accepts tracking numbers of letters, digits and dashes only', () => {
    expect(isTrackingNumber('6A12345678901')).toBe(true)
    expect(isTrackingNumber('JJD-0001-2345')).toBe(true)
    expect(isTrackingNumber('12')).toBe(false)
    expect(isTrackingNumber('123"><script>')).toBe(false)
    expect(isTrackingNumber('1234&x=1')).toBe(false)
  })
})
