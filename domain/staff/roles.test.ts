import { describe, expect, it } from 'vitest'
import { CUSTOMER_SERVICE_REFUND_LIMIT_CENTS } from '../../config/backOffice.ts'
import { can, canRefund, isStaffRole, refundLimitCents, STAFF_ACTIONS, STAFF_ROLES } from './roles.ts'

// Written out cell by cell (Y allowed, - refused), not derived from the module it checks.
const EXPECTED = `
action              owner  customer_service  warehouse  merchandiser
orders.view         Y      Y                 Y          -
orders.ship         Y      -                 Y          -
orders.cancel       Y      Y                 -          -
orders.refund       Y      Y                 -          -
orders.comment      Y      Y                 Y          -
returns.manage      Y      Y                 -          -
returns.receive     Y      Y                 Y          -
withdrawals.manage  Y      Y                 -          -
reviews.moderate    Y      Y                 -          -
customers.view      Y      Y                 -          -
customers.manage    Y      Y                 -          -
storecredit.adjust  Y      Y                 -          -
stock.view          Y      -                 Y          Y
stock.set           Y      -                 Y          -
emails.view         Y      Y                 -          -
staff.manage        Y      -                 -          -
audit.view          Y      -                 -          -
catalogue.view      Y      -                 -          Y
catalogue.edit      Y      -                 -          Y
promotions.view     Y      -                 -          Y
promotions.edit     Y      -                 -          Y
giftcards.view      Y      Y                 -          Y
giftcards.edit      Y      Y                 -          -
settings.edit       Y      -                 -          -
content.view        Y      -                 -          Y
content.edit        Y      -                 -          Y
shipping.edit       Y      -                 -          Y
`

const [header, ...rows] = EXPECTED.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
const roles = header!.slice(1)

describe('the role matrix', () => {
  it('names every role and every action of the module, none more', () => {
    expect(roles).toEqual([...STAFF_ROLES])
    expect(rows.map(([action]) => action)).toEqual([...STAFF_ACTIONS])
  })

  for (const [action, ...cells] of rows)
    for (const [index, role] of roles.entries())
      it(`${role} ${cells[index] === 'Y' ? 'may' : 'may not'} ${action}`, () => {
        if (!isStaffRole(role!)) throw new Error(`unknown role ${role}`)
        expect(can(role, action as (typeof STAFF_ACTIONS)[number])).toBe(cells[index] === 'Y')
      })
})

describe('refund limits', () => {
  it('lets the owner refund any amount, customer service up to the configured limit, the warehouse nothing', () => {
    expect(refundLimitCents('owner')).toBeNull()
    expect(canRefund('owner', 10_000_000)).toBe(true)
    expect(refundLimitCents('customer_service')).toBe(CUSTOMER_SERVICE_REFUND_LIMIT_CENTS)
    expect(canRefund('customer_service', CUSTOMER_SERVICE_REFUND_LIMIT_CENTS)).toBe(true)
    expect(canRefund('customer_service', CUSTOMER_SERVICE_REFUND_LIMIT_CENTS + 1)).toBe(false)
    expect(refundLimitCents('warehouse')).toBe(0)
    expect(canRefund('warehouse', 1)).toBe(false)
    expect(refundLimitCents('merchandiser')).toBe(0)
  })
})
