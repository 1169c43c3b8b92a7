import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { TotalsList } from '../price/TotalsList.tsx'
import { facts } from '../account/account.styles.ts'
import { DownloadableLinks } from '../account/DownloadableLinks.tsx'
import { chosenValue, orderLines, summary } from './checkout.styles.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { useShop } from '../shop/ShopContext.tsx'

/** What an order shows to its shopper after checkout and by its signed link. */
export const OrderViewFragment = graphql(`
  fragment OrderView on Order {
    order_id
    order_number
    order_date
    email
    shipping_method
    items {
      id
      product_name
      quantity_ordered
      row_total {
        amount
        currency
      }
      selected_options {
        label
        value
      }
      gift_card {
        sender_name
        recipient_name
        recipient_email
        message
      }
    }
    total {
      subtotal {
        amount
        currency
      }
      discounts {
        label
        amount {
          amount
          currency
        }
      }
      total_shipping {
        amount
        currency
      }
      gift_cards {
        amount
        currency
      }
      store_credit {
        amount
        currency
      }
      total_tax {
        amount
        currency
      }
      taxes {
        title
        amount {
          amount
          currency
        }
      }
      grand_total {
        amount
        currency
      }
    }
    shipping_address {
      firstname
      lastname
      company
      street
      postcode
      city
    }
    pickup_location {
      name
      street
      postcode
      city
    }
    billing_address {
      firstname
      lastname
      company
      street
      postcode
      city
    }
    payment_methods {
      name
      card_brand
      card_last4
    }
    downloadable_links {
      id
      ...DownloadableLink
    }
  }
`)

type Money = { amount: number; currency: string }
type Address = {
  firstname: string
  lastname: string
  company?: string | null
  street: readonly string[]
  postcode: string
  city: string
}

const addressText = (address: Address) =>
  [
    `${address.firstname} ${address.lastname}`,
    address.company ?? '',
    ...address.street,
    `${address.postcode} ${address.city}`,
  ]
    .filter((line) => line.trim() !== '')
    .join('\n')

/** An order: number, date, e-mail, delivery (none for gift cards and files only), payment, the lines (a gift card with its recipient), the totals charged and the files bought with their Download buttons. */
export function OrderView({ order: fragment }: { order: FragmentType<typeof OrderViewFragment> }) {
  const { locale } = useShop().store
  const order = readFragment(OrderViewFragment, fragment)
  const { store } = usePageContext()
  const { t, i18n } = useLingui()
  const money = (value: Money) => formatMoney(value.amount, value.currency, store.locale)
  const date = i18n.date(new Date(order.order_date), { dateStyle: 'long' })
  // An order with no delivery method has nothing to ship, as its cart and checkout said: not "Free" shipping.
  const shippingText = !order.shipping_method
    ? t`None: nothing to ship`
    : order.total.total_shipping.amount === 0
      ? t`Free`
      : money(order.total.total_shipping)
  return (
    <div>
      <dl className={facts}>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd data-order-number="">{order.order_number}</dd>
        <dt>
          <Trans>Order date</Trans>
        </dt>
        <dd>{date}</dd>
        <dt>
          <Trans>E-mail address</Trans>
        </dt>
        <dd>{order.email}</dd>
        <dt>
          <Trans>Delivery</Trans>
        </dt>
        <dd>
          {order.shipping_method ? (
            <p className={chosenValue}>{order.shipping_method}</p>
          ) : (
            <p className={chosenValue}>
              <NothingToDeliver
                giftCards={order.items.some((item) => item.gift_card)}
                downloads={order.downloadable_links.length > 0}
              />
            </p>
          )}
          {order.pickup_location ? (
            <p className={chosenValue}>
              {[
                order.pickup_location.name,
                order.pickup_location.street,
                `${order.pickup_location.postcode} ${order.pickup_location.city}`,
              ].join('\n')}
            </p>
          ) : order.shipping_address ? (
            <p className={chosenValue}>{addressText(order.shipping_address)}</p>
          ) : null}
        </dd>
        <dt>
          <Trans>Billing address</Trans>
        </dt>
        <dd>
          <p className={chosenValue}>{addressText(order.billing_address)}</p>
        </dd>
        <dt>
          <Trans>Payment</Trans>
        </dt>
        <dd>
          {order.payment_methods.map(({ name, card_last4: last4 }) => (
            <p key={name} className={chosenValue}>
              {last4 ? t`${name} ending in ${last4}` : name}
            </p>
          ))}
        </dd>
      </dl>
      <section className={summary} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">
          <Trans>Your order</Trans>
        </h2>
        <ul className={orderLines}>
          {order.items.map((item) => {
            const quantity = item.quantity_ordered
            const giftCard = item.gift_card
            return (
              <li key={item.id}>
                <div>
                  <p>{item.product_name}</p>
                  {item.selected_options.map((option) => (
                    <p key={option.label}>{labelledValue(locale, option.label, option.value)}</p>
                  ))}
                  {giftCard ? <GiftCardDetails giftCard={giftCard} /> : null}
                  <p>{t`Quantity: ${quantity}`}</p>
                </div>
                <p>{money(item.row_total)}</p>
              </li>
            )
          })}
        </ul>
        <TotalsList
          subtotal={order.total.subtotal}
          discounts={order.total.discounts}
          shipping={shippingText}
          giftCards={order.total.gift_cards}
          storeCredit={order.total.store_credit}
          totalLabel={
            order.total.gift_cards.amount > 0 || order.total.store_credit.amount > 0 ? (
              <Trans>Order total</Trans>
            ) : (
              <Trans>Total paid</Trans>
            )
          }
          remainderLabel={<Trans>Paid by your payment method</Trans>}
          total={order.total.grand_total}
          taxes={order.total.taxes.map((tax) => ({ label: tax.title, amount: tax.amount }))}
        />
      </section>
      {order.downloadable_links.length > 0 ? (
        <section aria-labelledby="order-downloads-heading">
          <h2 id="order-downloads-heading">
            <Trans>Your downloads</Trans>
          </h2>
          <DownloadableLinks links={order.downloadable_links} showOrder={false} />
        </section>
      ) : null}
    </div>
  )
}

/** Why a virtual order names no delivery: its gift cards are e-mailed, its files downloaded. */
function NothingToDeliver({ giftCards, downloads }: { giftCards: boolean; downloads: boolean }) {
  if (giftCards && downloads)
    return (
      <Trans>
        Nothing to deliver: each gift card is sent by e-mail to its recipient, and your files are ready to
        download below.
      </Trans>
    )
  if (downloads) return <Trans>Nothing to deliver: your files are ready to download below.</Trans>
  return <Trans>Nothing to deliver: each gift card is sent by e-mail to its recipient.</Trans>
}

/** Who a gift card line is for and from, and the sender's message. */
function GiftCardDetails({
  giftCard,
}: {
  giftCard: { sender_name: string; recipient_name: string; recipient_email: string; message?: string | null }
}) {
  const { t } = useLingui()
  const {
    sender_name: senderName,
    recipient_name: recipientName,
    recipient_email: recipientEmail,
    message,
  } = giftCard
  return (
    <>
      <p>{t`Recipient: ${recipientName} (${recipientEmail})`}</p>
      <p>{t`Sender: ${senderName}`}</p>
      {message ? <p>{t`Message: ${message}`}</p> : null}
    </>
  )
}
