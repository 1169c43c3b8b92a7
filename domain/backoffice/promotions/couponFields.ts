import { fromCents } from '../../../pricing/index.ts'
import { BATCH_PREFIX_PATTERN, COUPON_CODE_PATTERN, MAX_BATCH_SIZE } from './couponCodes.ts'

/** A coupon's form as staff typed it (the code is left out of a batch's). */
export interface CouponForm {
  code: string
  /** `percent` or `fixed`. */
  discountType: string
  /** A percentage (`10`, `12.5`) or a gross amount in euros (`5.00`). */
  amount: string
  /** Gross euros the goods must reach, blank for none. */
  minimum: string
  /** `YYYY-MM-DD`, blank for none: valid from that day's start, until the end of `endsOn` (UTC). */
  startsOn: string
  endsOn: string
  /** Whole numbers, blank for no limit. */
  usageLimit: string
  perCustomerLimit: string
  storeKeys: readonly string[]
  /** Categories it applies to; none: the whole cart. */
  categoryIds: readonly number[]
  enabled: boolean
}

/** Why a field was refused (each shown beside its field). */
export type CouponFieldError =
  | 'REQUIRED'
  | 'CODE_FORMAT'
  | 'CODE_TAKEN'
  | 'TYPE_UNKNOWN'
  | 'AMOUNT_FORMAT'
  | 'PERCENT_RANGE'
  | 'DATE_FORMAT'
  | 'DATES_ORDER'
  | 'LIMIT_FORMAT'
  | 'STORE_REQUIRED'
  | 'STORE_UNKNOWN'
  | 'CATEGORY_UNKNOWN'
  | 'PREFIX_FORMAT'
  | 'COUNT_RANGE'

/** Refused fields by form name (`code`, `amount`, `storeKeys` …). */
export type CouponFieldErrors = Partial<Record<string, CouponFieldError>>

/** A coupon's rules as stored (the columns of `coupon` but its code). */
export interface CouponRules {
  discount_type: 'percent' | 'fixed'
  discount_amount: number
  minimum_subtotal: number
  starts_at: Date | null
  ends_at: Date | null
  usage_limit: number | null
  usage_limit_per_customer: number | null
  store_keys: string[]
  enabled: boolean
}

/** Cents of a typed amount (`12.50`, `12,5`, `12`), positive, at most two decimals; null otherwise. */
export function centsOfAmount(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A coupon code as stored: trimmed, upper case. */
export function storedCouponCode(typed: string): string {
  return typed.trim().toUpperCase()
}

const DAY_MS = 24 * 60 * 60 * 1000

function dayOf(typed: string): Date | null | 'invalid' {
  const value = typed.trim()
  if (value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'invalid'
  const day = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? 'invalid' : day
}

function limitOf(typed: string): number | null | 'invalid' {
  const value = typed.trim()
  if (value === '') return null
  return /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : 'invalid'
}

/**
 * Checks a coupon's fields (all but the code's uniqueness, which needs the database) against
 * the shop's stores and categories: the rules to store, or each refused field.
 */
export function checkCouponRules(
  form: Omit<CouponForm, 'code'>,
  known: { storeKeys: readonly string[]; categoryIds: ReadonlySet<number> },
): { rules: CouponRules; errors: CouponFieldErrors } {
  const errors: CouponFieldErrors = {}
  const type = form.discountType === 'percent' || form.discountType === 'fixed' ? form.discountType : null
  if (!type) errors.discountType = 'TYPE_UNKNOWN'
  const cents = form.amount.trim() === '' ? null : centsOfAmount(form.amount)
  if (form.amount.trim() === '') errors.amount = 'REQUIRED'
  else if (cents === null || cents === 0) errors.amount = 'AMOUNT_FORMAT'
  else if (type === 'percent' && cents > 10_000) errors.amount = 'PERCENT_RANGE'
  const minimum = form.minimum.trim() === '' ? 0 : centsOfAmount(form.minimum)
  if (minimum === null) errors.minimum = 'AMOUNT_FORMAT'
  const starts = dayOf(form.startsOn)
  const ends = dayOf(form.endsOn)
  if (starts === 'invalid') errors.startsOn = 'DATE_FORMAT'
  if (ends === 'invalid') errors.endsOn = 'DATE_FORMAT'
  if (starts instanceof Date && ends instanceof Date && ends < starts) errors.endsOn = 'DATES_ORDER'
  const usageLimit = limitOf(form.usageLimit)
  const perCustomer = limitOf(form.perCustomerLimit)
  if (usageLimit === 'invalid') errors.usageLimit = 'LIMIT_FORMAT'
  if (perCustomer === 'invalid') errors.perCustomerLimit = 'LIMIT_FORMAT'
  if (form.storeKeys.length === 0) errors.storeKeys = 'STORE_REQUIRED'
  else if (form.storeKeys.some((key) => !known.storeKeys.includes(key))) errors.storeKeys = 'STORE_UNKNOWN'
  if (form.categoryIds.some((id) => !known.categoryIds.has(id))) errors.categoryIds = 'CATEGORY_UNKNOWN'
  return {
    rules: {
      discount_type: type ?? 'percent',
      discount_amount: fromCents(cents ?? 0),
      minimum_subtotal: fromCents(minimum ?? 0),
      starts_at: starts instanceof Date ? starts : null,
      // Valid through the whole last day.
      ends_at: ends instanceof Date ? new Date(ends.getTime() + DAY_MS - 1) : null,
      usage_limit: typeof usageLimit === 'number' ? usageLimit : null,
      usage_limit_per_customer: typeof perCustomer === 'number' ? perCustomer : null,
      store_keys: [...new Set(form.storeKeys)],
      enabled: form.enabled,
    },
    errors,
  }
}

/** The code's own check: its shape (uniqueness is the database's). */
export function checkCouponCode(typed: string): CouponFieldError | null {
  const code = storedCouponCode(typed)
  if (code === '') return 'REQUIRED'
  return COUPON_CODE_PATTERN.test(code) ? null : 'CODE_FORMAT'
}

/** A batch's prefix and size: each refused field. */
export function checkBatchFields(prefix: string, count: string): CouponFieldErrors {
  const errors: CouponFieldErrors = {}
  if (!BATCH_PREFIX_PATTERN.test(storedCouponCode(prefix))) errors.prefix = 'PREFIX_FORMAT'
  const size = Number(count.trim())
  if (!/^\d{1,5}$/.test(count.trim()) || size < 1 || size > MAX_BATCH_SIZE) errors.count = 'COUNT_RANGE'
  return errors
}
