import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useShop } from '../shop/ShopContext.tsx'
import { cartItemFromForm } from '../cart/cartItemFromForm.ts'
import { afterNextPaint } from '../island/afterNextPaint.ts'
import type { Ga4Item } from '../dataLayer/ga4Items.ts'

/** What the last add answered: the product is in the cart, or why not. */
export type AddToCartResult = { added: true } | { added: false; message: string }

/**
 * The add to cart of a hydrated product form: sends the form's fields through the shop API
 * (the same item the form posts without JavaScript), pending meanwhile, then says what
 * happened. It starts on the message of an add the server refused, if any. `item` is what
 * the data layer reports (`add_to_cart`) once the cart took it.
 */
export function useAddToCart(refusedMessage: string | null) {
  const { t } = useLingui()
  const { store } = useShop()
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<AddToCartResult | null>(
    refusedMessage === null ? null : { added: false, message: refusedMessage },
  )
  const add = (form: HTMLFormElement, item: Ga4Item) => {
    const fields = [...new FormData(form)].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    const failed = t`The product could not be added to your cart. Please try again.`
    setPending(true)
    setOutcome(null)
    // The pending button paints first: fetching the sender's chunk adds its preload links to the page, a long task at 4x CPU.
    afterNextPaint(() => {
      import('../cart/addToCartInBrowser.ts')
        .then(({ addToCartInBrowser }) => addToCartInBrowser(store.basePath, cartItemFromForm(fields), item))
        .then((answer) =>
          setOutcome(answer.added ? { added: true } : { added: false, message: answer.message ?? failed }),
        )
        .catch(() => setOutcome({ added: false, message: failed }))
        .finally(() => setPending(false))
    })
  }
  return { pending, outcome, add }
}
