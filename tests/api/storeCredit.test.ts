import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { creditStoreCredit, debitStoreCredit } from '../../domain/storecredit/storeCredit.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

const STORE_CREDIT = `{ me { id storeCredit { amount currency } store_credit { enabled current_balance { value currency }
  balance_history(pageSize: 10) { total_count items { action actual_balance { value currency } balance_change { value currency } date_time_changed } } } } }`

async function signedInCustomer(email: string) {
  const agent = createGraphqlAgent(app)
  const registered = await registerCustomer(agent, { email })
  expect(registered.success).toBe(true)
  return { agent, customerId: Number(registered.customer!.id) }
}

describe('store credit of the signed-in customer (me.store_credit)', () => {
  it('shows the balance and the history of the ledger, newest first', async () => {
    const { agent, customerId } = await signedInCustomer('credit-owner@example.org')
    await creditStoreCredit(app.shopDatabase.db, {
      customerId,
      amountCents: 3490,
      reason: 'refund',
      reference: 'RMA-1',
    })
    await debitStoreCredit(app.shopDatabase.db, { customerId, amountCents: 1000, reference: 'order-7' })
    const me = (await agent.query(STORE_CREDIT, {}, { store: '/de' })).data?.me
    expect(me.storeCredit).toEqual({ amount: 24.9, currency: 'EUR' })
    expect(me.store_credit.current_balance).toEqual({ value: 24.9, currency: 'EUR' })
    expect(me.store_credit.enabled).toBe(false)
    expect(me.store_credit.balance_history.total_count).toBe(2)
    expect(
      me.store_credit.balance_history.items.map(
        (item: { action: string; balance_change: { value: number }; actual_balance: { value: number } }) => [
          item.action,
          item.balance_change.value,
          item.actual_balance.value,
        ],
      ),
    ).toEqual([
      ['Used', -10, 24.9],
      ['Refunded', 34.9, 34.9],
    ])
    expect(Date.parse(me.store_credit.balance_history.items[0].date_time_changed)).not.toBeNaN()
  })

  it('never shows a customer the credit of another (no id to ask for, the session decides)', async () => {
    const owner = await signedInCustomer('credit-rich@example.org')
    const other = await signedInCustomer('credit-curious@example.org')
    await creditStoreCredit(app.shopDatabase.db, {
      customerId: owner.customerId,
      amountCents: 9900,
      reason: 'adjustment',
      reference: 'goodwill',
    })
    const seen = (await other.agent.query(STORE_CREDIT)).data?.me
    expect(seen.id).toBe(String(other.customerId))
    expect(seen.store_credit.current_balance.value).toBe(0)
    expect(seen.store_credit.balance_history).toEqual({ total_count: 0, items: [] })
    expect((await owner.agent.query(STORE_CREDIT)).data?.me.store_credit.current_balance.value).toBe(99)
  })

  it('shows nothing to an anonymous shopper', async () => {
    const response = await createGraphqlAgent(app).query(STORE_CREDIT)
    expect(response.data).toEqual({ me: null })
  })
})
