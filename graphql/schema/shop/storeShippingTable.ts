import { loadShippingTable, type ShippingTable } from '../../../domain/shipping/shippingTable.ts'
import type { ShopContext } from '../context.ts'

/**
 * The shipping table for a resolver, reported in the answer's content metadata
 * (`shipping:rates`), so a change of the rates purges exactly the answers and pages that show
 * them (migration 0071).
 */
export async function storeShippingTable(context: ShopContext): Promise<ShippingTable> {
  const table = await loadShippingTable(context.db)
  context.contentMetadata.record('shipping', 'rates', {
    rates: table.rates,
    freeFrom: [...table.freeFrom],
    networks: table.networks,
  })
  return table
}
