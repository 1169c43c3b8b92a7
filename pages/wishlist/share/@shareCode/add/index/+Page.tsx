import { Plural, Trans } from '@lingui/react/macro'
import { useData } from '../../../../../../renderer/useData.ts'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../../../components/links/Link.tsx'
import { WishlistFormError } from '../../../../../../components/wishlist/WishlistFormError.tsx'
import { SharedAddForm } from '../../../../../../components/wishlist/SharedAddForm.tsx'
import type { SharedWishlistPageData } from '../../sharedWishlistData.ts'

/** Adding a whole shared wishlist to the cart (…/add/): a link opened asks first, the button adds (a GET never changes a cart). */
export default function Page() {
  const { shareCode, wishlist } = useData<SharedWishlistPageData>()
  const count = wishlist.items.length
  return (
    <>
      <PageHeading>
        <Trans>Add a shared wishlist to the cart</Trans>
      </PageHeading>
      <WishlistFormError forms={['sharedWishlist']} />
      <p>
        <Plural
          value={count}
          _0="This wishlist is empty for now."
          one="Add the wishlist's product to your cart?"
          other="Add the wishlist's # products to your cart?"
        />
      </p>
      {count > 0 ? (
        <SharedAddForm shareCode={shareCode} itemId={null}>
          <Trans>Add all to my cart</Trans>
        </SharedAddForm>
      ) : null}
      <p>
        <Link to={`/wishlist/share/${encodeURIComponent(shareCode)}/`}>
          <Trans>See the wishlist</Trans>
        </Link>
      </p>
    </>
  )
}
