import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { cx } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { storeHref, useShop, type ShopContextValue } from '../shop/ShopContext.tsx'
import { useHydrated } from '../island/useHydrated.ts'
import { formatMoney } from '../price/formatMoney.ts'
import { currencyFormat } from '../price/cachedFormats.ts'
import { PriceInfo } from '../price/PriceInfo.tsx'
import { ReducedPrice } from '../price/ReducedPrice.tsx'
import { AttributeOptions } from './AttributeOptions.tsx'
import { CustomOptionField } from './CustomOptionField.tsx'
import { BundleOptionField } from './BundleOptionField.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'
import { AddToCartOutcome } from './AddToCartOutcome.tsx'
import { QuantityField, sentQuantity } from './QuantityField.tsx'
import { useAddToCart } from './useAddToCart.ts'
import { configuratorItem } from './configuratorItem.ts'
import { StockAlertForm, type RefusedAlert } from './StockAlertForm.tsx'
import { afterNextPaint } from '../island/afterNextPaint.ts'
import { showGalleryColor, writeSelectionToUrl } from './selectionSync.ts'
import { form, lowStock, missingChoice, priceLine, skuLine, stock, tiers } from './configurator.styles.ts'
import {
  baseUnitPrice,
  chooseAttribute,
  defaultConfiguration,
  isConfigurationComplete,
  isValueAvailable,
  isValueChoosable,
  missingAttributes,
  selectedVariant,
  stockStatus,
  unitPrice,
  type Configuration,
  type ConfiguratorProduct,
} from './configuratorModel.ts'

/**
 * The product configurator (the product page's island): colour swatches and sizes, custom
 * and bundle options, quantity with tier prices; the price and stock follow every choice.
 * It starts on the options of the URL; a chosen colour or size goes into the URL's query
 * (so a reload, a shared link or the store switcher keeps it) and the gallery shows the
 * chosen colour's picture. It hydrates at the first interaction and takes over the choices
 * the form already holds (a tap made before React was there, the browser's form restoration).
 * It is the add to cart form: without JavaScript it posts to /cart (`_action=add`); hydrated,
 * it sends the same add through the shop API, pending meanwhile, and says what happened.
 * A chosen size that is sold out offers the stock alert form beside it.
 */
