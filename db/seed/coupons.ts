import type { Insertable } from 'kysely'
import type { CouponTable } from '../tables.ts'

const EVERY_STORE = ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']

/**
 * Demo coupons, one per rule a coupon can have: a percentage for new customers, a fixed
 * amount from a minimum subtotal, one of the French store only, an expired one, one not yet
 * valid and a single-use one.
 */
export function buildCoupons(): Insertable<CouponTable>[] {
  return [
    {
      code: 'WELCOME10',
      store_keys: EVERY_STORE,
      discount_type: 'percent',
      discount_amount: 10,
      usage_limit_per_customer: 1,
    },
    {
      code: 'SOCKS5',
      store_keys: EVERY_STORE,
      discount_type: 'fixed',
      discount_amount: 5,
      minimum_subtotal: 30,
    },
    {
      code: 'BIENVENUE15',
      store_keys: ['b2c_fr'],
      discount_type: 'percent',
      discount_amount: 15,
      usage_limit_per_customer: 1,
    },
    {
      code: 'WINTER2024',
      store_keys: EVERY_STORE,
      discount_type: 'percent',
      discount_amount: 20,
      starts_at: '2024-11-01T00:00:00Z',
      ends_at: '2025-02-28T23:59:59Z',
    },
    {
      code: 'SUMMER2099',
      store_keys: EVERY_STORE,
      discount_type: 'percent',
      discount_amount: 20,
      starts_at: '2099-06-01T00:00:00Z',
    },
    { code: 'ONEGIFT', store_keys: EVERY_STORE, discount_type: 'fixed', discount_amount: 10, usage_limit: 1 },
  ]
}
