import { roundCents, type Cents } from './money.ts'

/** A VAT rate in percent (20 for France's standard rate, 0 for children's wear in the UK). */
export interface TaxRate {
  percent: number
}

/** The price multiplier of a tax rate (gross = net × multiplier): 1.19 for 19 %. */
export function multiplierOfRate(rate: TaxRate): number {
  return (100 + rate.percent) / 100
}

/** The net amount of a gross (tax-inclusive) amount, rounded once to the cent. */
export function netOfGross(gross: Cents, rate: TaxRate): Cents {
  return roundCents((gross * 100) / (100 + rate.percent))
}

/** The gross (tax-inclusive) amount of a net amount, rounded once to the cent. */
export function grossOfNet(net: Cents, rate: TaxRate): Cents {
  return roundCents((net * (100 + rate.percent)) / 100)
}

/** A gross amount split into net and tax: rounded once, so net + tax is the gross to the cent. */
export function splitGross(gross: Cents, rate: TaxRate): { net: Cents; tax: Cents } {
  const net = netOfGross(gross, rate)
  return { net, tax: gross - net }
}
