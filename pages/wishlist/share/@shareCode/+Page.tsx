import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from '../../../../renderer/useData.ts'
import { PageHeading } from '../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../components/layout/EmptyState.tsx'
import { WishlistItemCard, wishlistLines } from '../../../../components/wishlist/WishlistItemCard.tsx'
import { WishlistFormError } from '../../../../components/wishlist/WishlistFormError.tsx'
import { SharedAddForm } from '../../../../components/wishlist/SharedAddForm.tsx'
import { MissingOptionFields } from '../../../../components/wishlist/MissingOptionFields.tsx'
import type { SharedWishlistPageData } from './sharedWishlistData.ts'

/** A shared wishlist (/wishlist/share/:shareCode/): its products, to add one or all to one's own cart. */
export default function Page() {
  const { shareCode, wishlist } = useData<SharedWishlistPageData>()
  const { t } = useLingui()
  return (
    <>
      <PageHeading>
        <Trans>Shared wishlist</Trans>
      </PageHeading>
      <WishlistFormError forms={['sharedWishlist']} />
      {wishlist.items.length === 0 ? (
        <EmptyState>
          <Trans>This wishlist is empty for now.</Trans>
        </EmptyState>
      ) : (
        <>
          <SharedAddForm shareCode={shareCode} itemId={null}>
            <Trans>Add all to my cart</Trans>
          </SharedAddForm>
          <ul className={wishlistLines} aria-label={t`Products in this wishlist`}>
            {wishlist.items.map((item) => (
              <WishlistItemCard key={item.id} item={item}>
                <SharedAddForm
                  shareCode={shareCode}
                  itemId={item.id}
                  describedBy={`wishlist-item-${item.id}`}
                  fields={<MissingOptionFields item={item} />}
                >
                  <Trans>Add to my cart</Trans>
                </SharedAddForm>
              </WishlistItemCard>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
