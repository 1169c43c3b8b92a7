import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconReference } from '../icons/IconReference.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { GuestWishlistItem } from './guestWishlist.ts'
import type { HeartState } from './wishlistInBrowser.ts'
import { heartButton, heartForm } from './wishlist.styles.ts'

/** Props of {@link WishlistHeart}. */
export interface WishlistHeartProps {
  sku: string
  /** The store-relative page the heart is on: a guest without JavaScript comes back to it after signing in. */
  path: string
  /** Options chosen in the page's URL (`selected[93]=red`), sent by the form without JavaScript. */
  selectedOptions: GuestWishlistItem['selectedOptions']
  /** On the product page: the options chosen in the product's form go with the product. */
  readsProductForm?: boolean
}

const SELECTED_OPTION = /^selected\[([\w-]+)\]$/

/**
 * The props the heart's form carries as hidden inputs, read back from the server's markup when the
 * island hydrates (the page sends them once, not also as JSON: `propsInMarkup`).
 */
export function propsFromMarkup(root: Element): Pick<WishlistHeartProps, 'sku' | 'path' | 'selectedOptions'> {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('input[type="hidden"]')]
  const value = (name: string) => inputs.find((input) => input.name === name)?.value ?? ''
  return {
    sku: value('sku'),
    path: value('path'),
    selectedOptions: inputs.flatMap((input) => {
      const optionId = SELECTED_OPTION.exec(input.name)?.[1]
      return optionId ? [{ option_id: optionId, option_value: input.value }] : []
    }),
  }
}

/** Props of the heart that {@link propsFromMarkup} reads back from its form. */
export const HEART_PROPS_IN_MARKUP = ['sku', 'path', 'selectedOptions'] as const

const ATTRIBUTE_ID = /^attribute_id\[([\w-]+)\]$/

/** The colour and size chosen in the product page's add to cart form, as wishlist options. */
function optionsOfProductForm(sku: string): GuestWishlistItem['selectedOptions'] | null {
  const form = [
    ...document.querySelectorAll<HTMLInputElement>('form[action$="/cart"] input[name="sku"]'),
  ].find((input) => input.value === sku)?.form
  if (!form) return null
  const fields = [...new FormData(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  const value = (name: string) => fields.find(([key]) => key === name)?.[1] ?? ''
  return fields.flatMap(([name, attributeId]) => {
    const code = ATTRIBUTE_ID.exec(name)?.[1]
    return code && value(code) ? [{ option_id: attributeId, option_value: value(code) }] : []
  })
}

/**
 * The wishlist heart of product cards and pages. Without JavaScript it is a form
 * that keeps the product (a guest signs in first). Hydrated at the first interaction, it asks
 * whether the product is kept (an item with its sku, docs/storefront-rules.md#page-states), then toggles: in the account's
 * wishlist when signed in, in this browser for a guest (joined to the account at sign-in).
 */
export function WishlistHeart({ sku, path, selectedOptions, readsProductForm = false }: WishlistHeartProps) {
  const { t } = useLingui()
  const { store } = useShop()
  const [state, setState] = useState<HeartState | null>(null)
  const [pending, setPending] = useState(false)
  const loading = useRef<Promise<HeartState> | null>(null)

  const load = () =>
    (loading.current ??= import('./wishlistInBrowser.ts').then((module) =>
      module.heartState(store.basePath, sku),
    ))
  useEffect(() => {
    load()
      .then(setState)
      .catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the island wakes up
  }, [])

  const toggle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    const choice = {
      sku,
      selectedOptions: (readsProductForm ? optionsOfProductForm(sku) : null) ?? selectedOptions,
    }
    Promise.all([load(), import('./wishlistInBrowser.ts')])
      .then(([current, module]) => module.toggleHeart(store.basePath, state ?? current, choice))
      .then(setState)
      .catch(() => undefined)
      .finally(() => setPending(false))
  }

  const pressed = state?.itemId != null
  return (
    <form className={heartForm} method="post" action={storeHref(store, '/user/wishlist')} onSubmit={toggle}>
      <input type="hidden" name="_action" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="path" value={path} />
      {selectedOptions.map((option) => (
        <input
          key={option.option_id}
          type="hidden"
          name={`selected[${option.option_id}]`}
          value={option.option_value}
        />
      ))}
      <button
        type="submit"
        className={heartButton}
        aria-pressed={pressed}
        aria-label={pressed ? t`Remove from wishlist` : t`Add to wishlist`}
        aria-busy={pending || undefined}
      >
        {/* Drawn from the header's heart: one copy of the path per page (components/icons/IconReference.tsx). */}
        <IconReference name="heart" />
      </button>
    </form>
  )
}
