/** Cents a shop's prices end with: …,00, …,90 and …,95. */
export const PRICE_ENDINGS = [0, 90, 95] as const

/** True when a price in euros ends like a shop's price (…,00 / …,90 / …,95). */
export function hasShopEnding(price: number): boolean {
  const cents = Math.round(price * 100) % 100
  return (PRICE_ENDINGS as readonly number[]).includes(cents)
}

/**
 * The highest shop price (ending …,00 / …,90 / …,95) not above `limit` euros, so a discount
 * snapped to such an ending is never smaller than the one computed; at least 0,90.
 */
export function shopPriceAtMost(limit: number): number {
  const limitCents = Math.floor(limit * 100 + 1e-6)
  const euros = Math.floor(limitCents / 100)
  const candidates = [euros, euros - 1].flatMap((whole) =>
    PRICE_ENDINGS.map((ending) => whole * 100 + ending),
  )
  const best = Math.max(...candidates.filter((cents) => cents <= limitCents && cents > 0))
  return Number.isFinite(best) ? best / 100 : 0.9
}

/** The highest shop price strictly below `price`: the next step down from a price. */
export function shopPriceBelow(price: number): number {
  return shopPriceAtMost(price - 0.01)
}
