import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { useData } from '../../../../../../renderer/useData.ts'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../../../components/links/Link.tsx'
import { WishlistItemCard, wishlistLines } from '../../../../../../components/wishlist/WishlistItemCard.tsx'
import { WishlistFormError } from '../../../../../../components/wishlist/WishlistFormError.tsx'
import { SharedAddForm } from '../../../../../../components/wishlist/SharedAddForm.tsx'
import type { SharedWishlistPageData } from '../../sharedWishlistData.ts'

/** Adding one product of a shared wishlist to the cart (…/add/:itemId): the link shows it, the button adds it. */
export default function Page() {
  const { routeParams } = usePageContext()
  const { shareCode, wishlist } = useData<SharedWishlistPageData>()
  const item = wishlist.items.find((candidate) => candidate.id === routeParams.itemId)
  const wishlistPath = `/wishlist/share/${encodeURIComponent(shareCode)}/`
  return (
    <>
      <PageHeading>
        <Trans>Add a wishlist item to the cart</Trans>
      </PageHeading>
      <WishlistFormError forms={['sharedWishlist']} />
      {item ? (
        <ul className={wishlistLines}>
          <WishlistItemCard item={item}>
            <SharedAddForm shareCode={shareCode} itemId={item.id} describedBy={`wishlist-item-${item.id}`}>
              <Trans>Add to my cart</Trans>
            </SharedAddForm>
          </WishlistItemCard>
        </ul>
      ) : (
        <p>
          <Trans>This product is no longer in the wishlist.</Trans>
        </p>
      )}
      <p>
        <Link to={wishlistPath}>
          <Trans>See the wishlist</Trans>
        </Link>
      </p>
    </>
  )
}
