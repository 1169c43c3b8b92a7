import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { encodeUid } from '../../../../domain/cart/optionUids.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../../../../domain/catalog/configurableAttributes.ts'

const MAX_SKUS = 20
const MAX_SKU_LENGTH = 64

/** `skuLookup(skus)`: typed SKUs, in any case, resolved to what the cart takes (a variant: its parent and options). */
export const skuLookup: NonNullable<QueryResolvers['skuLookup']> = async (_, { skus }, context) => {
  const typed = skus.slice(0, MAX_SKUS).filter((sku) => sku.trim().length > 0 && sku.length <= MAX_SKU_LENGTH)
  if (typed.length === 0) return []
  const wanted = [...new Set(typed.map((sku) => sku.trim().toUpperCase()))]
  const rows = await context.db
    .selectFrom('product')
    .select(['sku', 'parent_sku', 'colour', 'size'])
    .where((eb) => eb(eb.fn('upper', ['sku']), 'in', wanted))
    .execute()
  const catalogue = await context.loaders.attributes()
  const found = await Promise.all(
    rows.map(async (row) => {
      // The product loader answers only what the store sells.
      const sellable = await context.loaders.product.load(row.parent_sku ?? row.sku)
      if (!sellable) return null
      const options = row.parent_sku
        ? CONFIGURABLE_ATTRIBUTES.flatMap(({ code, column }) => {
            const value = row[column]
            const id = catalogue.attributes.get(code)?.id
            return value !== null && id !== undefined ? [encodeUid('configurable', id, value)] : []
          })
        : []
      return { upper: row.sku.toUpperCase(), sku: sellable.sku, selected_options: options }
    }),
  )
  return typed.flatMap((sku) => {
    const match = found.find((candidate) => candidate?.upper === sku.trim().toUpperCase())
    return match ? [{ typed: sku, sku: match.sku, selected_options: match.selected_options }] : []
  })
}
