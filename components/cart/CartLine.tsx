import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { Link } from '../links/Link.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { linkButton } from '../forms/forms.styles.ts'
import { formErrorMessage } from '../forms/formMessages.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { PriceInfoWords } from '../price/PriceInfoWords.tsx'
import { visuallyHidden } from '../listing/visuallyHidden.ts'
import { AvifPicture } from '../listing/AvifPicture.tsx'
import { avifTwin } from '../listing/productImage.ts'
import { bundleParts, line, lineActions, lineDetails, lineOptions, warning } from './cart.styles.ts'

/** What a cart line shows (prices computed by the API, tier price included). */
export const CartLineFragment = graphql(`
  fragment CartLineItem on CartItem {
    item_id
    quantity
    is_available
    not_available_message
    errors {
      message
    }
    product {
      sku
      name
      path
      imageUrl
    }
    configured_variant {
      sku
      imageUrl
    }
    prices {
      price {
        amount
        currency
      }
      row_total_including_tax {
        amount
        currency
      }
    }
    configurable_options {
      id
      option_label
      value_label
    }
    customizable_options {
      id
      label
      values {
        id
        value
      }
    }
    bundle_options {
      id
      label
      values {
        id
        label
        quantity
      }
    }
    gift_card {
      amount {
        amount
        currency
      }
      sender_name
      sender_email
      recipient_name
      recipient_email
      message
    }
  }
`)

/** The options one line shows: a label and its value (text, or a bundle option's parts). */
interface LineOption {
  id: string
  label: string
  value: ReactNode
}

/**
 * One line of the cart page: picture, name, chosen options (a gift card's amount, recipient,
 * sender and message), unit price and line total, a quantity form, a remove button and the
 * stock warning. Both forms post to /cart without JavaScript; a refused change comes back with
 * its message beside this line. The first line's picture (`priority`), the page's largest in
 * view on a phone, is fetched at once; the others lazily.
 */
export function CartLine({
  item: fragment,
  priority = false,
}: {
  item: FragmentType<typeof CartLineFragment>
  priority?: boolean
}) {
  const item = readFragment(CartLineFragment, fragment)
  const { store, formState } = usePageContext()
  const { t, i18n } = useLingui()
  const refused = formState?.form === 'cartLine' && formState.values.item === item.item_id ? formState : null
  const money = (amount: { amount: number; currency: string }) =>
    formatMoney(amount.amount, amount.currency, store.locale)
  const quantityId = `cart-quantity-${item.item_id}`
  const errorId = `cart-line-error-${item.item_id}`
  const stockMessage = item.not_available_message ?? item.errors[0]?.message ?? null
  const giftCard = item.gift_card
  const options: LineOption[] = [
    ...item.configurable_options.map((option) => ({
      id: `c${option.id}`,
      label: option.option_label,
      value: option.value_label,
    })),
    ...item.customizable_options.map((option) => ({
      id: `o${option.id}`,
      label: option.label,
      value: option.values.map((value) => value.value).join(', '),
    })),
    ...item.bundle_options.map((option) => ({
      id: `b${option.id}`,
      label: option.label,
      value: <BundleParts parts={option.values} />,
    })),
    ...(giftCard
      ? [
          { id: 'g-amount', label: t`Gift card amount`, value: money(giftCard.amount) },
          {
            id: 'g-to',
            label: t`Recipient`,
            value: `${giftCard.recipient_name} (${giftCard.recipient_email})`,
          },
          { id: 'g-from', label: t`Sender`, value: `${giftCard.sender_name} (${giftCard.sender_email})` },
          ...(giftCard.message ? [{ id: 'g-message', label: t`Message`, value: giftCard.message }] : []),
        ]
      : []),
  ]
  const imageUrl = item.configured_variant?.imageUrl ?? item.product.imageUrl
  return (
    <li className={line} aria-labelledby={`cart-line-${item.item_id}`}>
      <AvifPicture avifSrcSet={avifTwin(imageUrl)}>
        {priority ? (
          <img src={imageUrl} alt="" width={80} height={80} fetchPriority="high" />
        ) : (
          <img src={imageUrl} alt="" width={80} height={80} loading="lazy" />
        )}
      </AvifPicture>
      <div className={lineDetails}>
        <h2 id={`cart-line-${item.item_id}`}>
          <Link to={item.product.path}>{item.product.name}</Link>
        </h2>
        {options.length > 0 ? (
          <dl className={lineOptions}>
            {options.map((option) => (
              <div key={option.id}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p>{t`Unit price: ${money(item.prices.price)}`}</p>
        <p>
          <strong>{t`Total: ${money(item.prices.row_total_including_tax)}`}</strong>
          <PriceInfoWords />
        </p>
        {stockMessage ? <p className={warning}>{stockMessage}</p> : null}
        {refused ? (
          <p className={warning} role="alert" id={errorId}>
            {refused.message ?? i18n._(formErrorMessage(refused.errorCode))}
          </p>
        ) : null}
        <div className={lineActions}>
          <form method="post" action={storeHref(store, '/cart')} data-single-submit="">
            <CsrfField />
            <input type="hidden" name="_action" value="update" />
            <input type="hidden" name="item" value={item.item_id} />
            <label htmlFor={quantityId}>
              <span>
                <Trans>Quantity</Trans>
                <span className={visuallyHidden}>: {item.product.name}</span>
              </span>
              <input
                id={quantityId}
                type="number"
                name="qty"
                inputMode="numeric"
                min={1}
                max={999}
                defaultValue={refused ? refused.values.qty : item.quantity}
                aria-invalid={refused ? true : undefined}
                aria-describedby={refused ? errorId : undefined}
              />
            </label>
            <button type="submit" className={linkButton}>
              <Trans>Update</Trans>
              <span className={visuallyHidden}>: {item.product.name}</span>
            </button>
          </form>
          <form method="post" action={storeHref(store, '/cart')} data-single-submit="">
            <CsrfField />
            <input type="hidden" name="_action" value="remove" />
            <input type="hidden" name="item" value={item.item_id} />
            <button type="submit" className={linkButton}>
              <Trans>Remove</Trans>
              <span className={visuallyHidden}>: {item.product.name}</span>
            </button>
          </form>
        </div>
      </div>
    </li>
  )
}

/**
 * A bundle option's parts, one per line: the quantity in a column of its own, so that a long
 * name wraps under itself rather than under the quantity.
 */
function BundleParts({
  parts,
}: {
  parts: readonly { id: string | number; label: string; quantity: number }[]
}) {
  return (
    <ul className={bundleParts}>
      {parts.map((part) => (
        <li key={part.id} data-bundle-part="">
          <span data-bundle-part-quantity="">{`${part.quantity}\u00a0×`}</span>
          <span data-bundle-part-name="">{part.label}</span>
        </li>
      ))}
    </ul>
  )
}
