import type { Selectable } from 'kysely'
import {
  couponDiscount,
  discountableSubtotal,
  goodsSubtotal,
  extraCostCents,
  fromCents,
  netOfGross,
  orderTotals,
  tierUnitPrice,
  toCents,
  unitPrice,
  type Cents,
  type ExtraCostRule,
} from '../../pricing/index.ts'
import type { CartItemTable } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import { CONFIGURABLE_ATTRIBUTES } from '../catalog/configurableAttributes.ts'
import { variantAsProduct, type ProductRow } from '../catalog/productRow.ts'
import { localized, localizedOrFallback } from '../catalog/productMappers.ts'
import type { BundleOptionRow, CustomOptionRow } from '../catalog/productLoaders.ts'
import { shopperText } from '../shopperText.ts'
import type { CartRow } from './cartAccess.ts'
import { ITEM_ERROR_MESSAGES, couponLabel, noticeMessage, taxLabel, vatRateText } from './cartMessages.ts'
import {
  giftCardSaleableQuantity,
  isUnstockedProduct,
  saleableQuantity,
  type StockLevel,
} from './cartStock.ts'
import { checkCoupon, couponRuleOf, scopeCouponLines, skusInCouponCategories } from './couponRules.ts'
import { encodeUid } from './optionUids.ts'
import { checkoutState } from '../checkout/checkoutState.ts'
import { destinationCountry, destinationVat } from '../checkout/destinationVat.ts'
import { giftCardItemView } from '../giftcards/giftCardItemView.ts'
import { isGiftCardAmountOffered } from '../giftcards/giftCardProduct.ts'
import { giftCardAmountsOf } from '../giftcards/giftCardProductLoader.ts'

type CartItemRow = Selectable<CartItemTable>

/** A priced line before it is shaped for the API. */
export interface PricedLine {
  row: CartItemRow
  product: ProductRow
  /** The chosen colour and size of a configurable product, as a product (its picture shows the colour). */
  configuredVariant: ProductRow | null
  unitPrice: Cents
  available: number
  /** A gift card's chosen amount the card no longer offers (the merchant changed its amounts): the line cannot be ordered. */
  amountWithdrawn?: true
  configurable_options: ReturnType<typeof configurableOptionsOf>
  customizable_options: ReturnType<typeof customizableOptionsOf>
  bundle_options: ReturnType<typeof bundleOptionsOf>
}

/**
 * A cart as the API answers it, every amount computed now from the catalogue with the
 * pricing module: unit price with the tier price of the line's quantity, custom option extra
 * costs and bundle pieces, or a gift card's chosen amount; discount of a coupon that still
 * applies, spread over the lines but gift cards; VAT of the destination country at each line's
 * tax class, rounded once per line (none on a gift card), the gross shelf price unchanged
 * (docs/vat.md). A cart of gift cards and downloadable products only is virtual: nothing in it is shipped.
 */
