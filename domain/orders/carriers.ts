/**
 * The carriers the shop sends parcels with, and the public page where a shopper follows a
 * parcel (`{number}` is replaced by the tracking number). Names are brands: never translated.
 */
export const CARRIERS = {
  colissimo: {
    title: 'Colissimo',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  },
  mondial_relay: {
    title: 'Mondial Relay',
    trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={number}',
  },
  dhl: {
    title: 'DHL',
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}&submit=1',
  },
  gls: { title: 'GLS', trackingUrl: 'https://gls-group.com/EU/en/parcel-tracking?match={number}' },
  brt: { title: 'BRT', trackingUrl: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz={number}' },
  poste_italiane: {
    title: 'Poste Italiane',
    trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{number}',
  },
} as const satisfies Record<string, { title: string; trackingUrl: string }>

/** A carrier's code. */
export type CarrierCode = keyof typeof CARRIERS

// Carriers' numbers are letters, digits and dashes; anything else is a typing mistake.
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/

/** Whether a code names a carrier of the table. */
export function isCarrierCode(code: string): code is CarrierCode {
  return Object.hasOwn(CARRIERS, code)
}

/** Whether a tracking number has a carrier's shape (4 to 40 letters, digits or dashes). */
export function isTrackingNumber(number: string): boolean {
  return TRACKING_NUMBER.test(number)
}

/** The carrier's public tracking page of a parcel; null for a carrier not (or no longer) in the table. */
export function trackingUrlOf(carrierCode: string, trackingNumber: string): string | null {
  return isCarrierCode(carrierCode)
    ? CARRIERS[carrierCode].trackingUrl.replace('{number}', encodeURIComponent(trackingNumber))
    : null
}

/** The carrier's name as shoppers know it; the code itself for one not in the table. */
export function carrierTitleOf(carrierCode: string): string {
  return isCarrierCode(carrierCode) ? CARRIERS[carrierCode].title : carrierCode
}
