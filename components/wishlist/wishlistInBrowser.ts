import {
  browserShopClient,
  graphql,
  useFragment as readFragment,
  type FragmentType,
} from '../../graphql/client/index.ts'
import {
  clearGuestWishlist,
  guestKeeps,
  guestWishlistItems,
  toggleGuestItem,
  type GuestWishlistItem,
} from './guestWishlist.ts'

/** What a heart needs of a wishlist: which product skus it holds, under which item ids. */
const HeartWishlistFragment = graphql(`
  fragment HeartWishlist on Wishlist {
    id
    items {
      id
      product {
        sku
      }
    }
  }
`)

const WishlistHeartQuery = graphql(`
  query WishlistHeart {
    me {
      id
      wishlist {
        ...HeartWishlist
      }
    }
  }
`)

const AddToWishlistMutation = graphql(`
  mutation HeartAddToWishlist($input: WishlistItemInput!) {
    addToWishlist(input: $input) {
      success
      wishlist {
        ...HeartWishlist
      }
    }
  }
`)

const RemoveFromWishlistMutation = graphql(`
  mutation HeartRemoveFromWishlist($itemId: ID!) {
    removeFromWishlist(itemId: $itemId) {
      success
      wishlist {
        ...HeartWishlist
      }
    }
  }
`)

const MergeGuestWishlistMutation = graphql(`
  mutation MergeGuestWishlist($items: [WishlistItemInput!]!) {
    addProductsToWishlist(items: $items) {
      success
      wishlist {
        ...HeartWishlist
      }
    }
  }
`)

/** What a heart knows: whether a customer is signed in, and the wishlist item of its product (null: not kept). */
export interface HeartState {
  signedIn: boolean
  /** The item's id; `guest` for a product kept in the browser. */
  itemId: string | null
}

type Items = ReadonlyArray<{ id: string; product: { sku: string } }> | undefined

const itemsOf = (wishlist: FragmentType<typeof HeartWishlistFragment> | null | undefined): Items =>
  wishlist ? readFragment(HeartWishlistFragment, wishlist).items : undefined

const itemOf = (items: Items, sku: string) => items?.find((item) => item.product.sku === sku)?.id ?? null

function clientOf(basePath: string) {
  return browserShopClient({ url: `${basePath}/graphql` }).client
}

/**
 * Joins what a guest kept in this browser to the signed-in customer's wishlist, then forgets it
 * here. Answers the wishlist's items, or undefined when nothing was kept or the merge failed (kept for the next try).
 */
export async function mergeGuestWishlist(basePath: string): Promise<Items> {
  const items = guestWishlistItems()
  if (items.length === 0) return undefined
  const result = await clientOf(basePath).mutation(MergeGuestWishlistMutation, { items }).toPromise()
  const answer = result.data?.addProductsToWishlist
  if (!answer?.success) return undefined
  clearGuestWishlist()
  return itemsOf(answer.wishlist)
}

/** The heart's state for a product: the customer's wishlist (after joining the browser's to it), or the browser's for a guest. */
export async function heartState(basePath: string, sku: string): Promise<HeartState> {
  const result = await clientOf(basePath)
    .query(WishlistHeartQuery, {}, { requestPolicy: 'network-only' })
    .toPromise()
  const me = result.data?.me
  if (!me) return { signedIn: false, itemId: guestKeeps(sku) ? 'guest' : null }
  const merged = await mergeGuestWishlist(basePath)
  return { signedIn: true, itemId: itemOf(merged ?? itemsOf(me.wishlist), sku) }
}

/** Presses or releases a heart: the account's wishlist when signed in, the browser's for a guest. Answers the new state. */
export async function toggleHeart(
  basePath: string,
  state: HeartState,
  choice: GuestWishlistItem,
): Promise<HeartState> {
  if (!state.signedIn) return { signedIn: false, itemId: toggleGuestItem(choice) ? 'guest' : null }
  const client = clientOf(basePath)
  if (state.itemId) {
    const removed = await client.mutation(RemoveFromWishlistMutation, { itemId: state.itemId }).toPromise()
    if (!removed.data?.removeFromWishlist.success) throw new Error('The wishlist item could not be removed')
    return { signedIn: true, itemId: null }
  }
  const added = await client.mutation(AddToWishlistMutation, { input: choice }).toPromise()
  const answer = added.data?.addToWishlist
  if (!answer?.success) throw new Error('The product could not be kept')
  return { signedIn: true, itemId: itemOf(itemsOf(answer.wishlist), choice.sku) }
}
