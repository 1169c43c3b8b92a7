import type { LabelLanguage } from './stores.ts'

/** Text per language. */
type LocalizedText = Record<LabelLanguage, string>

/** The two ways an order travels: home delivery and parcel pickup. */
export type ShippingMethodCode = 'home' | 'pickup'

/** Standard delivery is free from this order amount (euros, incl. VAT) in every destination. */
export const FREE_DELIVERY_FROM = 49

/** A delivery option to a group of countries: carrier, price in euros and delay in working days. */
export interface ShippingRate {
  /** Two-letter codes of the countries it serves, and the checkout's shipping methods it carries. */
  countries: readonly string[]
  methods: readonly ShippingMethodCode[]
  destination: LocalizedText
  carrier: LocalizedText
  price: number
  days: readonly [number, number]
}

/** Where we deliver, with whom, at what price and how fast (the delivery page and the terms agree on it). */
export const SHIPPING_RATES: readonly ShippingRate[] = [
  {
    countries: ['FR'],
    methods: ['home'],
    destination: {
      fr: 'France métropolitaine',
      de: 'Frankreich (Festland und Korsika)',
      en: 'Mainland France and Corsica',
      it: 'Francia metropolitana',
    },
    carrier: {
      fr: 'Colissimo, à domicile',
      de: 'Colissimo, an die Haustür',
      en: 'Colissimo, to your door',
      it: 'Colissimo, a domicilio',
    },
    price: 4.9,
    days: [2, 3],
  },
  {
    countries: ['FR'],
    methods: ['pickup'],
    destination: {
      fr: 'France métropolitaine',
      de: 'Frankreich (Festland und Korsika)',
      en: 'Mainland France and Corsica',
      it: 'Francia metropolitana',
    },
    carrier: {
      fr: 'Mondial Relay, en point relais',
      de: 'Mondial Relay, in einen Paketshop',
      en: 'Mondial Relay, to a pickup point',
      it: 'Mondial Relay, in un punto di ritiro',
    },
    price: 3.9,
    days: [3, 5],
  },
  {
    countries: ['BE', 'LU'],
    methods: ['home'],
    destination: {
      fr: 'Belgique, Luxembourg',
      de: 'Belgien, Luxemburg',
      en: 'Belgium, Luxembourg',
      it: 'Belgio, Lussemburgo',
    },
    carrier: {
      fr: 'Colissimo, à domicile',
      de: 'Colissimo, an die Haustür',
      en: 'Colissimo, to your door',
      it: 'Colissimo, a domicilio',
    },
    price: 6.9,
    days: [3, 5],
  },
  {
    countries: ['DE', 'AT'],
    methods: ['home', 'pickup'],
    destination: {
      fr: 'Allemagne, Autriche',
      de: 'Deutschland, Österreich',
      en: 'Germany, Austria',
      it: 'Germania, Austria',
    },
    carrier: {
      fr: 'DHL, à domicile ou en Packstation',
      de: 'DHL, an die Haustür oder an eine Packstation',
      en: 'DHL, to your door or a Packstation',
      it: 'DHL, a domicilio o in una Packstation',
    },
    price: 6.9,
    days: [3, 5],
  },
  {
    countries: ['IT'],
    methods: ['home'],
    destination: { fr: 'Italie', de: 'Italien', en: 'Italy', it: 'Italia' },
    carrier: {
      fr: 'GLS, à domicile',
      de: 'GLS, an die Haustür',
      en: 'GLS, to your door',
      it: 'GLS, a domicilio',
    },
    price: 7.9,
    days: [4, 6],
  },
  {
    countries: ['IT'],
    methods: ['pickup'],
    destination: { fr: 'Italie', de: 'Italien', en: 'Italy', it: 'Italia' },
    carrier: {
      fr: 'BRT, en point relais Fermopoint',
      de: 'BRT, in einen Fermopoint-Paketshop',
      en: 'BRT, to a Fermopoint pickup point',
      it: 'BRT, in un punto di ritiro Fermopoint',
    },
    price: 5.9,
    days: [4, 6],
  },
  {
    countries: ['GB'],
    methods: ['home'],
    destination: { fr: 'Royaume-Uni', de: 'Vereinigtes Königreich', en: 'United Kingdom', it: 'Regno Unito' },
    carrier: {
      fr: 'DHL Express, à domicile',
      de: 'DHL Express, an die Haustür',
      en: 'DHL Express, to your door',
      it: 'DHL Express, a domicilio',
    },
    price: 12.9,
    days: [3, 5],
  },
  {
    countries: ['GB'],
    methods: ['pickup'],
    destination: { fr: 'Royaume-Uni', de: 'Vereinigtes Königreich', en: 'United Kingdom', it: 'Regno Unito' },
    carrier: {
      fr: 'DHL, en point relais DHL ServicePoint',
      de: 'DHL, an einen DHL ServicePoint',
      en: 'DHL, to a DHL ServicePoint pickup point',
      it: 'DHL, in un punto di ritiro DHL ServicePoint',
    },
    price: 9.9,
    days: [3, 5],
  },
]

const DAYS: Record<LabelLanguage, (from: number, to: number) => string> = {
  fr: (from, to) => `${from} à ${to} jours ouvrés`,
  de: (from, to) => `${from} bis ${to} Werktage`,
  en: (from, to) => `${from} to ${to} working days`,
  it: (from, to) => `${from}-${to} giorni lavorativi`,
}

/** A delivery delay in working days, written for `language`. */
export function workingDays(days: readonly [number, number], language: LabelLanguage): string {
  return DAYS[language](days[0], days[1])
}

/**
 * The delivery time of a shipping method to a country, in working days from dispatch: the
 * delivery page's table is its only source (checkout and product pages read it here).
 */
export function deliveryDays(
  countryCode: string,
  method: ShippingMethodCode,
): readonly [number, number] | null {
  return (
    SHIPPING_RATES.find((rate) => rate.countries.includes(countryCode) && rate.methods.includes(method))
      ?.days ?? null
  )
}
