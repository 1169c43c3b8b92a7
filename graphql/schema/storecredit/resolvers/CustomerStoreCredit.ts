import type { CustomerStoreCreditResolvers } from '../../generated/resolverTypes.ts'
import { fromCents } from '../../../../pricing/index.ts'
import { badUserInput } from '../../../../domain/errors.ts'
import { storeCreditBalance, storeCreditHistory } from '../../../../domain/storecredit/storeCredit.ts'
import type { StoreCreditReason } from '../../../../db/tables.ts'
import { isFeatureActive } from '../../shop/resolvers/Query.isFeatureActive.ts'

const MAX_PAGE_SIZE = 100

/** Magento's `action` words for the reasons of the ledger. */
const ACTIONS: Record<StoreCreditReason, string> = {
  refund: 'Refunded',
  adjustment: 'Updated',
  order_debit: 'Used',
}

/** Fields of a customer's store credit, read from the ledger. */
export const CustomerStoreCredit: CustomerStoreCreditResolvers = {
  // Spending credit at checkout is switched by the `store_credit` feature flag; the balance shows either way.
  enabled: (_, __, context) => isFeatureActive(null, { name: 'store_credit' }, context),
  current_balance: async ({ customerId, currency }, _, context) => ({
    value: fromCents(await storeCreditBalance(context.db, customerId)),
    currency,
  }),
  balance_history: async ({ customerId, currency }, { pageSize, currentPage }, context) => {
    const size = pageSize ?? 20
    const page = currentPage ?? 1
    if (size < 1 || size > MAX_PAGE_SIZE || page < 1)
      throw badUserInput(`pageSize must be 1 to ${MAX_PAGE_SIZE} and currentPage at least 1`)
    const { items, totalCount } = await storeCreditHistory(context.db, customerId, {
      pageSize: size,
      currentPage: page,
    })
    return {
      total_count: totalCount,
      items: items.map((item) => ({
        action: ACTIONS[item.reason],
        actual_balance: { value: fromCents(item.balanceAfterCents), currency },
        balance_change: { value: fromCents(item.amountCents), currency },
        date_time_changed: item.createdAt.toISOString(),
      })),
    }
  },
}
