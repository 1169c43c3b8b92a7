import { describe, expect, it } from 'vitest'
import { createRandom } from './random.ts'
import { buildCategoryTree } from './categories.ts'
import { generateProducts, type ProductRows } from './products.ts'
import { generateProductExtras } from './productExtras.ts'
import { generateMedia } from './media.ts'
import { isArtworkSubject } from '../../domain/media/renderArtwork.ts'

const altOf = (id: string) => {
  const row = generateMedia().find((media) => media.id === id)
  return JSON.parse(String(row?.alt)) as Record<string, string>
}

describe('seed media', () => {
  it('pictures every product, bundles as gift boxes, with artwork the app can draw', () => {
    const rows: ProductRows = { products: [], translations: [], categories: [], attributes: [] }
    const random = createRandom(3)
    const generated = generateProducts(random, buildCategoryTree().leaves, 200, rows)
    const { media } = generateProductExtras(random, generated, rows)
    const ids = new Set(media.map((row) => row.id))
    expect(rows.products.every((product) => product.image_id && ids.has(product.image_id))).toBe(true)
    const bundles = rows.products.filter((product) => product.type === 'bundle')
    expect(bundles.length).toBeGreaterThan(0)
    expect(bundles.every((bundle) => bundle.image_id === `giftbox-${bundle.colour}`)).toBe(true)
    expect(media.every((row) => isArtworkSubject(row.artwork.split('/')[0] ?? ''))).toBe(true)
    expect(ids.has('tshirt-red')).toBe(true)
    expect(new Set(media.map((row) => row.id)).size).toBe(media.length)
  })

  it('describes product pictures by kind and colour and banners by their scene, never as “banner”', () => {
    expect(altOf('mule-grey')).toEqual({
      fr: 'Mule gris',
      de: 'Pantolette grau',
      en: 'Grey mule',
      it: 'Ciabatta grigio',
    })
    expect(altOf('giftbox-red').en).toBe('Red gift box')
    const banners = generateMedia().filter((row) => row.id.startsWith('banner-'))
    expect(banners.length).toBeGreaterThanOrEqual(10)
    for (const banner of banners) {
      for (const alt of Object.values(JSON.parse(String(banner.alt)) as Record<string, string>))
        expect(alt).not.toMatch(/banner|bannière/i)
    }
    expect(altOf('banner-1')).toEqual({
      fr: 'Mule, chaussette et pull coloris rouge sur une étagère en bois',
      de: 'Pantolette, Socke und Pullover in Rot auf einem Holzregal',
      en: 'Mule, sock and jumper in red on a wooden shelf',
      it: 'Ciabatta, calza e maglione color rosso su una mensola di legno',
    })
  })
})
