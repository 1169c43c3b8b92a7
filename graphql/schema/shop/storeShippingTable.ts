import { loadShippingTable, type ShippingTable } from '../../../domain/shipping/shippingTable.ts'
import type { ShopContext } from '../context.ts'

/**
 * The shipping table for a resolver, reported in the answer's content metadata as
 * `shipping:rates` (a shop-wide rate, threshold or network purges it) and
 * `shipping:rates:<store key>` (a change of this store's own rate or threshold purges it), so a
 * change purges exactly the answers and pages that show it (migrations 0071 and 0087).
 */
export async function storeShippingTable(context: ShopContext): Promise<ShippingTable> {
  const table = await loadShippingTable(context.db)
  const shown = { rates: table.rates, freeFrom: [...table.freeFrom], networks: table.networks }
  context.contentMetadata.record('shipping', 'rates', shown)
  context.contentMetadata.record('shipping', `rates:${context.store.key}`, shown)
  return table
}
