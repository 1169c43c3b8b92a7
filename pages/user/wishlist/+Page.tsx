import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { CsrfField } from '../../../components/forms/CsrfField.tsx'
import { linkButton } from '../../../components/forms/forms.styles.ts'
import { primaryButton } from '../../../components/theme/buttons.styles.ts'
import { panel, panelStack } from '../../../components/account/account.styles.ts'
import { Island } from '../../../components/island/Island.tsx'
import { storeHref } from '../../../components/shop/ShopContext.tsx'
import { MissingOptionFields } from '../../../components/wishlist/MissingOptionFields.tsx'
import { WishlistItemCard, wishlistLines } from '../../../components/wishlist/WishlistItemCard.tsx'
import { WishlistFormError } from '../../../components/wishlist/WishlistFormError.tsx'
import { WishlistShare } from '../../../components/wishlist/WishlistShare.tsx'
import { GuestWishlistMerge } from '../../../components/wishlist/GuestWishlistMerge.island.tsx'
import { DataLayerData } from '../../../components/dataLayer/DataLayerData.tsx'
import { cartAddedEvents } from '../../../components/dataLayer/cartAddsDataLayer.ts'
import type { WishlistPageData } from './+data.ts'

/** My wishlist (/user/wishlist): each product with its options, to move to the cart or remove; sharing the list. */
export default function Page() {
  const { store, formResult } = usePageContext()
  const { wishlist } = useData<WishlistPageData>()
  const { t } = useLingui()
  const action = storeHref(store, '/user/wishlist')
  const movedToCart = cartAddedEvents(formResult)
  return (
    <>
      {/* A product just moved to the cart is reported once (the form's one-time result). */}
      {movedToCart.length > 0 ? <DataLayerData page={{ events: movedToCart }} /> : null}
      <PageHeading>
        <Trans>My wishlist</Trans>
      </PageHeading>
      <Island of={GuestWishlistMerge} props={{ reloadWhenMerged: true }} hydrate="load" />
      <FormNotice />
      <WishlistFormError forms={['wishlistItem', 'wishlistShare']} />
      <div className={panelStack}>
        {wishlist.items.length === 0 ? (
          <EmptyState>
            <Trans>Your wishlist is empty. Press the heart of a product to keep it here.</Trans>
          </EmptyState>
        ) : (
          <ul className={wishlistLines} aria-label={t`Products in my wishlist`}>
            {wishlist.items.map((item) => (
              <WishlistItemCard key={item.id} item={item}>
                <form method="post" action={action}>
                  <CsrfField />
                  <input type="hidden" name="_action" value="moveToCart" />
                  <input type="hidden" name="item" value={item.id} />
                  <MissingOptionFields item={item} />
                  <button
                    type="submit"
                    className={primaryButton}
                    aria-describedby={`wishlist-item-${item.id}`}
                  >
                    <Trans>Move to cart</Trans>
                  </button>
                </form>
                <form method="post" action={action}>
                  <CsrfField />
                  <input type="hidden" name="_action" value="remove" />
                  <input type="hidden" name="item" value={item.id} />
                  <button type="submit" className={linkButton} aria-describedby={`wishlist-item-${item.id}`}>
                    <Trans>Remove</Trans>
                  </button>
                </form>
              </WishlistItemCard>
            ))}
          </ul>
        )}
        <section className={panel} aria-labelledby="wishlist-share-heading">
          <h2 id="wishlist-share-heading">
            <Trans>Share my wishlist</Trans>
          </h2>
          <WishlistShare isShared={wishlist.isShareable} action={action} />
        </section>
      </div>
    </>
  )
}
