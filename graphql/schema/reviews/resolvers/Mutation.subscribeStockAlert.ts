import type { ShopContext } from '../../context.ts'
import { failed, succeeded } from '../../mutationResult.ts'

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/

/** `subscribeStockAlert(sku, email)`: records the wish to hear when the product is back. */
export async function subscribeStockAlert(_: unknown, args: { sku: string; email: string }, context: ShopContext) {
  const email = args.email.trim().toLowerCase()
  if (!EMAIL.test(email)) return failed('INVALID_EMAIL', 'Please enter a valid e-mail address')
  const product = await context.loaders.product.load(args.sku)
  if (!product) return failed('PRODUCT_NOT_FOUND', 'This product does not exist')
  await context.db.insertInto('stock_alert').values({ sku: product.sku, email }).onConflict((conflict) => conflict.doNothing()).execute()
  return succeeded()
}
