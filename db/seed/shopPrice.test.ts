import { describe, expect, it } from 'vitest'
import { hasShopEnding, shopPriceAtMost, shopPriceBelow } from './shopPrice.ts'

describe('shop prices', () => {
  it('snaps a computed price down to the nearest …,00, …,90 or …,95', () => {
    expect(shopPriceAtMost(41.93)).toBe(41.9)
    expect(shopPriceAtMost(41.97)).toBe(41.95)
    expect(shopPriceAtMost(41.5)).toBe(41)
    expect(shopPriceAtMost(41.89)).toBe(41)
    expect(shopPriceAtMost(41)).toBe(41)
    expect(shopPriceAtMost(19.9 * 0.7)).toBe(13.9)
  })

  it('steps down strictly below a shop price', () => {
    expect(shopPriceBelow(12)).toBe(11.95)
    expect(shopPriceBelow(11.95)).toBe(11.9)
    expect(shopPriceBelow(11.9)).toBe(11)
  })

  it('recognises shop endings to the cent', () => {
    expect([19.9, 19.95, 19, 7.9].every(hasShopEnding)).toBe(true)
    expect([19.99, 13.93, 0.5].some(hasShopEnding)).toBe(false)
  })
})
