import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from './formatMoney.ts'

/** A money amount as the shop API returns it (amount and currency). */
export interface MoneyValue {
  amount: number
  currency: string
}

/** An amount formatted in the store's locale (`12,90 €`, `€12.90`). */
export function Price({ value, className }: { value: MoneyValue; className?: string }) {
  const { store } = useShop()
  return <span className={className}>{formatMoney(value.amount, value.currency, store.locale)}</span>
}