export async function cartView(context: DomainContext, cart: CartRow) {
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: context.store.currency })
  const text = (message: Parameters<typeof shopperText>[1]) => shopperText(context.store.locale, message)
  const rows = await context.db
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('id')
    .execute()
  const priced = (await Promise.all(rows.map((row) => priceLine(context, row)))).filter(
    (line): line is PricedLine => line !== null,
  )
  const isVirtual =
    priced.length > 0 &&
    priced.every((line) => line.row.giftcard !== null || line.product.type === 'downloadable')
  const vat = await destinationVat(
    context.db,
    destinationCountry(cart, isVirtual, context.store),
    context.store,
  )
  const rate = vat.standard
  const allLines = priced.map((line) => ({
    sku: line.row.sku,
    unitPrice: line.unitPrice,
    quantity: line.row.quantity,
    giftCard: line.row.giftcard !== null,
    rate: vat.rateOf(line.product.tax_class),
  }))
  // Coupons apply to the goods only: their minimum and their discount leave gift cards out.
  const couponSubtotal = goodsSubtotal(allLines)
  const customerId = cart.customer_id
  const coupon = cart.coupon_code
    ? await checkCoupon(context.db, cart.coupon_code, {
        storeKey: cart.store_key,
        customerId,
        subtotal: couponSubtotal,
        now: context.now,
      })
    : null
  const applied = coupon?.coupon && coupon.problem === null ? coupon.coupon : null
  // A coupon of categories discounts only their lines; its minimum counts every line of goods.
  const lines = applied
    ? scopeCouponLines(
        allLines,
        (line) => line.sku,
        await skusInCouponCategories(
          context.db,
          applied.code,
          allLines.map((line) => line.sku),
        ),
      )
    : allLines
  const discount = applied ? couponDiscount(couponRuleOf(applied), discountableSubtotal(lines)) : 0
  const totals = orderTotals(lines, { discount, rate })
  const {
    summary,
    prices: checkoutPrices,
    email: guestEmail,
    ...checkout
  } = await checkoutState(context, cart, { lines, isVirtual, discount, rate })
  const names = new Map(priced.map((line) => [line.product.sku, line.product.name]))
  const email =
    customerId === null
      ? guestEmail
      : ((
          await context.db
            .selectFrom('customer')
            .select('email')
            .where('id', '=', customerId)
            .executeTakeFirst()
        )?.email ?? null)
  return {
    ...checkout,
    /** For placeOrder and applyCouponToCart: the lines as priced, the coupon, the subtotal it applies to and the checkout's amounts (not part of the API). */
    checkout: { summary, priced, coupon: applied, couponSubtotal, discount },
    id: cart.id,
    email,
    is_virtual: isVirtual,
    total_quantity: priced.reduce((sum, line) => sum + line.row.quantity, 0),
    applied_coupons: applied ? [{ code: applied.code }] : [],
    notices: cart.notices.map((notice) => ({
      code: notice.code,
      sku: notice.sku,
      message: text(noticeMessage(notice, names.get(notice.sku) ?? notice.sku)),
    })),
    prices: {
      subtotal_including_tax: money(totals.subtotal),
      subtotal_excluding_tax: money(
        totals.lines.reduce((sum, line) => sum + netOfGross(line.rowTotal, { percent: line.percent }), 0),
      ),
      // One line per rate charged, shipping's share included; gift cards are outside VAT.
      applied_taxes: summary.totals.vat.map((part) => ({
        label: text(taxLabel(vatRateText(context.store.locale, part.percent))),
        amount: money(part.tax),
        rate: part.percent,
      })),
      discounts:
        applied && discount > 0 ? [{ label: text(couponLabel(applied.code)), amount: money(discount) }] : [],
      ...checkoutPrices,
    },
    items: priced.map((line, index) => {
      const lineTotals = totals.lines[index] ?? { rowTotal: 0, discount: 0, percent: 0 }
      const isAvailable = line.row.quantity <= line.available && !line.amountWithdrawn
      const shortage = line.amountWithdrawn
        ? text(ITEM_ERROR_MESSAGES.giftCardAmountWithdrawn)
        : isAvailable
          ? null
          : text(ITEM_ERROR_MESSAGES.insufficientStock(line.available))
      return {
        item_id: String(line.row.id),
        uid: encodeUid('cart-item', line.row.id),
        product: line.product,
        configured_variant: line.configuredVariant,
        quantity: line.row.quantity,
        prices: {
          price: money(line.unitPrice),
          row_total: money(netOfGross(lineTotals.rowTotal, { percent: lineTotals.percent })),
          row_total_including_tax: money(lineTotals.rowTotal),
          total_item_discount: money(lineTotals.discount),
          tax_percent: lineTotals.percent,
        },
        configurable_options: line.configurable_options,
        customizable_options: line.customizable_options,
        bundle_options: line.bundle_options,
        gift_card: line.row.giftcard ? giftCardItemView(line.row.giftcard, money) : null,
        is_available: isAvailable,
        available_quantity: line.available,
        not_available_message: shortage,
        errors: shortage
          ? [
              {
                code: line.amountWithdrawn ? ('UNDEFINED' as const) : ('ITEM_QTY' as const),
                message: shortage,
              },
            ]
          : [],
      }
    }),
  }
}

/** The cart as the API answers it. */
export type CartView = Awaited<ReturnType<typeof cartView>>

async function priceLine(context: DomainContext, row: CartItemRow): Promise<PricedLine | null> {
  const product = await context.loaders.product.load(row.sku)
  // A product taken out of the catalogue leaves its line out of the cart (its row is deleted with it).
  if (!product) return null
  if (row.giftcard) {
    // The amount is the card's value: never changed for the shopper, flagged when no longer offered.
    const amounts = await giftCardAmountsOf(product, context)
    const offered = amounts !== null && isGiftCardAmountOffered(amounts, row.giftcard.amount_cents)
    return {
      row,
      product,
      configuredVariant: null,
      unitPrice: row.giftcard.amount_cents,
      available: giftCardSaleableQuantity(product),
      ...(offered ? {} : { amountWithdrawn: true as const }),
      configurable_options: [],
      customizable_options: [],
      bundle_options: [],
    }
  }
  const [variants, tiers, customOptions, bundleOptions] = await Promise.all([
    context.loaders.variants.load(row.sku),
    context.loaders.tierPrices.load(row.sku),
    context.loaders.customOptions.load(row.sku),
    context.loaders.bundleOptions.load(row.sku),
  ])
  const variant = variants.find((candidate) => candidate.sku === row.variant_sku) ?? null
  const pieceSkus = row.bundle_options.map(
    (chosen) =>
      bundleOptions
        .find((option) => option.id === chosen.option)
        ?.selections.find((selection) => selection.id === chosen.selection)?.product_sku ?? '',
  )
  const pieces = await context.loaders.product.loadMany(pieceSkus)
  const pieceRows = pieces.map((piece) => (piece && !(piece instanceof Error) ? piece : null))
  const base = toCents((variant ?? product).final_price)
  const tierPrices = tiers.map((tier) => ({ qty: tier.qty, cents: toCents(tier.price) }))
  const none: StockLevel = { qty: 0, is_in_stock: false }
  return {
    row,
    product,
    configuredVariant: variant ? variantAsProduct(product, variant) : null,
    unitPrice: unitPrice({
      basePrice: base,
      tierPrices,
      quantity: row.quantity,
      extraCosts: extraCostsOf(row, customOptions),
      bundlePieces: row.bundle_options.map((chosen, index) => ({
        cents: toCents(pieceRows[index]?.final_price ?? 0),
        defaultQuantity: defaultQuantityOf(bundleOptions, chosen.option, chosen.selection),
        quantity: chosen.qty,
      })),
    }),
    // A file is never out of stock: a downloadable product sells while it is listed, like a gift card.
    available: isUnstockedProduct(product)
      ? giftCardSaleableQuantity(product)
      : saleableQuantity(
          variant ?? (row.variant_sku ? none : product),
          row.bundle_options.map((chosen, index) => ({ stock: pieceRows[index] ?? none, qty: chosen.qty })),
        ),
    configurable_options: configurableOptionsOf(await context.loaders.attributes(), variant),
    customizable_options: customizableOptionsOf(
      context,
      row,
      customOptions,
      tierUnitPrice(base, tierPrices, row.quantity),
    ),
    bundle_options: bundleOptionsOf(context, row, bundleOptions, pieceRows),
  }
}

