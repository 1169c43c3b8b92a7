/** An amount of money in minor units (euro cents): always an integer. */
export type Cents = number

/**
 * Cents of a decimal amount as the database (numeric(12,2), read as text) or the API (a
 * float of euros) gives it. Decimal text is read digit by digit, so no binary float rounding
 * can move a cent.
 */
export function toCents(amount: number | string): Cents {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`)
  const [, sign, whole = '', fraction = ''] = match
  const cents =
    Number(whole || '0') * 100 +
    Number(fraction.padEnd(3, '0').slice(0, 2)) +
    (Number(fraction[2] ?? '0') >= 5 ? 1 : 0)
  return sign === '-' && cents !== 0 ? -cents : cents
}

/** The decimal amount of cents (euros), as the API and the database take it. */
export function fromCents(cents: Cents): number {
  return cents / 100
}

/**
 * Rounds a fractional number of cents to a whole cent, halves away from zero (the
 * commercial rounding shoppers and tax offices expect).
 */
export function roundCents(value: number): Cents {
  const rounded = Math.round(Math.abs(value))
  return value < 0 ? -rounded : rounded
}

/** `percent` % of an amount, rounded once to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundCents((cents * percent) / 100)
}

/**
 * Splits an amount over parts in proportion to their weights, so that the shares add up to
 * the amount exactly (largest remainders get the leftover cents). Used to spread an order
 * discount over its lines.
 */
export function allocate(cents: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (weights.length === 0) return []
  if (total <= 0) return weights.map((_, index) => (index === 0 ? cents : 0))
  const exact = weights.map((weight) => (cents * weight) / total)
  const shares = exact.map((share) => Math.trunc(share))
  let left = cents - shares.reduce((sum, share) => sum + share, 0)
  const order = exact
    .map((share, index) => ({ index, rest: Math.abs(share - Math.trunc(share)) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  const step = Math.sign(left)
  for (let position = 0; left !== 0; position = (position + 1) % order.length) {
    const index = (order[position] as { index: number }).index
    shares[index] = (shares[index] as number) + step
    left -= step
  }
  return shares
}
