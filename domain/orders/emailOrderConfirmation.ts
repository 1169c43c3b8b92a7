import type { DomainContext } from '../context.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { orderView } from './orderView.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { purchasedLinksOfOrder } from '../downloads/purchasedLinks.ts'
import { invoicePdfPath } from '../invoices/invoiceView.ts'
import { loadShopSettings } from '../shop/shopSettings.ts'
import { fillSettingPlaceholders } from '../cms/settingPlaceholders.ts'
import { fillShippingPlaceholders } from '../shipping/shippingPlaceholders.ts'
import { readShippingTable } from '../shipping/shippingTable.ts'

// The legal pages a consumer must receive on a durable medium with the order (Directive 2011/83/EU art. 8(7)).
const ORDER_LEGAL_PAGES = ['terms-of-sale', 'returns'] as const

/**
 * The terms of sale and the withdrawal information in the store's language as they read now,
 * the shop's settings and shipping rates filled in and their store-relative links made absolute.
 */
async function orderLegalTexts(context: DomainContext): Promise<{ title: string; html: string }[]> {
  const [pages, { settings }, shipping] = await Promise.all([
    context.db
      .selectFrom('cms_page')
      .select(['identifier', 'title', 'content'])
      .where('identifier', 'in', ORDER_LEGAL_PAGES)
      .where('language', '=', context.store.language)
      .execute(),
    loadShopSettings(context.db, context.store.key),
    readShippingTable(context.db),
  ])
  const base = context.store.baseUrl.replace(/\/$/, '')
  return ORDER_LEGAL_PAGES.flatMap((identifier) =>
    pages.filter((page) => page.identifier === identifier),
  ).map((page) => ({
    title: page.title,
    html: fillSettingPlaceholders(
      fillShippingPlaceholders(page.content, shipping, context.store.key, context.store.language),
      settings,
      context.store.language,
    ).replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`),
  }))
}

/**
 * Writes the order confirmation into the outbox, in the order's transaction (pass a context
 * whose `db` is it): items (a gift card with its recipient, never its code), totals, delivery
 * address or pickup point and payment, the files bought and where to download them, in the
 * store's language, with a guest's signed link to the order.
 */
export async function emailOrderConfirmation(context: DomainContext, orderId: number): Promise<number> {
  const order = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const view = await orderView(context, order)
  const downloads = await purchasedLinksOfOrder(context.db, orderId)
  const invoice = await context.db
    .selectFrom('invoice')
    .select(['id', 'number'])
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  const tokenQuery = view.token ? `?token=${encodeURIComponent(view.token)}` : ''
  return enqueueEmail(context.db, {
    store: context.store.key,
    template: 'orderConfirmation',
    to: order.email,
    data: {
      number: view.order_number,
      items: view.items.map((item) => ({
        name: item.product_name,
        options: item.selected_options
          .map((option) => labelledValue(context.store.locale, option.label, option.value))
          .join(', '),
        quantity: item.quantity_ordered,
        rowTotal: item.row_total.amount,
        giftCard: item.gift_card
          ? {
              amount: item.gift_card.amount.amount,
              senderName: item.gift_card.sender_name,
              recipientName: item.gift_card.recipient_name,
              recipientEmail: item.gift_card.recipient_email,
              message: item.gift_card.message ?? '',
            }
          : null,
      })),
      currency: order.currency,
      subtotal: view.total.subtotal.amount,
      discount: view.total.discounts.reduce((sum, discount) => sum + discount.amount.amount, 0),
      shipping: view.total.total_shipping.amount,
      giftCards: view.total.gift_cards.amount,
      storeCredit: view.total.store_credit.amount,
      grandTotal: view.total.grand_total.amount,
      taxes: view.total.taxes.map((tax) => ({ label: tax.title, amount: tax.amount.amount })),
      shippingMethod: view.shipping_method,
      deliverTo: view.pickup_location
        ? [
            view.pickup_location.name,
            view.pickup_location.street,
            `${view.pickup_location.postcode} ${view.pickup_location.city}`,
          ]
        : view.shipping_address
          ? [
              `${view.shipping_address.firstname} ${view.shipping_address.lastname}`,
              ...view.shipping_address.street,
              `${view.shipping_address.postcode} ${view.shipping_address.city}`,
            ]
          : [],
      deliverToCountry: view.pickup_location ? null : (view.shipping_address?.country_code ?? null),
      payment: view.payment_methods
        .map((method) =>
          method.card_last4
            ? `${method.name} (${method.card_brand ?? ''} •••• ${method.card_last4})`
            : method.name,
        )
        .join(', '),
      orderUrl: view.token
        ? `${context.store.baseUrl}/orders/?token=${encodeURIComponent(view.token)}`
        : `${context.store.baseUrl}/user/orders/${view.order_id}/`,
      // A guest downloads from the order's signed page; a customer from the account.
      downloads: downloads.map((link) => ({ title: link.link_title, fileName: link.file_name })),
      legalTexts: await orderLegalTexts(context),
      downloadsUrl: view.token
        ? `${context.store.baseUrl}/orders/?token=${encodeURIComponent(view.token)}`
        : `${context.store.baseUrl}/user/downloadable-products`,
      // A guest's invoice opens with the order's signed token; a customer's after signing in.
      invoice: invoice
        ? {
            number: invoice.number,
            url: `${context.store.baseUrl}${invoicePdfPath(orderId, invoice.id)}${tokenQuery}`,
          }
        : null,
    },
  })
}