export function Configurator({
  product,
  productPath,
  selected = {},
  refused = null,
  refusedAlert = null,
  category = null,
}: {
  product: ConfiguratorProduct
  /** Store-relative path of the product page, where a refused add comes back to. */
  productPath: string
  /** Option values asked for in the URL. */
  selected?: Record<string, string>
  /** An add the server refused: the fields sent and why, shown again. */
  refused?: { values: Record<string, string>; message: string } | null
  /** An alert request the server refused, shown again in the alert form of its size. */
  refusedAlert?: RefusedAlert | null
  /** The product's category, for the data layer's `item_category`. */
  category?: string | null
}) {
  const { t } = useLingui()
  const { store } = useShop()
  const quantityId = useId()
  const [configuration, setConfiguration] = useState<Configuration>(() =>
    startingConfiguration(product, selected, refused?.values),
  )
  const hydrated = useHydrated()
  const { pending, outcome, add } = useAddToCart(refused?.message ?? null)
  const formRef = useRef<HTMLFormElement>(null)
  const startedWith = useRef(configuration)
  useEffect(() => {
    if (!formRef.current) return
    const fromForm = configurationInForm(product, formRef.current)
    if (JSON.stringify(fromForm) === JSON.stringify(startedWith.current)) return
    setConfiguration(fromForm)
    writeSelectionToUrl(fromForm.attributes)
  }, [product])
  const color =
    configuration.attributes[product.attributes.find((attribute) => attribute.swatches)?.code ?? '']
  // The gallery starts on the URL's colour; the default variant's colour may be another one.
  useEffect(() => {
    if (color) return afterNextPaint(() => showGalleryColor(color))
  }, [color])

  const update = (change: Partial<Configuration>) =>
    setConfiguration((current) => ({ ...current, ...change }))
  const changeQuantity = useCallback(
    (quantity: number) => setConfiguration((current) => ({ ...current, quantity })),
    [],
  )
  // What a choice of colour or size leaves as it was is kept, not rendered again (docs/performance.md#interaction-latency).
  const priceInfo = useMemo(() => <PriceInfo />, [])
  const quantityField = useMemo(
    () => <QuantityField id={quantityId} quantity={configuration.quantity} onChange={changeQuantity} />,
    [quantityId, configuration.quantity, changeQuantity],
  )
  const variant = selectedVariant(product, configuration.attributes)
  const current = product.variants.length > 0 ? variant : null
  const missing = missingAttributes(product, configuration)
  const status = stockStatus(
    current ??
      (product.variants.length > 0 ? availabilityBeforeChoice(product, missing.length > 0) : product),
  )
  const money = (amount: number) => formatMoney(amount, product.price.currency, store.locale)
  const unit = unitPrice(product, configuration)
  const own = current ?? product
  const base = baseUnitPrice(product, current, configuration.quantity)
  // Before hydration the form posts and the cart names what is missing in the page it answers.
  const incomplete = hydrated && !isConfigurationComplete(product, configuration)
  const soldOut = status.kind === 'out'
  const [triedIncomplete, setTriedIncomplete] = useState(false)
  const buttonState = soldOut ? 'disabled' : pending ? 'pending' : 'ready'
  const addButton = useMemo(
    () => <AddToCartButton state={buttonState} reason={soldOut ? 'outOfStock' : undefined} />,
    [buttonState, soldOut],
  )
  const outcomeNote = useMemo(() => <AddToCartOutcome outcome={outcome} />, [outcome])
  const missingMessage =
    missing.length === 0
      ? t`Please choose your options first.`
      : missing.length > 1
        ? t`Please choose a colour and a size.`
        : missing[0]?.code === 'size'
          ? t`Please choose a size.`
          : t`Please choose a colour.`

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || soldOut) return
    if (incomplete) {
      // Said where the button is, and the first choice to make gets the focus; the quantity and options typed stay.
      setTriedIncomplete(true)
      const first = missing[0]
      if (first)
        formRef.current
          ?.querySelector<HTMLInputElement>(`input[name="${first.code}"]:not(:disabled)`)
          ?.focus()
      return
    }
    add(
      event.currentTarget,
      configuratorItem(product, configuration.attributes, unit, configuration.quantity, category),
    )
  }

  const selection = new URLSearchParams(Object.entries(configuration.attributes))
  const alertPath = selection.size > 0 ? `${productPath.split('?')[0]}?${selection.toString()}` : productPath
  return (
    <>
      <form
        ref={formRef}
        className={form}
        aria-label={t`Choose your ${product.name}`}
        method="post"
        action={storeHref(store, '/cart')}
        onSubmit={send}
      >
        <input type="hidden" name="_action" value="add" />
        <input type="hidden" name="sku" value={product.sku} />
        <input type="hidden" name="path" value={productPath} />
        {product.attributes.map((attribute) => (
          <input
            key={attribute.code}
            type="hidden"
            name={`attribute_id[${attribute.code}]`}
            value={attribute.id}
          />
        ))}
        <p className={skuLine} data-sku="">
          {t`SKU: ${current?.sku ?? product.sku}`}
        </p>
        <div aria-live="polite">
          <p className={priceLine}>
            {/* A reduction is shown for the product's own price; options or a quantity price make another price. */}
            {unit === own.price.amount ? (
              <ReducedPrice price={own.price} reference={own.referencePrice} />
            ) : (
              <span>{money(unit)}</span>
            )}
          </p>
          {priceInfo}
          {configuration.quantity > 1 ? (
            <p>{t`Total for ${configuration.quantity}: ${money(unit * configuration.quantity)}`}</p>
          ) : null}
          <p className={cx(stock, status.kind !== 'in' && lowStock)}>
            {status.kind === 'out'
              ? t`Out of stock`
              : product.isDownload
                ? t`Download after payment`
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
            isAvailable={(value) =>
              isValueAvailable(product, configuration.attributes, attribute.code, value)
            }
            isChoosable={(value) =>
              isValueChoosable(product, configuration.attributes, attribute.code, value)
            }
            onChoose={(value) => {
              const attributes = chooseAttribute(product, configuration.attributes, attribute.code, value)
              update({ attributes })
              afterNextPaint(() => writeSelectionToUrl(attributes))
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
        {quantityField}
        {addButton}
        {outcomeNote}
        {triedIncomplete && incomplete ? (
          <p role="alert" className={missingChoice}>
            {missingMessage}
          </p>
        ) : null}
      </form>
      {current && soldOut ? (
        <StockAlertForm
          key={current.sku}
          sku={current.sku}
          productPath={alertPath}
          refused={refusedAlert?.sku === current.sku ? refusedAlert : null}
        />
      ) : null}
    </>
  )
}

/**
 * Makes the store's money format before hydration (see hydrateIsland): the page's first Intl
 * format loads the locale's data, about a third of the configurator's hydration at 4x CPU
 * (docs/performance.md#interaction-latency).
 */
export function warmUp(shop: ShopContextValue): void {
  currencyFormat(shop.store.locale, shop.store.currency)
}

/**
 * Stock shown before a colour and size are chosen: the product's own (the shop's one rule: in
 * stock while a variant is), without a count that belongs to no size; out once a choice that
 * names no variant is made.
 */
function availabilityBeforeChoice(
  product: ConfiguratorProduct,
  choosing: boolean,
): { isInStock: boolean; qty: number } {
  return choosing && product.isInStock
    ? { isInStock: true, qty: Number.POSITIVE_INFINITY }
    : { isInStock: false, qty: 0 }
}

/** The configuration the form's fields hold now (its option values, custom options and quantity). */
function configurationInForm(product: ConfiguratorProduct, form: HTMLFormElement): Configuration {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  const attributes: Record<string, string> = {}
  for (const attribute of product.attributes) {
    const value = values[attribute.code]
    if (value) attributes[attribute.code] = value
  }
  const configuration = startingConfiguration(product, attributes, values)
  for (const option of product.bundleOptions)
    for (const value of option.values) {
      const quantity = Number(values[`bundle[${option.id}][${value.id}]`] || Number.NaN)
      if (Number.isInteger(quantity) && quantity >= value.defaultQuantity)
        configuration.bundleQuantities[value.id] = quantity
    }
  return configuration
}

/** The configuration to start on: the URL's choice, and what a refused add sent (custom options, quantity). */
function startingConfiguration(
  product: ConfiguratorProduct,
  selected: Record<string, string>,
  sent: Record<string, string> | undefined,
): Configuration {
  const start = defaultConfiguration(product, selected)
  if (!sent) return start
  const customOptions: Record<string, string | string[]> = {}
  for (const option of product.customOptions) {
    const value = sent[`entered[${option.id}]`] ?? sent[`options[${option.id}]`]
    if (value)
      customOptions[option.id] = option.type === 'checkbox' || option.type === 'multiple' ? [value] : value
  }
  return { ...start, customOptions, quantity: sentQuantity(sent.qty) }
}
