import type { ReactNode } from 'react'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { primaryButton } from '../theme/buttons.styles.ts'

/** The button adding a shared wishlist's products to the shopper's cart: all of them, or the one `itemId` (with `fields` to choose what it was kept without). */
export function SharedAddForm({
  shareCode,
  itemId,
  describedBy,
  fields,
  children,
}: {
  shareCode: string
  itemId: string | null
  describedBy?: string
  fields?: ReactNode
  children: ReactNode
}) {
  const { store } = usePageContext()
  const path = `/wishlist/share/${encodeURIComponent(shareCode)}/add${itemId ? `/${encodeURIComponent(itemId)}` : ''}`
  return (
    <form method="post" action={storeHref(store, path)} data-single-submit="">
      <CsrfField />
      {fields}
      <button type="submit" className={primaryButton} aria-describedby={describedBy}>
        {children}
      </button>
    </form>
  )
}
