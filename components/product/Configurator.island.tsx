import { useEffect, useId, useState } from 'react'
import { cx } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { rememberProduct, type RecentlyViewedProduct } from '../recentlyViewed/recentlyViewedStore.ts'
import { AttributeOptions } from './AttributeOptions.tsx'
import { CustomOptionField } from './CustomOptionField.tsx'
import { BundleOptionField } from './BundleOptionField.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'
import { showGalleryColor, writeSelectionToUrl } from './selectionSync.ts'
import {
  field,
  form,
  lowStock,
  priceLine,
  stock,
  tiers,
  visuallyHidden as hiddenText,
} from './configurator.styles.ts'
import {
  baseUnitPrice,
  chooseAttribute,
  defaultConfiguration,
  isValueAvailable,
  selectedVariant,
  stockStatus,
  unitPrice,
  type Configuration,
  type ConfiguratorProduct,
} from './configuratorModel.ts'

/** Most pieces of one configuration in one add. */
const MAX_QUANTITY = 99

/**
 * The product configurator (the product page's island): colour swatches and sizes, custom
 * and bundle options, quantity with tier prices; the price and stock follow every choice.
 * It starts on the options of the URL; a chosen colour or size goes into the URL's query
 * (so a reload, a shared link or the store switcher keeps it) and the gallery shows the
 * chosen colour's picture. It also records the product in the recently viewed list.
 */
export function Configurator({
  product,
  remember,
  selected = {},
}: {
  product: ConfiguratorProduct
  remember: RecentlyViewedProduct
  /** Option values asked for in the URL. */
  selected?: Record<string, string>
}) {
  const { t } = useLingui()
  const { store } = useShop()
  const quantityId = useId()
  const [configuration, setConfiguration] = useState<Configuration>(() => defaultConfiguration(product, selected))
  useEffect(() => rememberProduct(store.key, remember), [store.key, remember])
  const color = configuration.attributes[product.attributes.find((attribute) => attribute.swatches)?.code ?? '']
  // The gallery starts on the URL's colour; the default variant's colour may be another one.
  useEffect(() => {
    if (color) showGalleryColor(color)
  }, [color])

  const update = (change: Partial<Configuration>) =>
    setConfiguration((current) => ({ ...current, ...change }))
  const variant = selectedVariant(product, configuration.attributes)
  const current = product.variants.length > 0 ? variant : null
  const status = stockStatus(
    current ?? (product.variants.length > 0 ? { isInStock: false, qty: 0 } : product),
  )
  const money = (amount: number) => formatMoney(amount, product.price.currency, store.locale)
  const unit = unitPrice(product, configuration)
  const regular = (current ?? product).regularPrice.amount
  const base = baseUnitPrice(product, current, configuration.quantity)

  return (
    <form
      className={form}
      aria-label={t`Choose your ${product.name}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <div aria-live="polite">
        <p className={priceLine}>
          <span>{money(unit)}</span>
          {regular > base ? (
            <del>
              <span className={hiddenText}> {t`Instead of`} </span>
              {money(regular)}
            </del>
          ) : null}
        </p>
        {configuration.quantity > 1 ? (
          <p>{t`Total for ${configuration.quantity}: ${money(unit * configuration.quantity)}`}</p>
        ) : null}
        <p className={cx(stock, status.kind !== 'in' && lowStock)}>
          {status.kind === 'out'
            ? t`Out of stock`
            : status.kind === 'low'
              ? t`Only ${status.qty} left`
              : t`In stock`}
        </p>
      </div>
      {product.tierPrices.length > 0 ? (
        <ul className={tiers} aria-label={t`Quantity discounts`}>
          {product.tierPrices.map((tier) => (
            <li key={tier.qty}>{t`Buy ${tier.qty} for ${money(tier.price.amount)} each`}</li>
          ))}
        </ul>
      ) : null}
      {product.attributes.map((attribute) => (
        <AttributeOptions
          key={attribute.code}
          attribute={attribute}
          selected={configuration.attributes[attribute.code]}
          isAvailable={(value) => isValueAvailable(product, configuration.attributes, attribute.code, value)}
          onChoose={(value) => {
            const attributes = chooseAttribute(product, configuration.attributes, attribute.code, value)
            update({ attributes })
            writeSelectionToUrl(attributes)
          }}
        />
      ))}
      {product.customOptions.map((option) => (
        <CustomOptionField
          key={option.id}
          option={option}
          value={configuration.customOptions[option.id]}
          basePrice={base}
          onChange={(value) =>
            update({ customOptions: { ...configuration.customOptions, [option.id]: value } })
          }
        />
      ))}
      {product.bundleOptions.map((option) => (
        <BundleOptionField
          key={option.id}
          option={option}
          quantities={configuration.bundleQuantities}
          onQuantity={(valueId, quantity) =>
            update({ bundleQuantities: { ...configuration.bundleQuantities, [valueId]: quantity } })
          }
        />
      ))}
      <div className={field}>
        <label htmlFor={quantityId}>
          <Trans>Quantity</Trans>
        </label>
        <input
          id={quantityId}
          type="number"
          name="qty"
          min={1}
          max={MAX_QUANTITY}
          value={configuration.quantity}
          onChange={(event) =>
            update({
              quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(Number(event.target.value)) || 1)),
            })
          }
        />
      </div>
      <AddToCartButton state="disabled" reason={status.kind === 'out' ? 'outOfStock' : 'cartUnavailable'} />
    </form>
  )
}
