import { expect } from 'vitest'

// What a tax inspector looks for (VAT Directive art. 226), in each store's words.
export const WORDS = {
  '/fr': {
    locale: 'fr-FR',
    invoice: 'Facture',
    memo: 'Avoir',
    issued: 'Date de facture',
    supplied: 'Date de la vente',
    corrects: 'Rectifie la facture',
    vatId: 'Numéro de TVA',
    unit: 'Prix unitaire HT',
    discount: 'Remise HT',
    rate: 'Taux de TVA',
    net: 'Montant HT',
    summary: 'Récapitulatif de la TVA',
    totalNet: 'Total HT',
    totalTax: 'Total TVA',
    totalGross: 'Total TTC',
    refunded: 'Total remboursé',
    shipping: 'Livraison',
  },
  '/de': {
    locale: 'de-DE',
    invoice: 'Rechnung',
    memo: 'Gutschrift',
    issued: 'Rechnungsdatum',
    supplied: 'Leistungsdatum',
    corrects: 'Korrektur zur Rechnung',
    vatId: 'USt-IdNr.',
    unit: 'Einzelpreis ohne MwSt.',
    discount: 'Rabatt netto',
    rate: 'MwSt.-Satz',
    net: 'Betrag netto',
    summary: 'MwSt. nach Steuersätzen',
    totalNet: 'Summe netto',
    totalTax: 'Summe MwSt.',
    totalGross: 'Gesamt inkl. MwSt.',
    refunded: 'Erstattet insgesamt',
    shipping: 'Versand',
  },
  '/en': {
    locale: 'en-GB',
    invoice: 'Invoice',
    memo: 'Credit memo',
    issued: 'Invoice date',
    supplied: 'Date of supply',
    corrects: 'Corrects invoice',
    vatId: 'VAT number',
    unit: 'Unit price excl. VAT',
    discount: 'Discount excl. VAT',
    rate: 'VAT rate',
    net: 'Amount excl. VAT',
    summary: 'VAT summary',
    totalNet: 'Total excl. VAT',
    totalTax: 'Total VAT',
    totalGross: 'Total incl. VAT',
    refunded: 'Total refunded',
    shipping: 'Delivery',
  },
  '/it': {
    locale: 'it-IT',
    invoice: 'Fattura',
    memo: 'Nota di credito',
    issued: 'Data della fattura',
    supplied: 'Data dell’operazione',
    corrects: 'Rettifica la fattura',
    vatId: 'Partita IVA',
    unit: 'Prezzo unitario IVA escl.',
    discount: 'Sconto imponibile',
    rate: 'Aliquota IVA',
    net: 'Importo imponibile',
    summary: 'Riepilogo IVA',
    totalNet: 'Totale imponibile',
    totalTax: 'Totale IVA',
    totalGross: 'Totale IVA incl.',
    refunded: 'Totale rimborsato',
    shipping: 'Spedizione',
  },
} as const
export type StorePath = keyof typeof WORDS

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Amounts as the store prints them (12,50 € / €12.50, a minus for a discount), as a pattern and
 * back to cents; unit prices excluding VAT may carry four decimals (4,1667 €), back to cents with
 * their fraction.
 */
export function moneyOf(locale: string) {
  const withDecimals = (decimals: string) =>
    locale === 'en-GB'
      ? `[-−]?€\\d{1,3}(?:,\\d{3})*\\.\\d${decimals}`
      : `[-−]?\\d{1,3}(?:[. ]\\d{3})*,\\d${decimals} €`
  const pattern = withDecimals('{2}')
  const unitPattern = withDecimals('{2,4}')
  const cents = (text: string) => {
    const [units = '', fraction = ''] = text.replace(/[^\d.,]/g, '').split(locale === 'en-GB' ? '.' : ',')
    return (
      ((/^[-−]/.test(text) ? -1 : 1) *
        Math.round(Number(`${units.replace(/[^\d]/g, '')}.${fraction}`) * 10_000)) /
      100
    )
  }
  return { pattern, unitPattern, cents }
}

/**
 * Reads a document's table, VAT summary and totals back from its text and checks that they add
 * up as printed: every line quantity × unit price − discount = amount, the summary's taxable
 * amounts are the lines' per rate and each rate's VAT + taxable amount = its total, and the
 * totals excluding VAT + VAT = including VAT. Answers the number of lines, their rates, the VAT
 * summary (rate, taxable amount and VAT per rate, highest first) and the total including VAT, in cents.
 */
export function checkAddsUp(
  text: string,
  store: StorePath,
): {
  lines: number
  rates: number[]
  vat: { percent: number; net: number; tax: number }[]
  totalGross: number
} {
  const words = WORDS[store]
  const { pattern: money, unitPattern, cents } = moneyOf(words.locale)
  const percent = '(\\d+(?:[.,]\\d+)?) ?%'
  const [table, rest] = text.split(words.summary)
  expect(rest, 'a VAT summary').toBeDefined()
  const lineRows = [
    ...table!.matchAll(
      new RegExp(`(?<![\\d.,])(\\d+) (${unitPattern}) (–|${money}) ${percent} (${money})`, 'g'),
    ),
  ]
  expect(lineRows.length).toBeGreaterThan(0)
  const netPerRate = new Map<number, number>()
  for (const [, quantity, unit, discount, rate, net] of lineRows) {
    const discountCents = discount === '–' ? 0 : -cents(discount!)
    expect(
      Math.round(Number(quantity) * cents(unit!)) - discountCents,
      `${quantity} × ${unit} − ${discount} = ${net}`,
    ).toBe(cents(net!))
    const ratePercent = Number(rate!.replace(',', '.'))
    netPerRate.set(ratePercent, (netPerRate.get(ratePercent) ?? 0) + cents(net!))
  }
  const summaryRows = [...rest!.matchAll(new RegExp(`${percent} (${money}) (${money}) (${money})`, 'g'))]
  expect(summaryRows.map(([, rate]) => Number(rate!.replace(',', '.'))).sort()).toEqual(
    [...netPerRate.keys()].sort(),
  )
  for (const [, rate, net, tax, gross] of summaryRows) {
    expect(cents(net!)).toBe(netPerRate.get(Number(rate!.replace(',', '.'))))
    expect(cents(net!) + cents(tax!), `${rate}: ${net} + ${tax} = ${gross}`).toBe(cents(gross!))
  }
  const total = (label: string) => {
    const found = rest!.match(new RegExp(`${escape(label)} (${money})`))
    expect(found, label).not.toBeNull()
    return cents(found![1]!)
  }
  const [totalNet, totalTax, totalGross] = [
    total(words.totalNet),
    total(words.totalTax),
    total(words.totalGross),
  ]
  expect(totalNet).toBe(summaryRows.reduce((sum, [, , net]) => sum + cents(net!), 0))
  expect(totalTax).toBe(summaryRows.reduce((sum, [, , , tax]) => sum + cents(tax!), 0))
  expect(totalNet + totalTax).toBe(totalGross)
  const vat = summaryRows.map(([, rate, net, tax]) => ({
    percent: Number(rate!.replace(',', '.')),
    net: cents(net!),
    tax: cents(tax!),
  }))
  return { lines: lineRows.length, rates: [...netPerRate.keys()], vat, totalGross }
}

/** The seller's identity (art. 226 (5)): name, registered office, VAT number. */
export function expectSeller(text: string) {
  expect(text).toContain('Pantoufle & Co SAS')
  expect(text).toContain('14 rue des Tisserands')
  expect(text).toContain('88400 Gérardmer')
  expect(text).toContain('FR65912345675')
}