function defaultQuantityOf(
  options: readonly BundleOptionRow[],
  optionId: number,
  selectionId: number,
): number {
  return (
    options
      .find((option) => option.id === optionId)
      ?.selections.find((selection) => selection.id === selectionId)?.default_qty ?? 0
  )
}

/** Extra cost rules of the chosen custom options: a chosen value's own price, or a text option's price. */
function extraCostsOf(row: CartItemRow, options: readonly CustomOptionRow[]): ExtraCostRule[] {
  return row.custom_options.flatMap((chosen) => {
    const option = options.find((candidate) => candidate.id === chosen.option)
    const priced = 'value' in chosen ? option?.values.find((value) => value.id === chosen.value) : option
    if (!priced?.price_type || priced.price === null) return []
    return [
      priced.price_type === 'percent'
        ? { kind: 'percentage' as const, rate: Number(priced.price) }
        : { kind: 'fixed' as const, cents: toCents(priced.price) },
    ]
  })
}

function configurableOptionsOf(
  catalogue: Awaited<ReturnType<DomainContext['loaders']['attributes']>>,
  variant: { colour: string | null; size: string | null } | null,
) {
  if (!variant) return []
  return CONFIGURABLE_ATTRIBUTES.flatMap(({ code, column }) => {
    const value = variant[column]
    const attribute = catalogue.attributes.get(code)
    if (value === null || !attribute) return []
    return [
      {
        id: String(attribute.id),
        configurable_product_option_uid: encodeUid('configurable', attribute.id),
        configurable_product_option_value_uid: encodeUid('configurable', attribute.id, value),
        option_label: attribute.label,
        value_id: value,
        value_label: catalogue.options.get(`${code}:${value}`)?.label ?? value,
      },
    ]
  })
}

/** The chosen custom options, each with its extra cost per piece on the line's (tier) base price. */
function customizableOptionsOf(
  context: DomainContext,
  row: CartItemRow,
  options: readonly CustomOptionRow[],
  base: Cents,
) {
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: context.store.currency })
  const costOf = (rule: ExtraCostRule | undefined) => (rule === undefined ? 0 : extraCostCents(rule, base))
  return row.custom_options.flatMap((chosen) => {
    const option = options.find((candidate) => candidate.id === chosen.option)
    if (!option) return []
    const value =
      'value' in chosen ? option.values.find((candidate) => candidate.id === chosen.value) : undefined
    const [rule] = extraCostsOf({ ...row, custom_options: [chosen] }, options)
    return [
      {
        id: String(option.id),
        customizable_option_uid: encodeUid('custom-option', option.id),
        label: localized(option.titles, context),
        type: option.type,
        is_required: option.is_required,
        values: [
          {
            id: String(value?.id ?? option.id),
            customizable_option_value_uid: value
              ? encodeUid('custom-option', option.id, value.id)
              : encodeUid('custom-option', option.id),
            label: value ? localized(value.titles, context) : localized(option.titles, context),
            value: 'text' in chosen ? chosen.text : value ? localized(value.titles, context) : '',
            price: money(costOf(rule)),
          },
        ],
      },
    ]
  })
}

function bundleOptionsOf(
  context: DomainContext,
  row: CartItemRow,
  options: readonly BundleOptionRow[],
  pieces: readonly (ProductRow | null)[],
) {
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: context.store.currency })
  return row.bundle_options.flatMap((chosen, index) => {
    const option = options.find((candidate) => candidate.id === chosen.option)
    const piece = pieces[index]
    if (!option || !piece) return []
    return [
      {
        id: String(option.id),
        uid: encodeUid('bundle', option.id),
        label: localizedOrFallback(option.labels, context),
        values: [
          {
            id: String(chosen.selection),
            uid: encodeUid('bundle', option.id, chosen.selection, chosen.qty),
            label: piece.name,
            quantity: chosen.qty,
            price: money(toCents(piece.final_price)),
          },
        ],
      },
    ]
  })
}
